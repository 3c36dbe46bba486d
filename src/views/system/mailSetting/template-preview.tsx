/** A template rendered with sample values: subject and body as plain text. */
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailPreview } from '@/types/mail';

export interface TemplatePreviewProps {
  /** The template's name; undefined = closed. */
  name?: string;
  preview?: MailPreview;
  onClose: () => void;
}

export function TemplatePreview({
  name,
  preview,
  onClose,
}: TemplatePreviewProps) {
  const { t } = useTranslation('mail');
  return (
    <Modal
      open={!!preview}
      title={t('template.previewTitle', { name })}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      {preview && (
        <div className="mail-preview">
          <Typography.Text type="secondary">
            {t('template.previewSubject')}
          </Typography.Text>
          <pre
            className="mail-preview__text"
            aria-label={t('template.previewSubject')}
          >
            {preview.subject}
          </pre>
          <Typography.Text type="secondary">
            {t('template.previewBody')}
          </Typography.Text>
          <pre
            className="mail-preview__text mail-preview__body"
            aria-label={t('template.previewBody')}
          >
            {preview.text}
          </pre>
        </div>
      )}
    </Modal>
  );
}
