import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataMonitor } from '@/api/monitor/data';
import { shortVersion } from './format';

/** Database, size, connections and statement counts at a glance. */
export function HealthCards({ data }: { data: DataMonitor }) {
  const { t } = useTranslation('monitor-data');
  const { database: db, connections: c, queries: q } = data;
  const states = c.byState
    .map((s) => t('health.state', { state: s.state, count: s.count }))
    .join(' · ');
  const cards = [
    {
      key: 'db',
      title: t('health.database'),
      value: db.product,
      note: <span title={db.version}>{shortVersion(db.version)}</span>,
    },
    {
      key: 'size',
      title: t('health.size'),
      value: db.size,
      note: t('health.sizeOf', { name: db.databaseName }),
    },
    {
      key: 'connections',
      title: t('health.connections'),
      value: t('health.connectionsValue', { total: c.total, max: c.max }),
      note: c.inProcess ? (
        t('health.inProcess')
      ) : (
        <>
          <div>{states}</div>
          {c.pool && <div>{t('health.pool', { ...c.pool })}</div>}
        </>
      ),
    },
    {
      key: 'statements',
      title: t('health.executions'),
      value: q.executions.toLocaleString(),
      note: t('health.statements', { n: q.statements, since: q.since }),
    },
  ];
  return (
    <Row gutter={[16, 16]} className="data-monitor__cards">
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card size="small" className="data-monitor__card">
            <Statistic title={card.title} value={card.value} />
            <div className="data-monitor__note">{card.note}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
