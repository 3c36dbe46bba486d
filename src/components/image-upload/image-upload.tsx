/**
 * Image upload field (RuoYi's ImageUpload): picture cards with preview and
 * delete, uploads to POST /common/upload; the value is the comma-separated list
 * of stored paths. png/jpg/jpeg by mime type OR extension, 5 MB, 5 files by
 * default; the batch flow of `upload-shared`. Uploads land in the media
 * library (the server registers them); "Choose from library" beside the
 * cards adds an image that is there already (its stable link).
 */
import { useState } from 'react';
import { Modal, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LibraryButton, type MediaRow } from '@/components/media-picker';
import {
  baseName,
  nextUid,
  resolveUrl,
  isAllowedImage,
  isWithinSize,
  useUploadField,
  type UploadItem,
  type UploadValue,
} from '@/components/upload-shared';
import { feedback } from '@/lib/feedback';
import './image-upload.css';

export const IMAGE_UPLOAD_DEFAULTS = {
  limit: 5,
  fileSize: 5,
  fileType: ['png', 'jpg', 'jpeg'],
} as const;

export interface ImageUploadProps {
  /** Comma-separated stored paths/URLs, or a list of them. */
  value?: UploadValue;
  /** Called once per finished batch and on delete, with the joined value. */
  onChange?: (value: string, items: UploadItem[]) => void;
  /** Maximum number of images (default 5). */
  limit?: number;
  /** Maximum size per image in MB (default 5; 0 = no check). */
  fileSize?: number;
  /** Allowed types (default png, jpg, jpeg; [] = any image/*). */
  fileType?: readonly string[];
  /** Show the size/type tip (default true). */
  isShowTip?: boolean;
  disabled?: boolean;
}

export function ImageUpload({
  value,
  onChange,
  limit = IMAGE_UPLOAD_DEFAULTS.limit,
  fileSize = IMAGE_UPLOAD_DEFAULTS.fileSize,
  fileType = IMAGE_UPLOAD_DEFAULTS.fileType,
  isShowTip = true,
  disabled = false,
}: ImageUploadProps) {
  const { t } = useTranslation('components');
  const [preview, setPreview] = useState<string | null>(null);
  const types = fileType.join('/');
  const { items, beforeUpload, customRequest, remove, add } = useUploadField({
    value,
    onChange,
    limit,
    failedText: t('imageUpload.failed'),
    check: (file) => {
      if (!isAllowedImage(file, fileType)) {
        return t('imageUpload.format', { types: types || 'image' });
      }
      if (fileSize > 0 && !isWithinSize(file.size, fileSize)) {
        return t('imageUpload.size', { n: fileSize });
      }
      return null;
    },
  });

  /** An image chosen from the library: its stable link joins the value. */
  const pick = (row: MediaRow) => {
    if (!isAllowedImage({ name: row.fileName, type: row.mime }, fileType)) {
      feedback.error(t('imageUpload.format', { types: types || 'image' }));
      return;
    }
    add({
      uid: nextUid(),
      name: row.url,
      url: resolveUrl(row.url),
      fname: row.fileName,
      fsize: row.size,
      fext: row.ext,
    });
  };

  const fileList: UploadFile[] = items.map((item) => ({
    uid: item.uid,
    name: item.fname || baseName(item.name),
    status: 'done',
    url: item.url || undefined,
  }));

  let tip: string | null = null;
  if (fileSize > 0 && fileType.length > 0) {
    tip = t('upload.tip', { size: fileSize, types });
  } else if (fileSize > 0) tip = t('upload.tipSize', { size: fileSize });
  else if (fileType.length > 0) tip = t('upload.tipTypes', { types });

  return (
    <div className="image-upload">
      <div className="image-upload__row">
        <Upload
          listType="picture-card"
          multiple
          accept={fileType.map((type) => `.${type}`).join(',') || 'image/*'}
          fileList={fileList}
          disabled={disabled}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          onPreview={(file) => setPreview(file.url ?? null)}
          onRemove={(file) => {
            remove(file.uid);
            return false;
          }}
          showUploadList={{ showRemoveIcon: !disabled }}
        >
          {!disabled && items.length < limit && (
            <button type="button" className="image-upload__add">
              <PlusOutlined aria-hidden />
              <span>{t('imageUpload.add')}</span>
            </button>
          )}
        </Upload>
        {!disabled && items.length < limit && (
          <LibraryButton mediaType="image" onPick={pick} />
        )}
      </div>
      {isShowTip && !disabled && tip && (
        <div className="image-upload__tip">{tip}</div>
      )}
      <Modal
        open={preview !== null}
        title={t('imageUpload.preview')}
        footer={null}
        onCancel={() => setPreview(null)}
        destroyOnHidden
      >
        {preview && (
          <img
            className="image-upload__preview"
            src={preview}
            alt={t('imageUpload.preview')}
          />
        )}
      </Modal>
    </div>
  );
}
