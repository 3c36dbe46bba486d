/**
 * Sends a draft back to its editor: the comment is required, and the
 * editor sees it with the draft.
 */
import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rejectContent } from '@/api/project/publishing';
import { EditModal } from '@/components/crud';
import { feedback } from '@/lib/feedback';
import type { ReviewEntry } from '@/types/release';

export interface RejectDialogProps {
  open: boolean;
  entry: ReviewEntry;
  onClose: () => void;
  onDone: () => void;
}

export function RejectDialog({
  open,
  entry,
  onClose,
  onDone,
}: RejectDialogProps) {
  const { t } = useTranslation(['project-publishing', 'crud']);
  const [form] = Form.useForm<{ comment: string }>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const { comment } = await form.validateFields();
    setSending(true);
    try {
      await rejectContent({
        kind: entry.kind,
        id: entry.itemId,
        comment: comment.trim(),
      });
    } catch {
      return; // the request layer showed the server's message
    } finally {
      setSending(false);
    }
    feedback.success(t('review.rejected'));
    form.resetFields();
    onClose();
    onDone();
  };

  return (
    <EditModal
      form={form}
      open={open}
      title={t('review.rejectTitle', { title: entry.title })}
      okText={t('review.sendBack')}
      okButtonProps={{ danger: true }}
      cancelText={t('crud:cancel')}
      confirmLoading={sending}
      onOk={() => void send().catch(() => undefined)}
      onClose={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="comment"
          label={t('review.comment')}
          extra={t('review.commentHint')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('review.commentRequired'),
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
