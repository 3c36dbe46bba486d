/**
 * The SMTP settings form: host, port, encryption (with the usual ports),
 * user, password (kept when left empty), sender. Save with
 * system:mail:edit (read-only without); "Send test mail" with
 * system:mail:test. Unsaved edits are asked about before the page is left.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Skeleton,
} from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getMailSetting, updateMailSetting } from '@/api/system/mail';
import { useFormChanges } from '@/hooks/use-form-changes';
import { usePermission } from '@/hooks/use-permission';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { feedback } from '@/lib/feedback';
import type { MailSetting, MailSettingForm, TlsMode } from '@/types/mail';
import { PasswordField } from './password-field';
import { smtpRules } from './smtp-rules';
import { TestMailDialog } from './test-mail-dialog';

const TLS_MODES: readonly TlsMode[] = ['none', 'starttls', 'tls'];

type Values = Omit<MailSettingForm, 'version' | 'clearPassword'>;

const valuesOf = (s: MailSetting): Values => ({
  host: s.host,
  port: s.port,
  tlsMode: s.tlsMode,
  username: s.username,
  password: '',
  sender: s.sender,
  senderName: s.senderName,
});

export function SmtpForm() {
  const { t } = useTranslation('mail');
  const { hasPermi } = usePermission();
  const canEdit = hasPermi('system:mail:edit');
  const [form] = Form.useForm<Values>();
  const [setting, setSetting] = useState<MailSetting | null>(null);
  const [failed, setFailed] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const rules = smtpRules(t);
  const edits = useFormChanges(form);
  const { reset } = edits;
  const changed = edits.changed || clearing;

  const load = useCallback(async () => {
    try {
      const res = await getMailSetting();
      if (res.data) setSetting(res.data);
    } catch {
      setFailed(true); // the request layer said why
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // settings loaded or saved: the form shows them, unchanged
  useEffect(() => {
    if (!setting) return;
    form.setFieldsValue(valuesOf(setting));
    setClearing(false);
    reset();
  }, [setting, form, reset]);

  const anchor = useUnsavedChanges(changed, () => {
    if (setting) form.setFieldsValue(valuesOf(setting));
    setClearing(false);
    reset();
  });

  const save = async (values: Values) => {
    if (!setting) return;
    setSaving(true);
    try {
      await updateMailSetting({
        ...values,
        host: values.host.trim(),
        sender: values.sender.trim(),
        username: values.username ?? '',
        senderName: values.senderName ?? '',
        // empty: the stored password stays, unless it is to be cleared
        password: values.password || undefined,
        clearPassword: clearing && !values.password ? true : undefined,
        version: setting.version,
      });
      feedback.success(t('setting.saved'));
      await load();
    } catch {
      // the request layer showed the server's message (e.g. a stale version)
    } finally {
      setSaving(false);
    }
  };

  if (failed)
    return <Result status="warning" title={t('setting.loadFailed')} />;
  if (!setting) return <Skeleton active paragraph={{ rows: 7 }} />;

  return (
    <div {...edits.area}>
      <span ref={anchor} hidden />
      {!canEdit && (
        <Alert
          type="info"
          showIcon
          className="mail-setting__note"
          title={t('setting.readOnly')}
        />
      )}
      <Form<Values>
        form={form}
        name="mail-smtp"
        labelCol={{ flex: '130px' }}
        labelWrap
        // the control takes the rest of the row, its help lines wrap in it
        wrapperCol={{ flex: '1 1 0%' }}
        disabled={!canEdit}
        initialValues={valuesOf(setting)}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="host"
          label={t('setting.fields.host')}
          rules={rules.host}
        >
          <Input maxLength={255} placeholder="smtp.example.com" />
        </Form.Item>
        <Form.Item
          name="tlsMode"
          label={t('setting.fields.tlsMode')}
          extra={t('setting.tlsHint')}
        >
          <Radio.Group
            optionType="button"
            options={TLS_MODES.map((mode) => ({
              value: mode,
              label: t(`setting.tls.${mode}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="port"
          label={t('setting.fields.port')}
          rules={rules.port}
        >
          {/* no min / max: a port out of range is told, not quietly changed */}
          <InputNumber className="mail-setting__port" />
        </Form.Item>
        <Form.Item
          name="username"
          label={t('setting.fields.username')}
          extra={t('setting.usernameHint')}
        >
          <Input maxLength={255} autoComplete="off" />
        </Form.Item>
        <PasswordField
          passwordSet={setting.passwordSet}
          clearing={clearing}
          onClearingChange={setClearing}
          disabled={!canEdit}
        />
        <Form.Item
          name="sender"
          label={t('setting.fields.sender')}
          rules={rules.sender}
        >
          <Input maxLength={255} placeholder="info@example.com" />
        </Form.Item>
        <Form.Item name="senderName" label={t('setting.fields.senderName')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={null}>
          <Flex gap={8} wrap>
            {canEdit && (
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('setting.save')}
              </Button>
            )}
            {hasPermi('system:mail:test') && (
              <Button
                icon={<SendOutlined />}
                // offered to a tester without the right to edit
                disabled={false}
                onClick={() => setTesting(true)}
              >
                {t('test.button')}
              </Button>
            )}
          </Flex>
        </Form.Item>
      </Form>
      <TestMailDialog
        open={testing}
        unsaved={changed}
        onClose={() => setTesting(false)}
      />
    </div>
  );
}
