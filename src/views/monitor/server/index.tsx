/**
 * Server monitor: CPU and memory gauges, the Node runtime, the host and its
 * disks, read from GET /monitor/server on open and on Refresh.
 */
import {
  Button,
  Card,
  Col,
  Empty,
  Row,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getServer } from '@/api/monitor/server';
import { useLoaded } from '@/hooks/use-loaded';
import { DisksTable } from './disks-table';
import { HostCard } from './host-card';
import { RuntimeCard } from './runtime-card';
import { CpuCard, MemoryCard } from './usage-cards';
import './server.css';

export default function ServerMonitorPage() {
  const { t, i18n } = useTranslation('monitor-server');
  const { data: info, loading, failed, at, load } = useLoaded(getServer);

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

  return (
    <div className="server-monitor">
      {toolbar}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <CpuCard cpu={info.cpu} />
        </Col>
        <Col xs={24} lg={12}>
          <MemoryCard mem={info.mem} />
        </Col>
        <Col xs={24} lg={14}>
          <RuntimeCard info={info} />
        </Col>
        <Col xs={24} lg={10}>
          <HostCard info={info} />
        </Col>
        <Col span={24}>
          <Card title={t('disks.title')} size="small">
            <DisksTable files={info.sysFiles} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
