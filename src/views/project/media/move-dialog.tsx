/** Move the selected files into a folder. */
import { useState } from 'react';
import { Form, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { moveMedia } from '@/api/project/media';
import { feedback } from '@/lib/feedback';
import type { MediaFolderNode } from '@/types/media';
import { folderOptions } from './folders';

export interface MoveDialogProps {
  /** The files to move; empty = closed. */
  mediaIds: readonly number[];
  open: boolean;
  folders: readonly MediaFolderNode[];
  onClose: () => void;
  onMoved: () => void;
}

export function MoveDialog({
  mediaIds,
  open,
  folders,
  onClose,
  onMoved,
}: MoveDialogProps) {
  const { t } = useTranslation('project-media');
  const [folderId, setFolderId] = useState<number>();
  const [saving, setSaving] = useState(false);

  const move = async () => {
    if (folderId === undefined) return;
    setSaving(true);
    try {
      await moveMedia([...mediaIds], folderId);
      feedback.success(t('moved', { count: mediaIds.length }));
      onMoved();
      onClose();
    } catch {
      // the request layer said why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('moveTitle', { count: mediaIds.length })}
      okText={t('move')}
      okButtonProps={{ disabled: folderId === undefined, loading: saving }}
      onOk={() => void move()}
      onCancel={onClose}
      afterClose={() => setFolderId(undefined)}
      width={420}
    >
      <Form layout="vertical">
        <Form.Item label={t('moveTo')}>
          <TreeSelect
            aria-label={t('moveTo')}
            treeDefaultExpandAll
            value={folderId}
            onChange={setFolderId}
            treeData={folderOptions(folders, t('folder.unfiled'))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
