/**
 * "Send test mail": asks for the address (the signed-in user's own at
 * first), sends a test mail with the saved settings and shows the answer in
 * the dialog: accepted, or the reason with the SMTP server's reply.
 */
import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendTestMail } from '@/api/system/mail';
import { getUserProfile } from '@/api/system/user-profile';
import { isRequestError, promptRelogin } from '@/lib/request';
import { smtpRules } from './smtp-rules';

export interface TestMailDialogProps {
  open: boolean;
  /** The settings form has unsaved changes (the test does not use them). */
  unsaved: boolean;
  onClose: () => void;
}

type Outcome = { ok: true; to: string } | { ok: false; reason: string };

export function TestMailDialog({
  open,
  unsaved,
  onClose,
}: TestMailDialogProps) {
  const { t } = useTranslation('mail');
  const [form] = Form.useForm<{ to: string }>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  // each opening starts afresh, addressed to the signed-in user
  useEffect(() => {
    if (!open) return;
    let live = true;
    setOutcome(undefined);
    form.resetFields();
    getUserProfile().then(
      (res) => {
        if (live && res.data?.email && !form.getFieldValue('to')) {
          form.setFieldsValue({ to: res.data.email });
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, form]);

  const send = async ({ to }: { to: string }) => {
    setSending(true);
    setOutcome(undefined);
    try {
      await sendTestMail(to.trim());
      setOutcome({ ok: true, to: to.trim() });
    } catch (error) {
      if (isRequestError(error) && error.kind === 'session') {
        void promptRelogin();
      }
      setOutcome({
        ok: false,
        reason: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('test.title')}
      okText={t('test.send')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={520}
    >
      {unsaved && (
        <Alert
          type="warning"
          showIcon
          className="mail-setting__note"
          title={t('test.savedOnly')}
        />
      )}
      <Form
        form={form}
        name="mail-test"
        layout="vertical"
        onFinish={(values) => void send(values)}
      >
        <Form.Item name="to" label={t('test.to')} rules={smtpRules(t).to}>
          <Input maxLength={255} autoComplete="email" />
        </Form.Item>
      </Form>
      {outcome?.ok === true && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('test.sent', { to: outcome.to })}
        />
      )}
      {outcome?.ok === false && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('test.failed')}
          description={
            <span className="mail-setting__reason">{outcome.reason}</span>
          }
        />
      )}
    </Modal>
  );
}
