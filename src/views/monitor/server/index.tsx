/**
 * Server monitor: CPU and memory gauges, the Node runtime, the host and its
 * disks, read from GET /monitor/server on open and on Refresh.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Row,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getServer, type ServerInfo } from '@/api/monitor/server';
import { DisksTable } from './disks-table';
import { HostCard, RuntimeCard } from './runtime-card';
import { UsageGauge } from './usage-gauge';
import './server.css';

function useServerInfo() {
  const [info, setInfo] = useState<ServerInfo>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [at, setAt] = useState<Date>();
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await getServer();
      setInfo(res.data);
      setAt(new Date());
      setFailed(false);
    } catch {
      setFailed(true); // the request layer has shown why
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(), [load]);
  return { info, loading, failed, at, load };
}

export default function ServerMonitorPage() {
  const { t, i18n } = useTranslation('monitor-server');
  const { info, loading, failed, at, load } = useServerInfo();

  const toolbar = (
    <Space className="server-monitor__toolbar" wrap>
      <Button
        type="primary"
        icon={<ReloadOutlined />}
        loading={loading}
        onClick={() => void load()}
      >
        {t('refresh')}
      </Button>
      {at && (
        <Typography.Text type="secondary">
          {t('updatedAt', { time: at.toLocaleTimeString(i18n.language) })}
        </Typography.Text>
      )}
    </Space>
  );

  if (!info) {
    return (
      <div className="server-monitor">
        {toolbar}
        {failed ? (
          <Card>
            <Empty description={t('loadFailed')} />
          </Card>
        ) : (
          <Card aria-busy="true" aria-label={t('loading')}>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        )}
      </div>
    );
  }

  const { cpu, mem, sysFiles } = info;
  const pct = (n: number) => `${n}%`;
  const gb = (n: number) => t('units.gb', { n });
  return (
    <div className="server-monitor">
      {toolbar}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('cpu.title')} size="small">
            <div className="server-monitor__gauge-row">
              <div className="server-monitor__gauge">
                <UsageGauge value={100 - cpu.free} name={t('cpu.usage')} />
              </div>
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'n', label: t('cpu.cores'), children: cpu.cpuNum },
                  { key: 'u', label: t('cpu.user'), children: pct(cpu.used) },
                  { key: 's', label: t('cpu.system'), children: pct(cpu.sys) },
                  { key: 'w', label: t('cpu.wait'), children: pct(cpu.wait) },
                  { key: 'f', label: t('cpu.idle'), children: pct(cpu.free) },
                ]}
              />
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('mem.title')} size="small">
            <div className="server-monitor__gauge-row">
              <div className="server-monitor__gauge">
                <UsageGauge value={mem.usage} name={t('mem.usage')} />
              </div>
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 't', label: t('mem.total'), children: gb(mem.total) },
                  { key: 'u', label: t('mem.used'), children: gb(mem.used) },
                  { key: 'f', label: t('mem.free'), children: gb(mem.free) },
                  {
                    key: 'p',
                    label: t('mem.usageLabel'),
                    children: pct(mem.usage),
                  },
                ]}
              />
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <RuntimeCard info={info} />
        </Col>
        <Col xs={24} lg={10}>
          <HostCard info={info} />
        </Col>
        <Col span={24}>
          <Card title={t('disks.title')} size="small">
            <DisksTable files={sysFiles} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
