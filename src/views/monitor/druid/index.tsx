/**
 * Data monitor (menu 111, monitor:druid:list): database health, the largest
 * tables and the slowest statements this server has run, from
 * GET /monitor/data; Refresh reads again, Reset starts the statistics afresh.
 */
import { useCallback, useState } from 'react';
import { Button, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { ClearOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  getDataMonitor,
  resetQueryStats,
  type SlowQueryOrder,
} from '@/api/monitor/data';
import { confirmAndRun } from '@/components/crud';
import { useLoaded } from '@/hooks/use-loaded';
import { HealthCards } from './health-cards';
import { SlowQueries } from './slow-queries';
import { TableSizes } from './table-sizes';
import './druid.css';

function useDataMonitor() {
  const [orderBy, setOrderBy] = useState<SlowQueryOrder>('mean');
  const fetch = useCallback(
    () => getDataMonitor({ orderBy, limit: 20 }),
    [orderBy],
  );
  return { ...useLoaded(fetch), orderBy, setOrderBy };
}

export default function DataMonitorPage() {
  const { t, i18n } = useTranslation('monitor-data');
  const { data, orderBy, setOrderBy, loading, failed, at, load } =
    useDataMonitor();

  const reset = () =>
    confirmAndRun({
      content: t('resetConfirm'),
      run: resetQueryStats,
      success: t('resetDone'),
      after: load,
    });

  const toolbar = (
    <Space className="data-monitor__toolbar" wrap>
      <Button
        type="primary"
        icon={<ReloadOutlined />}
        loading={loading}
        onClick={() => void load()}
      >
        {t('refresh')}
      </Button>
      <Button
        danger
        icon={<ClearOutlined />}
        disabled={!data}
        onClick={() => void reset()}
      >
        {t('reset')}
      </Button>
      {at && (
        <Typography.Text type="secondary">
          {t('updatedAt', { time: at.toLocaleTimeString(i18n.language) })}
        </Typography.Text>
      )}
    </Space>
  );

  if (!data) {
    return (
      <div className="data-monitor">
        {toolbar}
        <Card>
          {failed ? (
            <Empty description={t('loadFailed')} />
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </Card>
      </div>
    );
  }

  return (
    <div className="data-monitor">
      {toolbar}
      <HealthCards data={data} />
      <Card
        size="small"
        title={t('queries.title')}
        className="data-monitor__section"
      >
        <p className="data-monitor__note">
          {t('queries.hint', { since: data.queries.since })}
        </p>
        <SlowQueries
          rows={data.queries.rows}
          orderBy={orderBy}
          onOrderBy={setOrderBy}
          loading={loading}
        />
      </Card>
      <Card
        size="small"
        title={t('tables.title')}
        className="data-monitor__section"
      >
        <TableSizes rows={data.tables} />
      </Card>
    </div>
  );
}
