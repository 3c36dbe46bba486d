import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableSize } from '@/api/monitor/data';
import { formatBytes } from './format';

const bytesColumn = (title: string, key: keyof TableSize) => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  width: 130,
  sorter: (a: TableSize, b: TableSize) =>
    (a[key] as number) - (b[key] as number),
  render: (v: number) => formatBytes(v),
});

/** The largest tables: rows, heap, indexes and total, sortable by each. */
export function TableSizes({ rows }: { rows: TableSize[] }) {
  const { t } = useTranslation('monitor-data');
  const f = (k: string) => t(`tables.${k}`);
  const columns: TableColumnsType<TableSize> = [
    {
      title: f('name'),
      dataIndex: 'tableName',
      sorter: (a, b) => a.tableName.localeCompare(b.tableName),
      render: (name: string, r) =>
        r.schemaName === 'public' ? name : `${r.schemaName}.${name}`,
    },
    {
      title: f('rows'),
      dataIndex: 'rows',
      align: 'right',
      width: 120,
      sorter: (a, b) => (a.rows ?? -1) - (b.rows ?? -1),
      render: (n: number | null, r) =>
        n === null
          ? t('tables.unknown')
          : r.rowsEstimated
            ? t('tables.estimate', { n: n.toLocaleString() })
            : n.toLocaleString(),
    },
    bytesColumn(f('tableBytes'), 'tableBytes'),
    bytesColumn(f('indexBytes'), 'indexBytes'),
    {
      ...bytesColumn(f('totalBytes'), 'totalBytes'),
      defaultSortOrder: 'descend',
    },
  ];
  return (
    <Table<TableSize>
      rowKey={(r) => `${r.schemaName}.${r.tableName}`}
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={{
        pageSize: 10,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      locale={{ emptyText: f('empty') }}
      scroll={{ x: 640 }}
    />
  );
}
