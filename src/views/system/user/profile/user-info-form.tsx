import { useState } from 'react';
import { App, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateUserProfile, type ProfileForm } from '@/api/system/user-profile';
import { useFormChanges } from '@/hooks/use-form-changes';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import type { SysUser } from '@/types/api';
import { profileRules } from './rules';

export interface UserInfoFormProps {
  user: SysUser;
  /** Called with the saved values after the server accepted them. */
  onSaved(values: ProfileForm): void;
}

/** The form's values for a user. */
function valuesOf(user: SysUser): ProfileForm {
  return {
    nickName: user.nickName,
    phonenumber: user.phonenumber ?? '',
    email: user.email ?? '',
    sex: user.sex === '1' ? '1' : '0',
  };
}

/**
 * "Basic info" tab: nickname, phone, email and gender (RuoYi's userInfo).
 * Unsaved edits are asked about before the page or its tab is left.
 */
export function UserInfoForm({ user, onSaved }: UserInfoFormProps) {
  const { t } = useTranslation(['profile', 'validation']);
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileForm>();
  const [saving, setSaving] = useState(false);
  const rules = profileRules(t);
  const { changed, reset, area } = useFormChanges(form);
  const anchor = useUnsavedChanges(changed, () => {
    form.resetFields();
    form.setFieldsValue(valuesOf(user));
    reset();
  });

  const onFinish = async (values: ProfileForm) => {
    setSaving(true);
    try {
      const data = { ...values, nickName: values.nickName.trim() };
      await updateUserProfile(data);
      message.success(t('profile:messages.updated'));
      // What was saved is the form's new starting point.
      form.setFieldsValue(data);
      reset();
      onSaved(data);
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div {...area}>
      <span ref={anchor} hidden />
      <Form<ProfileForm>
        form={form}
        name="profile-basic"
        labelCol={{ flex: '110px' }}
        wrapperCol={{ flex: 'auto' }}
        initialValues={valuesOf(user)}
        onFinish={onFinish}
      >
        <Form.Item
          name="nickName"
          label={t('profile:fields.nickName')}
          rules={rules.nickName}
        >
          <Input maxLength={30} autoComplete="nickname" />
        </Form.Item>
        <Form.Item
          name="phonenumber"
          label={t('profile:fields.phonenumber')}
          rules={rules.phonenumber}
        >
          <Input maxLength={11} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('profile:fields.email')}
          rules={rules.email}
        >
          <Input maxLength={50} autoComplete="email" />
        </Form.Item>
        <Form.Item name="sex" label={t('profile:fields.sex')}>
          <Radio.Group
            options={[
              { value: '0', label: t('profile:sex.male') },
              { value: '1', label: t('profile:sex.female') },
            ]}
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
