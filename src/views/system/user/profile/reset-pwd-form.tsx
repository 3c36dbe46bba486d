import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateUserPwd } from '@/api/system/user-profile';
import { useFormChanges } from '@/hooks/use-form-changes';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { passwordRules } from './rules';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * "Change password" tab: old, new and confirmation (RuoYi's resetPwd).
 * Typed passwords are asked about before the page or its tab is left.
 */
export function ResetPwdForm() {
  const { t } = useTranslation(['profile', 'validation']);
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);
  const rules = passwordRules(t);
  const { changed, reset, area } = useFormChanges(form);
  const anchor = useUnsavedChanges(changed, () => {
    form.resetFields();
    reset();
  });

  const onFinish = async ({ oldPassword, newPassword }: PasswordForm) => {
    setSaving(true);
    try {
      await updateUserPwd(oldPassword, newPassword);
      message.success(t('profile:messages.passwordUpdated'));
      form.resetFields();
      reset();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div {...area}>
      <span ref={anchor} hidden />
      <Form<PasswordForm>
        form={form}
        name="profile-password"
        labelCol={{ flex: '140px' }}
        wrapperCol={{ flex: 'auto' }}
        onFinish={onFinish}
      >
        <Form.Item
          name="oldPassword"
          label={t('profile:fields.oldPassword')}
          rules={rules.oldPassword}
        >
          <Input.Password
            placeholder={t('profile:placeholders.oldPassword')}
            autoComplete="current-password"
          />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('profile:fields.newPassword')}
          rules={rules.newPassword}
        >
          <Input.Password
            placeholder={t('profile:placeholders.newPassword')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('profile:fields.confirmPassword')}
          dependencies={['newPassword']}
          rules={rules.confirmPassword}
        >
          <Input.Password
            placeholder={t('profile:placeholders.confirmPassword')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item label={null}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('profile:actions.save')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
