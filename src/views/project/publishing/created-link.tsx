/** A preview link just made: shown once with a copy button and its expiry. */
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyText } from '@/components/copy-text';
import type { CreatedPreview } from '@/types/release';

/** The link as an address to open (the server may answer a path). */
export const absoluteUrl = (url: string) =>
  new URL(url, window.location.origin).href;

export function CreatedLink({
  link,
  onClose,
}: {
  link: CreatedPreview | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['project-publishing', 'crud']);
  return (
    <Modal
      open={!!link}
      title={t('preview.created')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('crud:ok')}
      footer={function CreatedLinkFooter(_, { OkBtn }) {
        return <OkBtn />;
      }}
    >
      {link && (
        <>
          <Typography.Paragraph>
            {t('preview.createdHint', {
              time: t('release.zoned', {
                time: link.expiresAt,
                zone: link.timeZone,
              }),
            })}
          </Typography.Paragraph>
          <CopyText value={absoluteUrl(link.url)} name={t('preview.link')} />
        </>
      )}
    </Modal>
  );
}
