/**
 * Add / edit a user with department, post and role pickers. The dialog
 * loads the form's options (and, when editing, the user) itself; server
 * messages (duplicates, stale edits) keep it open.
 */
import { Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { addUser, updateUser } from '@/api/system/user';
import { SaveDialog } from '@/components/crud';
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
  const editing = userId !== undefined;

  return (
    <SaveDialog<UserForm>
      open={open}
      editing={editing}
      what={t('entity')}
      form={form}
      width={680}
      loading={loading}
      prepare={async () => {
        const values = await form.validateFields();
        return editing ? { ...record, ...values, userId } : values;
      }}
      send={editing ? updateUser : addUser}
      onSaved={onSaved}
      onClose={onClose}
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
    </SaveDialog>
  );
}
