/**
 * Columns of the releases table: the time in the site's zone (the
 * viewer's own on hover when it differs), the status, and for a release
 * that ran, when it went live and whether that was late.
 */
import { Tag, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Release, ReleaseStatus } from '@/types/release';
import { SiteTime } from './site-time-text';

const STATUS_COLORS: Record<ReleaseStatus, string> = {
  open: 'default',
  scheduled: 'processing',
  running: 'processing',
  done: 'success',
  cancelled: 'default',
  failed: 'error',
};

function ran(row: Release, zone: string, t: TFunction): ReactNode {
  if (row.status === 'failed')
    return (
      <Tag color="error">
        {t('release.failedHint', { reason: row.failReason ?? '' })}
      </Tag>
    );
  if (!row.ranAt) return null;
  return (
    <>
      <SiteTime value={row.ranAt} zone={zone} t={t} />{' '}
      {row.late ? (
        <Tooltip title={t('release.lateHint', { time: row.ranAt })}>
          <Tag color="warning">{t('release.late')}</Tag>
        </Tooltip>
      ) : (
        <Tag color="success">{t('release.onTime')}</Tag>
      )}
    </>
  );
}

export function releaseColumns(
  t: TFunction,
  zone: string,
  actions: (row: Release) => ReactNode,
): TableColumnsType<Release> {
  const f = (key: string) => t(`release.fields.${key}`);
  return [
    { title: f('releaseName'), dataIndex: 'releaseName', width: 220 },
    {
      title: f('publishAt'),
      dataIndex: 'publishAt',
      width: 250,
      render: (value: string) => <SiteTime value={value} zone={zone} t={t} />,
    },
    {
      title: f('status'),
      dataIndex: 'status',
      width: 110,
      align: 'center',
      render: (status: ReleaseStatus) => (
        <Tag color={STATUS_COLORS[status]}>{t(`release.status.${status}`)}</Tag>
      ),
    },
    {
      title: f('itemCount'),
      dataIndex: 'itemCount',
      width: 80,
      align: 'center',
    },
    {
      title: f('ranAt'),
      key: 'ranAt',
      width: 300,
      render: (_v, row) => ran(row, zone, t),
    },
    { title: f('createBy'), dataIndex: 'createBy', width: 120 },
    {
      title: t('crud:actions'),
      key: 'actions',
      width: 300,
      fixed: 'right',
      render: (_v, row) => actions(row),
    },
  ];
}
