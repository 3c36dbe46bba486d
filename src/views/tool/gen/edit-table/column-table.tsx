/** Field info: one row per column with its generated field's settings. */
import { Checkbox, Input, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysDictType } from '@/types/dict';
import type { GenTableColumn } from '@/types/tool-gen';

const TS_TYPES = ['string', 'number', 'boolean'];
const QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'];
const HTML_TYPES = [
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

type Flag = 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'isRequired';
type Choice = 'javaType' | 'queryType' | 'htmlType';
type Option = { value: string; label: string };
type Column = TableColumnsType<GenTableColumn>[number];

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
  /** Each control is named by its column and setting ("remark Display type"). */
  const aria = (row: GenTableColumn, k: string) => `${row.columnName} ${c(k)}`;

  const text = (key: 'columnName' | 'columnType', width: number): Column => ({
    title: c(key),
    dataIndex: key,
    width,
    ellipsis: true,
  });
  const input = (
    key: 'columnComment' | 'javaField',
    width: number,
    maxLength: number,
  ): Column => ({
    title: c(key),
    dataIndex: key,
    width,
    render: (v: string, row) => (
      <Input
        aria-label={aria(row, key)}
        value={v}
        maxLength={maxLength}
        onChange={(e) => onChange(row.columnId, { [key]: e.target.value })}
      />
    ),
  });
  const flag = (key: Flag): Column => ({
    title: c(key),
    dataIndex: key,
    width: 60,
    align: 'center',
    render: (v: string, row) => (
      <Checkbox
        aria-label={aria(row, key)}
        checked={v === '1'}
        onChange={(e) =>
          onChange(row.columnId, { [key]: e.target.checked ? '1' : '0' })
        }
      />
    ),
  });
  const choice = (key: Choice, width: number, choices: Option[]): Column => ({
    title: c(key),
    dataIndex: key,
    width,
    render: (v: string, row) => (
      <Select
        aria-label={aria(row, key)}
        value={v}
        options={choices}
        onChange={(value: string) => onChange(row.columnId, { [key]: value })}
      />
    ),
  });

  const cols: TableColumnsType<GenTableColumn> = [
    {
      title: t('index'),
      key: 'index',
      width: 50,
      render: (_v, _r, i) => i + 1,
    },
    text('columnName', 130),
    input('columnComment', 150, 500),
    text('columnType', 130),
    choice(
      'javaType',
      110,
      TS_TYPES.map((x) => ({ value: x, label: x })),
    ),
    input('javaField', 140, 63),
    flag('isInsert'),
    flag('isEdit'),
    flag('isList'),
    flag('isQuery'),
    choice('queryType', 120, options(QUERY_TYPES, 'queryType')),
    flag('isRequired'),
    choice('htmlType', 140, options(HTML_TYPES, 'htmlType')),
    {
      title: c('dictType'),
      dataIndex: 'dictType',
      width: 170,
      render: (v: string | null, row) => (
        <Select
          aria-label={aria(row, 'dictType')}
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
