/**
 * Sends a draft in review back to its editor with a comment, which is
 * required: the editor reads it at the top of the draft's dialog.
 */
import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rejectContent } from '@/api/project/publishing';
import { EditModal } from '@/components/crud';
import { feedback } from '@/lib/feedback';
import type { ContentKind } from '@/types/publishing';
import type { PublishingTarget } from './actions';

export interface SendBackDialogProps {
  kind: ContentKind;
  /** The item being sent back; null: closed. */
  target: PublishingTarget | null;
  onClose: () => void;
  onDone: () => void;
}

export function SendBackDialog({
  kind,
  target,
  onClose,
  onDone,
}: SendBackDialogProps) {
  const { t } = useTranslation(['publishing-actions', 'crud']);
  const [form] = Form.useForm<{ comment: string }>();
  const [sending, setSending] = useState(false);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const send = async () => {
    if (!target) return;
    const { comment } = await form.validateFields();
    setSending(true);
    try {
      await rejectContent({ kind, id: target.id, comment: comment.trim() });
    } catch {
      return; // the request layer showed the server's message
    } finally {
      setSending(false);
    }
    feedback.success(t('done.sendBack'));
    close();
    onDone();
  };

  return (
    <EditModal
      form={form}
      open={target !== null}
      title={t('sendBack.title', { title: target?.title ?? '' })}
      okText={t('actions.sendBack')}
      okButtonProps={{ danger: true }}
      cancelText={t('crud:cancel')}
      confirmLoading={sending}
      onOk={() => void send().catch(() => undefined)}
      onClose={close}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="comment"
          label={t('sendBack.comment')}
          extra={t('sendBack.hint')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('sendBack.required'),
            },
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
