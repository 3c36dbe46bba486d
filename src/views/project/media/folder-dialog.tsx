/** Name a new folder, or rename one. */
import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface FolderDialogProps {
  /** Open with this name ('' for a new folder); undefined = closed. */
  name?: string;
  /** The dialog's title. */
  title: string;
  onSave: (folderName: string) => Promise<boolean>;
  onClose: () => void;
}

export function FolderDialog({
  name,
  title,
  onSave,
  onClose,
}: FolderDialogProps) {
  const { t } = useTranslation('project-media');
  const [form] = Form.useForm<{ folderName: string }>();
  const open = name !== undefined;
  useEffect(() => {
    if (open) form.setFieldsValue({ folderName: name });
  }, [open, name, form]);

  const save = async () => {
    const { folderName } = await form.validateFields();
    if (await onSave(folderName.trim())) onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={420}
    >
      <Form form={form} layout="vertical" onFinish={() => void save()}>
        <Form.Item
          name="folderName"
          label={t('folder.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('folder.nameRequired'),
            },
            { max: 100, message: t('folder.nameLong', { max: 100 }) },
          ]}
        >
          <Input autoFocus maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
