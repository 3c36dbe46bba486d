/**
 * Operation log (`/monitor/operlog`): search by module, operator, type, status,
 * address and time range; a sortable paged table (newest first); the detail of
 * a row; delete, clean and export.
 */
import { useEffect, useState } from 'react';
import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import {
  ClearOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import {
  cleanOperlog,
  delOperlog,
  list,
  OPERLOG_EXPORT_URL,
} from '@/api/monitor/operlog';
import {
  confirmAndRun,
  exportList,
  RowActions,
  SearchForm,
  sortQuery,
  TableToolbar,
  useAnyPermitted,
  useRowSelection,
} from '@/components/crud';
import { DateRange } from '@/components/date-range';
import { DictTag } from '@/components/dict-tag';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { useDict } from '@/hooks/use-dict';
import { useTableQuery } from '@/hooks/use-table-query';
import type { OperLogQuery, SysOperLog } from '@/types/monitor-log';
import type { DictOption } from '@/types/system';
import { OperlogDetail } from './operlog-detail';
import './operlog.css';

/** Newest first, as RuoYi's screen opens. */
const DEFAULT_SORT = {
  orderByColumn: 'operTime',
  isAsc: 'descending',
} as const;

export default function OperlogPage() {
  const { t } = useTranslation(['monitor-log', 'crud']);
  const dict = useDict('sys_oper_type', 'sys_common_status');
  const table = useTableQuery<OperLogQuery, SysOperLog>({
    fetch: list,
    initialQuery: {
      title: undefined,
      operName: undefined,
      businessType: undefined,
      status: undefined,
      operIp: undefined,
      ...DEFAULT_SORT,
    },
  });
  const selection = useRowSelection<SysOperLog>();
  // a new page of rows (search, reset, sort, paging) starts unselected
  const { clear } = selection;
  useEffect(() => clear(), [table.rows, clear]);
  const [shown, setShown] = useState<SysOperLog>();
  const f = (k: string) => t(`operlog.fields.${k}`);
  const canSelect = useAnyPermitted(['monitor:operlog:remove']);
  const canView = useAnyPermitted(['monitor:operlog:query']);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  /** The sort arrow a column shows, following the query (and its reset). */
  const orderOf = (field: string): SortOrder =>
    table.query.orderByColumn === field
      ? table.query.isAsc === 'ascending' || table.query.isAsc === 'asc'
        ? 'ascend'
        : 'descend'
      : null;

  /** A cleared sort falls back to the default order. */
  const sortOrDefault = (
    sorter: SorterResult<SysOperLog> | SorterResult<SysOperLog>[],
  ) => {
    const s = sortQuery(sorter);
    return s.orderByColumn ? s : DEFAULT_SORT;
  };

  const remove = (ids: number[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('operlog.entityIds'),
        ids: ids.join(','),
      }),
      run: () => delOperlog(ids),
      after: reload,
    });

  const clean = () =>
    confirmAndRun({
      content: t('operlog.confirmClean'),
      run: cleanOperlog,
      success: t('cleanSuccess'),
      after: reload,
    });

  const columns: TableColumnsType<SysOperLog> = [
    { title: f('operId'), dataIndex: 'operId', align: 'center', width: 90 },
    {
      title: f('title'),
      dataIndex: 'title',
      align: 'center',
      ellipsis: { showTitle: true },
    },
    {
      title: f('businessType'),
      dataIndex: 'businessType',
      align: 'center',
      width: 110,
      render: (v: number) => <DictTag options={dict.sys_oper_type} value={v} />,
    },
    {
      title: f('operName'),
      dataIndex: 'operName',
      align: 'center',
      width: 120,
      sorter: true,
      sortOrder: orderOf('operName'),
    },
    { title: f('operIp'), dataIndex: 'operIp', align: 'center', width: 130 },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (v: number) => (
        <DictTag options={dict.sys_common_status} value={v} />
      ),
    },
    {
      title: f('operTime'),
      dataIndex: 'operTime',
      align: 'center',
      width: 170,
      sorter: true,
      sortOrder: orderOf('operTime'),
    },
    {
      title: f('costTime'),
      dataIndex: 'costTime',
      align: 'center',
      width: 110,
      sorter: true,
      sortOrder: orderOf('costTime'),
      render: (v: number) => t('ms', { n: v }),
    },
  ];
  if (canView) {
    columns.push({
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 100,
      render: (_, row) => (
        <RowActions
          name={t('operlog.rowName', { id: row.operId })}
          actions={[
            {
              key: 'detail',
              label: t('operlog.detail'),
              icon: <EyeOutlined />,
              perm: 'monitor:operlog:query',
              onClick: () => setShown(row),
            },
          ]}
        />
      ),
    });
  }

  const options = (items: readonly DictOption[]) =>
    items.map((o) => ({ label: o.label, value: o.value }));

  return (
    <div className="crud-page">
      <SearchForm
        show={table.showSearch}
        onSearch={() => void table.search()}
        onReset={() => void table.reset()}
      >
        <Form.Item label={f('title')}>
          <Input
            allowClear
            value={table.query.title}
            placeholder={t('crud:enter', { field: f('title') })}
            onChange={(e) => table.setQuery({ title: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('operName')}>
          <Input
            allowClear
            value={table.query.operName}
            placeholder={t('crud:enter', { field: f('operName') })}
            onChange={(e) => table.setQuery({ operName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('businessType')}>
          <Select
            allowClear
            aria-label={f('businessType')}
            value={table.query.businessType}
            placeholder={t('crud:select', { field: f('businessType') })}
            options={options(dict.sys_oper_type)}
            onChange={(businessType?: string) =>
              table.setQuery({ businessType })
            }
          />
        </Form.Item>
        <Form.Item label={f('status')}>
          <Select
            allowClear
            aria-label={f('status')}
            value={table.query.status}
            placeholder={t('crud:select', { field: f('status') })}
            options={options(dict.sys_common_status)}
            onChange={(status?: string) => table.setQuery({ status })}
          />
        </Form.Item>
        <Form.Item label={f('operIp')}>
          <Input
            allowClear
            value={table.query.operIp}
            placeholder={t('crud:enter', { field: f('operIp') })}
            onChange={(e) => table.setQuery({ operIp: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('operTime')}>
          <DateRange
            withTime
            value={table.dateRange}
            onChange={table.setDateRange}
            placeholder={[t('begin'), t('end')]}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'monitor:operlog:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selection.rows.map((r) => r.operId)),
          },
          {
            key: 'clean',
            label: t('clean'),
            icon: <ClearOutlined />,
            perm: 'monitor:operlog:remove',
            color: 'danger',
            onClick: () => void clean(),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'monitor:operlog:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                OPERLOG_EXPORT_URL,
                table.query,
                t('operlog.exportName'),
                table.dateRange,
              ),
          },
        ]}
        right={
          <RightToolbar
            showSearch={table.showSearch}
            onToggleSearch={table.setShowSearch}
            onRefresh={() => void reload()}
          />
        }
      />

      <Table<SysOperLog>
        rowKey="operId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={canSelect ? selection.rowSelection : undefined}
        pagination={false}
        onChange={(_p, _f, sorter) => void table.load(sortOrDefault(sorter))}
      />
      <Pagination {...table.pagination} />

      <OperlogDetail
        log={shown}
        typeOptions={dict.sys_oper_type}
        statusOptions={dict.sys_common_status}
        onClose={() => setShown(undefined)}
      />
    </div>
  );
}
