/** RuoYi's reset-password prompt: one password field with the user rules. */
import { useEffect, useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditModal } from '@/components/crud';
import { resetUserPwd } from '@/api/system/user';
import { feedback } from '@/lib/feedback';
import type { SysUserRow } from '@/types/user';
import { userRules } from './user-rules';

export interface ResetPwdDialogProps {
  /** The user whose password is reset; undefined = closed. */
  user?: SysUserRow;
  onClose: () => void;
}

export function ResetPwdDialog({ user, onClose }: ResetPwdDialogProps) {
  const { t } = useTranslation(['system-user', 'crud']);
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const rules = userRules(t);

  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  const submit = async () => {
    const { password } = await form.validateFields();
    setSaving(true);
    try {
      await resetUserPwd(user!.userId!, password);
      feedback.success(t('resetPwdSuccess', { password }));
      onClose();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditModal
      form={form}
      open={!!user}
      title={t('resetPwd')}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onClose={onClose}
      forceRender
      width={420}
    >
      <Form form={form} name="resetPwd" layout="vertical">
        <Form.Item
          name="password"
          label={t('resetPwdPrompt', { name: user?.userName ?? '' })}
          rules={rules.password}
        >
          <Input.Password maxLength={20} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
