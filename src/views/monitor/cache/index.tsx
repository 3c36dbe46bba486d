/**
 * Cache monitor (`/monitor/cache`): the store's basic figures (Redis INFO, or
 * the in-process store's own under the same names), calls per command as a pie
 * and used memory as a gauge; refreshed on demand.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, Descriptions, Empty, Row } from 'antd';
import {
  DashboardOutlined,
  MonitorOutlined,
  PieChartOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getCache, type CacheInfo } from '@/api/monitor/cache';
import { Chart } from '@/components/chart';
import { commandsOption, memoryOption } from './charts';

export default function CacheMonitorPage() {
  const { t } = useTranslation('monitor-cache');
  const [cache, setCache] = useState<CacheInfo>();
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setCache((await getCache()).data);
    } catch {
      // the request layer has shown why
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const info = cache?.info ?? {};
  const i = (k: string) => t(`info.${k}`);
  const yesNo = (v?: string) =>
    v === undefined ? '' : i(v === '0' ? 'no' : 'yes');
  const cpu = info.used_cpu_user ?? info.used_cpu_user_children;
  const items = cache
    ? [
        [
          'version',
          info.redis_version === 'in-process'
            ? i('inProcess')
            : info.redis_version,
        ],
        [
          'mode',
          info.redis_mode === 'standalone'
            ? i('standalone')
            : (info.redis_mode ?? ''),
        ],
        [
          'port',
          !info.tcp_port || info.tcp_port === '0' ? i('none') : info.tcp_port,
        ],
        ['clients', info.connected_clients],
        ['uptime', info.uptime_in_days],
        ['usedMemory', info.used_memory_human],
        ['cpu', cpu === undefined ? '' : Number(cpu).toFixed(2)],
        ['maxMemory', info.maxmemory_human],
        ['aof', yesNo(info.aof_enabled)],
        [
          'rdb',
          info.rdb_last_bgsave_status === 'none'
            ? i('notPersisted')
            : info.rdb_last_bgsave_status,
        ],
        ['keys', String(cache.dbSize)],
        [
          'network',
          `${info.instantaneous_input_kbps}kbps / ${info.instantaneous_output_kbps}kbps`,
        ],
        ['hits', info.keyspace_hits],
        ['misses', info.keyspace_misses],
        ['commands', info.total_commands_processed],
        ['opsPerSec', info.instantaneous_ops_per_sec],
      ].map(([key, value]) => ({ key, label: i(key), children: value ?? '' }))
    : [];

  return (
    <div className="cache-monitor">
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Card
            size="small"
            loading={loading && !cache}
            title={
              <span>
                <MonitorOutlined /> {t('basic')}
              </span>
            }
            extra={
              <Button
                size="small"
                icon={<ReloadOutlined />}
                loading={loading}
                onClick={() => void load()}
              >
                {t('refresh')}
              </Button>
            }
          >
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={items}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            loading={loading && !cache}
            title={
              <span>
                <PieChartOutlined /> {t('commands')}
              </span>
            }
          >
            {cache?.commandStats.length ? (
              <Chart
                label={t('chartCommands')}
                height={420}
                option={commandsOption(cache.commandStats, t('commands'))}
              />
            ) : (
              <Empty />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            loading={loading && !cache}
            title={
              <span>
                <DashboardOutlined /> {t('memory')}
              </span>
            }
          >
            {cache && (
              <Chart
                label={t('chartMemory')}
                height={420}
                option={memoryOption(
                  Number(info.used_memory ?? 0),
                  info.used_memory_human ?? '',
                  t('usedMemory'),
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
