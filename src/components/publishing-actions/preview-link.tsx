/**
 * A preview link just made for one draft: opens the public site as it will
 * look once the draft is published, and can be copied to share until it
 * expires.
 */
import { Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyText } from '@/components/copy-text';
import type { CreatedPreview } from '@/types/release';

export interface PreviewLinkProps {
  /** The link and the draft's title; null: closed. */
  preview: { title: string; link: CreatedPreview } | null;
  onClose: () => void;
}

export function PreviewLink({ preview, onClose }: PreviewLinkProps) {
  const { t } = useTranslation(['publishing-actions', 'crud']);
  const url = preview
    ? new URL(preview.link.url, window.location.origin).href
    : '';
  return (
    <Modal
      open={preview !== null}
      title={t('preview.title', { title: preview?.title ?? '' })}
      onCancel={onClose}
      onOk={onClose}
      okText={t('crud:ok')}
      cancelButtonProps={{ hidden: true }}
    >
      {preview && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>
            {t('preview.hint', { time: preview.link.expiresAt })}
          </Typography.Paragraph>
          <Typography.Link href={url} target="_blank" rel="noreferrer">
            {t('preview.open')}
          </Typography.Link>
          <CopyText value={url} name={t('preview.link')} />
        </Space>
      )}
    </Modal>
  );
}
