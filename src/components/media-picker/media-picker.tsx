/**
 * The media picker: a dialog with the library's grid, its filters (folder,
 * type, name), paging and an upload area that uploads into the library. An
 * image without Japanese alt text is not handed out: the dialog asks for
 * the text and saves it to the library first.
 */
import { Suspense, useState } from 'react';
import { Button, Modal, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/hooks/use-permission';
import { AltTextStep } from './alt-text-step';
import type { MediaRow } from '@/types/media';
import { MediaGrid, needsAlt } from './media-grid';
import { PickerFilters } from './picker-filters';
import { UploadArea } from './upload-area';
import { useMediaList } from './use-media-list';
import './media-picker.css';

/** Above TinyMCE's own dialogs (z-index 1300), whose browse button opens it. */
export const MEDIA_PICKER_Z_INDEX = 1400;

export interface MediaPickerProps {
  open: boolean;
  /** Only files of this type (`image` for image fields). */
  mediaType?: string;
  /** The chosen file (an image with its Japanese alt text). */
  onPick: (row: MediaRow) => void;
  onCancel: () => void;
}

interface BodyProps {
  mediaType?: string;
  onPick: (row: MediaRow) => void;
  onCancel: () => void;
}

function PickerBody({ mediaType, onPick, onCancel }: BodyProps) {
  const { t } = useTranslation('media-picker');
  const { hasPermi } = usePermission();
  const list = useMediaList(mediaType);
  const [selected, setSelected] = useState<MediaRow | null>(null);
  const [asking, setAsking] = useState<MediaRow | null>(null);

  const use = (row: MediaRow) => {
    if (needsAlt(row)) setAsking(row);
    else onPick(row);
  };

  const uploaded = (row: MediaRow) => {
    setSelected(row);
    void list.reload();
  };

  if (asking) {
    return (
      <AltTextStep
        row={asking}
        onSaved={onPick}
        onBack={() => setAsking(null)}
      />
    );
  }

  return (
    <div className="media-picker">
      <PickerFilters
        query={list.query}
        onChange={list.setQuery}
        fixedType={mediaType}
      />
      {hasPermi('project:media:add') && (
        <UploadArea
          folderId={list.query.folderId}
          imagesOnly={mediaType === 'image'}
          onUploaded={uploaded}
        />
      )}
      <MediaGrid
        rows={list.rows}
        loading={list.loading}
        failed={list.failed}
        selectedId={selected?.mediaId ?? null}
        onSelect={setSelected}
        onUse={use}
      />
      <div className="media-picker__footer">
        <Pagination
          size="small"
          current={list.query.pageNum}
          pageSize={list.query.pageSize}
          total={list.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(pageNum) => list.setQuery({ pageNum })}
        />
        <span className="media-picker__actions">
          <Button onClick={onCancel}>{t('cancel')}</Button>
          <Button
            type="primary"
            disabled={!selected}
            onClick={() => selected && use(selected)}
          >
            {t('place')}
          </Button>
        </span>
      </div>
    </div>
  );
}

function PickerTitle() {
  const { t } = useTranslation('media-picker');
  return <>{t('title')}</>;
}

export function MediaPicker({
  open,
  mediaType,
  onPick,
  onCancel,
}: MediaPickerProps) {
  return (
    <Modal
      open={open}
      title={
        <Suspense fallback={null}>
          <PickerTitle />
        </Suspense>
      }
      width={980}
      zIndex={MEDIA_PICKER_Z_INDEX}
      footer={null}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Suspense fallback={<Spin />}>
        {open && (
          <PickerBody
            mediaType={mediaType}
            onPick={onPick}
            onCancel={onCancel}
          />
        )}
      </Suspense>
    </Modal>
  );
}
