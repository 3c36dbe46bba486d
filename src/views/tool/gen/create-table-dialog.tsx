/** Create tables from pasted CREATE TABLE statements (admins); the server checks them. */
import { useEffect, useState } from 'react';
import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { createTable } from '@/api/tool/gen';
import { EditModal } from '@/components/crud';
import { feedback } from '@/lib/feedback';
import { useSend } from './use-send';

export interface CreateTableDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

export function CreateTableDialog({
  open,
  onClose,
  onCreated,
}: CreateTableDialogProps) {
  const { t } = useTranslation(['tool-gen', 'crud']);
  const [sql, setSql] = useState('');
  const { saving, send } = useSend();

  useEffect(() => {
    if (open) setSql('');
  }, [open]);

  const submit = () => {
    if (!sql.trim()) {
      feedback.error(t('create.empty'));
      return;
    }
    void send(() => createTable(sql), t('create.done'), onCreated);
  };

  return (
    <EditModal
      changed={!!sql.trim()}
      open={open}
      title={t('create.title')}
      width={800}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={submit}
      onClose={onClose}
    >
      <Alert
        type="info"
        showIcon
        title={t('create.hint')}
        style={{ marginBottom: 12 }}
      />
      <Input.TextArea
        aria-label={t('create.title')}
        rows={12}
        value={sql}
        placeholder={t('create.placeholder')}
        onChange={(e) => setSql(e.target.value)}
        style={{ fontFamily: 'monospace' }}
      />
    </EditModal>
  );
}
