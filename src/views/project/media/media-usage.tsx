/** Where a file is used: published content, drafts, kept revisions, notices, avatars. */
import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MediaUsage } from '@/types/media';

const PLACE_COLORS: Record<string, string> = {
  published: 'green',
  draft: 'gold',
  revision: 'default',
  notice: 'blue',
  avatar: 'purple',
};

export function MediaUsageList({ usage }: { usage?: MediaUsage[] }) {
  const { t } = useTranslation('project-media');
  return (
    <section aria-label={t('usage.title')} className="media-usage">
      <Typography.Title level={5}>{t('usage.title')}</Typography.Title>
      {usage === undefined ? null : usage.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('usage.none')}
        />
      ) : (
        <ul className="media-list">
          {usage.map((u) => (
            <li key={`${u.place}:${u.kind}:${u.id}`}>
              <Tag color={PLACE_COLORS[u.place]}>
                {t(`usage.place.${u.place}`, { defaultValue: u.place })}
              </Tag>
              {t(`usage.kind.${u.kind}`, { defaultValue: u.kind })}{' '}
              <Typography.Text strong>{u.title}</Typography.Text>{' '}
              <Typography.Text type="secondary">#{u.id}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
