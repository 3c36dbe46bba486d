/**
 * Cache monitor (`/monitor/cache`): the store's basic figures (Redis INFO, or
 * the in-process store's own under the same names), calls per command as a pie
 * and used memory as a gauge; refreshed on demand.
 */
import type { ReactNode } from 'react';
import { Button, Card, Col, Descriptions, Empty, Row } from 'antd';
import {
  DashboardOutlined,
  MonitorOutlined,
  PieChartOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getCache } from '@/api/monitor/cache';
import { Chart } from '@/components/chart';
import { useLoaded } from '@/hooks/use-loaded';
import { infoItems } from './cache-info';
import { commandsOption, memoryOption } from './charts';

export default function CacheMonitorPage() {
  const { t } = useTranslation('monitor-cache');
  const { data: cache, loading, load } = useLoaded(getCache);
  const info = cache?.info ?? {};

  /** A card of the page, skeleton until the first answer. */
  const card = (
    icon: ReactNode,
    title: string,
    body: ReactNode,
    extra?: ReactNode,
  ) => (
    <Card
      size="small"
      loading={loading && !cache}
      title={
        <span>
          {icon} {title}
        </span>
      }
      extra={extra}
    >
      {body}
    </Card>
  );

  return (
    <div className="cache-monitor">
      <Row gutter={[16, 16]}>
        <Col span={24}>
          {card(
            <MonitorOutlined />,
            t('basic'),
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={cache ? infoItems(cache, (k) => t(`info.${k}`)) : []}
            />,
            <Button
              size="small"
              icon={<ReloadOutlined />}
              loading={loading}
              onClick={() => void load()}
            >
              {t('refresh')}
            </Button>,
          )}
        </Col>
        <Col xs={24} lg={12}>
          {card(
            <PieChartOutlined />,
            t('commands'),
            cache?.commandStats.length ? (
              <Chart
                label={t('chartCommands')}
                height={420}
                option={commandsOption(cache.commandStats, t('commands'))}
              />
            ) : (
              <Empty />
            ),
          )}
        </Col>
        <Col xs={24} lg={12}>
          {card(
            <DashboardOutlined />,
            t('memory'),
            cache && (
              <Chart
                label={t('chartMemory')}
                height={420}
                option={memoryOption(
                  Number(info.used_memory ?? 0),
                  info.used_memory_human ?? '',
                  t('usedMemory'),
                )}
              />
            ),
          )}
        </Col>
      </Row>
    </div>
  );
}
