import { Segmented, Table, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SlowQuery, SlowQueryOrder } from '@/api/monitor/data';

export const ORDERS: SlowQueryOrder[] = ['mean', 'total', 'count', 'max'];

export interface SlowQueriesProps {
  rows: SlowQuery[];
  orderBy: SlowQueryOrder;
  onOrderBy: (order: SlowQueryOrder) => void;
  loading: boolean;
}

/** The slowest statements this server has run, ordered as chosen. */
export function SlowQueries({
  rows,
  orderBy,
  onOrderBy,
  loading,
}: SlowQueriesProps) {
  const { t } = useTranslation('monitor-data');
  const f = (k: string) => t(`queries.${k}`);
  const ms = (v: number) => t('queries.ms', { n: v.toLocaleString() });
  const columns: TableColumnsType<SlowQuery> = [
    {
      title: '#',
      key: 'rank',
      width: 48,
      align: 'center',
      render: (_v, _r, i) => i + 1,
    },
    {
      title: f('sql'),
      dataIndex: 'sql',
      render: (sql: string) => (
        <Tooltip title={sql} placement="topLeft">
          <code className="data-monitor__sql">{sql}</code>
        </Tooltip>
      ),
    },
    { title: f('count'), dataIndex: 'count', align: 'right', width: 90 },
    {
      title: f('meanMs'),
      dataIndex: 'meanMs',
      align: 'right',
      width: 110,
      render: ms,
    },
    {
      title: f('maxMs'),
      dataIndex: 'maxMs',
      align: 'right',
      width: 110,
      render: ms,
    },
    {
      title: f('totalMs'),
      dataIndex: 'totalMs',
      align: 'right',
      width: 120,
      render: ms,
    },
    { title: f('errors'), dataIndex: 'errors', align: 'right', width: 80 },
    { title: f('lastSeen'), dataIndex: 'lastSeen', width: 170 },
  ];
  return (
    <>
      <div className="data-monitor__order">
        <span id="slow-order-label">{f('orderBy')}</span>
        <Segmented<SlowQueryOrder>
          aria-labelledby="slow-order-label"
          value={orderBy}
          options={ORDERS.map((o) => ({ value: o, label: f(`order.${o}`) }))}
          onChange={onOrderBy}
        />
      </div>
      <Table<SlowQuery>
        rowKey="sql"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: f('empty') }}
        scroll={{ x: 960 }}
      />
    </>
  );
}
