/**
 * One file: its preview and focal point, name, folder, tags and alt text,
 * its facts and link, its versions (replace it), where it is used, and
 * Delete (the server refuses while the file is used; its reason shows here).
 */
import { useState } from 'react';
import { Alert, Button, Divider, Drawer, Skeleton } from 'antd';
import { DeleteOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { delMedia } from '@/api/project/media';
import { useGuardedClose } from '@/components/crud';
import { isRequestError } from '@/lib/request';
import { feedback } from '@/lib/feedback';
import type { DictOption } from '@/types/system';
import type { MediaFolderNode, MediaTagCount } from '@/types/media';
import { DetailForm } from './detail-form';
import { MediaInfo } from './media-info';
import { MediaUsageList } from './media-usage';
import { MediaVersions } from './media-versions';
import { useMediaDetail } from './use-media-detail';

export interface DetailDrawerProps {
  /** The file shown; undefined = closed. */
  mediaId?: number;
  folders: readonly MediaFolderNode[];
  tags: readonly MediaTagCount[];
  types: readonly DictOption[];
  states: readonly DictOption[];
  perms: { edit: boolean; remove: boolean };
  onClose: () => void;
  /** After a change (reload the list, folders and tags). */
  onChanged: () => void;
}

export function DetailDrawer({
  mediaId,
  folders,
  tags,
  types,
  states,
  perms,
  onClose,
  onChanged,
}: DetailDrawerProps) {
  const { t } = useTranslation('project-media');
  const { media, usage, reload } = useMediaDetail(mediaId);
  const [changed, setChanged] = useState(false);
  const [refused, setRefused] = useState<string>();
  const open = mediaId !== undefined;
  const { close, anchor } = useGuardedClose(changed && open, () => {
    setChanged(false);
    setRefused(undefined);
    onClose();
  });

  const remove = async () => {
    if (!media) return;
    const yes = await feedback.confirm({
      title: t('crud:confirmTitle'),
      content: t('confirmDelete', { name: media.fileName }),
      okText: t('crud:ok'),
      cancelText: t('crud:cancel'),
      focusCancel: true,
    });
    if (!yes) return;
    setRefused(undefined);
    try {
      await delMedia(media.mediaId, { skipErrorHandler: true });
    } catch (error) {
      setRefused(
        isRequestError(error) && error.kind === 'business'
          ? error.message
          : t('deleteFailed'),
      );
      void reload();
      return;
    }
    feedback.success(t('crud:deleteSuccess'));
    setChanged(false);
    onChanged();
    onClose();
  };

  const changedAndReload = () => {
    void reload();
    onChanged();
  };

  return (
    <>
      <span ref={anchor} hidden />
      <Drawer
        open={open}
        onClose={close}
        mask={{ closable: !changed }}
        title={media?.fileName ?? t('detail.title')}
        size="min(720px, 100vw)"
        className="media-drawer"
        extra={
          perms.remove &&
          media && (
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => void remove()}
            >
              {t('crud:delete')}
            </Button>
          )
        }
      >
        {!media || media.mediaId !== mediaId ? (
          <Skeleton active />
        ) : (
          <>
            {refused && (
              <Alert
                type="error"
                showIcon
                role="alert"
                className="media-drawer__refused"
                title={t('deleteRefused')}
                description={refused}
                closable
                onClose={() => setRefused(undefined)}
              />
            )}
            {media.mediaType !== 'image' && (
              <div className="media-drawer__file">
                <FileOutlined aria-hidden /> {media.ext.toUpperCase()}
              </div>
            )}
            <DetailForm
              media={media}
              folders={folders}
              tags={tags}
              canEdit={perms.edit}
              onChanges={setChanged}
              onSaved={changedAndReload}
            />
            <Divider />
            <MediaInfo media={media} types={types} states={states} />
            <Divider />
            <MediaVersions
              media={media}
              canReplace={perms.edit}
              onReplaced={changedAndReload}
            />
            <Divider />
            <MediaUsageList usage={usage} />
          </>
        )}
      </Drawer>
    </>
  );
}
