/** Storage used against the quota, in the toolbar; amber from 80 %, red from 95 %. */
import { Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/components/project-content';
import type { MediaStats } from '@/types/media';

const GB = 1024 ** 3;

/** 12.3 MB, 5 GB, 1.5 GB. */
export function formatStorage(bytes: number): string {
  if (bytes < GB) return formatBytes(bytes);
  return `${Number((bytes / GB).toFixed(1))} GB`;
}

export function StorageUsage({ stats }: { stats?: MediaStats }) {
  const { t } = useTranslation('project-media');
  if (!stats) return null;
  const percent = stats.quotaBytes
    ? Math.min(100, Math.round((stats.usedBytes / stats.quotaBytes) * 100))
    : 0;
  const text = t('stats.used', {
    used: formatStorage(stats.usedBytes),
    quota: formatStorage(stats.quotaBytes),
  });
  return (
    <Tooltip
      title={t('stats.help', {
        count: stats.count,
        store: t(`stats.store.${stats.store}`),
      })}
    >
      <div className="media-stats" role="group" aria-label={t('stats.title')}>
        <span className="media-stats__text">{text}</span>
        <Progress
          percent={percent}
          size="small"
          showInfo={false}
          status={percent >= 95 ? 'exception' : 'normal'}
          strokeColor={percent >= 80 && percent < 95 ? '#faad14' : undefined}
          aria-label={text}
        />
      </div>
    </Tooltip>
  );
}
