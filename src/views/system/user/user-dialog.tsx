/**
 * Add / edit a user with department, post and role pickers. The dialog
 * loads the form's options (and, when editing, the user) itself; server
 * messages (duplicates, stale edits) keep it open.
 */
import { useState } from 'react';
import { Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { addUser, updateUser } from '@/api/system/user';
import { feedback } from '@/lib/feedback';
import type { UserForm } from '@/types/user';
import { UserFormFields, type UserFormFieldsProps } from './user-form-fields';
import { useUserForm } from './use-user-form';

export interface UserDialogProps
  extends Omit<UserFormFieldsProps, 'editing' | 'posts' | 'roles'> {
  open: boolean;
  /** The user to edit; undefined = add. */
  userId?: number;
  onClose: () => void;
  /** After a save, with what was sent. */
  onSaved: (user: UserForm) => void;
}

export function UserDialog({
  open,
  userId,
  onClose,
  onSaved,
  ...options
}: UserDialogProps) {
  const { t } = useTranslation(['system-user', 'crud']);
  const [form] = Form.useForm<UserForm>();
  const { record, posts, roles, loading } = useUserForm(form, open, userId);
  const [saving, setSaving] = useState(false);
  const editing = userId !== undefined;

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (editing) {
        const user = { ...record, ...values, userId };
        await updateUser(user);
        feedback.success(t('crud:editSuccess'));
        onSaved(user);
      } else {
        await addUser(values);
        feedback.success(t('crud:addSuccess'));
        onSaved(values);
      }
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(editing ? 'crud:editTitle' : 'crud:addTitle', {
        what: t('entity'),
      })}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
      width={680}
    >
      <Spin spinning={loading}>
        {/* disabled until its values have arrived: nothing typed before is overwritten */}
        <Form
          form={form}
          name="user"
          disabled={loading}
          labelCol={{ span: 8 }}
          className="crud-form"
        >
          <UserFormFields
            editing={editing}
            posts={posts}
            roles={roles}
            {...options}
          />
        </Form>
      </Spin>
    </Modal>
  );
}
