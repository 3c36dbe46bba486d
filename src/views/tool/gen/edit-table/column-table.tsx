/** Field info: one row per column with its generated field's settings. */
import { Checkbox, Input, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysDictType } from '@/types/dict';
import type { GenTableColumn } from '@/types/tool-gen';

export const TS_TYPES = ['string', 'number', 'boolean'];
export const QUERY_TYPES = [
  'EQ',
  'NE',
  'GT',
  'GTE',
  'LT',
  'LTE',
  'LIKE',
  'BETWEEN',
];
export const HTML_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
];
const FLAGS = [
  'isInsert',
  'isEdit',
  'isList',
  'isQuery',
  'isRequired',
] as const;

export interface ColumnTableProps {
  columns: GenTableColumn[];
  dictTypes: SysDictType[];
  onChange: (columnId: number, patch: Partial<GenTableColumn>) => void;
}

export function ColumnTable({
  columns,
  dictTypes,
  onChange,
}: ColumnTableProps) {
  const { t } = useTranslation(['tool-gen', 'crud']);
  const c = (k: string) => t(`column.${k}`);
  const options = (values: string[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));

  const cols: TableColumnsType<GenTableColumn> = [
    {
      title: t('index'),
      key: 'index',
      width: 50,
      render: (_v, _r, i) => i + 1,
    },
    {
      title: c('columnName'),
      dataIndex: 'columnName',
      width: 130,
      ellipsis: true,
    },
    {
      title: c('columnComment'),
      dataIndex: 'columnComment',
      width: 150,
      render: (v: string, row) => (
        <Input
          aria-label={`${row.columnName} ${c('columnComment')}`}
          value={v}
          maxLength={500}
          onChange={(e) =>
            onChange(row.columnId, { columnComment: e.target.value })
          }
        />
      ),
    },
    {
      title: c('columnType'),
      dataIndex: 'columnType',
      width: 130,
      ellipsis: true,
    },
    {
      title: c('javaType'),
      dataIndex: 'javaType',
      width: 110,
      render: (v: string, row) => (
        <Select
          aria-label={`${row.columnName} ${c('javaType')}`}
          value={v}
          options={TS_TYPES.map((x) => ({ value: x, label: x }))}
          onChange={(javaType) => onChange(row.columnId, { javaType })}
        />
      ),
    },
    {
      title: c('javaField'),
      dataIndex: 'javaField',
      width: 140,
      render: (v: string, row) => (
        <Input
          aria-label={`${row.columnName} ${c('javaField')}`}
          value={v}
          maxLength={63}
          onChange={(e) =>
            onChange(row.columnId, { javaField: e.target.value })
          }
        />
      ),
    },
    ...FLAGS.slice(0, 4).map((flag) => ({
      title: c(flag),
      dataIndex: flag,
      width: 60,
      align: 'center' as const,
      render: (v: string, row: GenTableColumn) => (
        <Checkbox
          aria-label={`${row.columnName} ${c(flag)}`}
          checked={v === '1'}
          onChange={(e) =>
            onChange(row.columnId, { [flag]: e.target.checked ? '1' : '0' })
          }
        />
      ),
    })),
    {
      title: c('queryType'),
      dataIndex: 'queryType',
      width: 120,
      render: (v: string, row) => (
        <Select
          aria-label={`${row.columnName} ${c('queryType')}`}
          value={v}
          options={options(QUERY_TYPES, 'queryType')}
          onChange={(queryType) => onChange(row.columnId, { queryType })}
        />
      ),
    },
    {
      title: c('isRequired'),
      dataIndex: 'isRequired',
      width: 60,
      align: 'center',
      render: (v: string, row) => (
        <Checkbox
          aria-label={`${row.columnName} ${c('isRequired')}`}
          checked={v === '1'}
          onChange={(e) =>
            onChange(row.columnId, { isRequired: e.target.checked ? '1' : '0' })
          }
        />
      ),
    },
    {
      title: c('htmlType'),
      dataIndex: 'htmlType',
      width: 140,
      render: (v: string, row) => (
        <Select
          aria-label={`${row.columnName} ${c('htmlType')}`}
          value={v}
          options={options(HTML_TYPES, 'htmlType')}
          onChange={(htmlType) => onChange(row.columnId, { htmlType })}
        />
      ),
    },
    {
      title: c('dictType'),
      dataIndex: 'dictType',
      width: 170,
      render: (v: string | null, row) => (
        <Select
          aria-label={`${row.columnName} ${c('dictType')}`}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={v || undefined}
          placeholder={t('crud:select', { field: c('dictType') })}
          options={dictTypes.map((d) => ({
            value: d.dictType,
            label: `${d.dictName} (${d.dictType})`,
          }))}
          onChange={(dictType?: string) =>
            onChange(row.columnId, { dictType: dictType ?? '' })
          }
        />
      ),
    },
  ];

  return (
    <Table<GenTableColumn>
      rowKey="columnId"
      size="small"
      columns={cols}
      dataSource={columns}
      pagination={false}
      scroll={{ x: 1500, y: 'calc(100vh - 330px)' }}
    />
  );
}
