/**
 * Login log (`/monitor/logininfor`): search by address, account, status and
 * time range; a sortable paged table (newest first); delete, clean, export, and
 * unlock the account of the selected row (lifts a password lockout).
 */
import { useEffect } from 'react';
import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import {
  ClearOutlined,
  DeleteOutlined,
  DownloadOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import {
  cleanLogininfor,
  delLogininfor,
  list,
  LOGININFOR_EXPORT_URL,
  unlockLogininfor,
} from '@/api/monitor/logininfor';
import {
  confirmAndRun,
  exportList,
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
import type { LogininforQuery, SysLogininfor } from '@/types/monitor-log';

/** Newest first, as RuoYi's screen opens. */
const DEFAULT_SORT = {
  orderByColumn: 'loginTime',
  isAsc: 'descending',
} as const;

export default function LogininforPage() {
  const { t } = useTranslation(['monitor-log', 'crud']);
  const dict = useDict('sys_common_status');
  const table = useTableQuery<LogininforQuery, SysLogininfor>({
    fetch: list,
    initialQuery: {
      ipaddr: undefined,
      userName: undefined,
      status: undefined,
      ...DEFAULT_SORT,
    },
  });
  const selection = useRowSelection<SysLogininfor>();
  // a new page of rows (search, reset, sort, paging) starts unselected
  const { clear } = selection;
  useEffect(() => clear(), [table.rows, clear]);
  const f = (k: string) => t(`logininfor.fields.${k}`);
  const canSelect = useAnyPermitted([
    'monitor:logininfor:remove',
    'monitor:logininfor:unlock',
  ]);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const orderOf = (field: string): SortOrder =>
    table.query.orderByColumn === field
      ? table.query.isAsc === 'ascending' || table.query.isAsc === 'asc'
        ? 'ascend'
        : 'descend'
      : null;

  /** A cleared sort falls back to the default order. */
  const sortOrDefault = (
    sorter: SorterResult<SysLogininfor> | SorterResult<SysLogininfor>[],
  ) => {
    const s = sortQuery(sorter);
    return s.orderByColumn ? s : DEFAULT_SORT;
  };

  const remove = (ids: number[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('logininfor.entityIds'),
        ids: ids.join(','),
      }),
      run: () => delLogininfor(ids),
      after: reload,
    });

  const clean = () =>
    confirmAndRun({
      content: t('logininfor.confirmClean'),
      run: cleanLogininfor,
      success: t('cleanSuccess'),
      after: reload,
    });

  const unlock = (name: string) =>
    confirmAndRun({
      content: t('logininfor.confirmUnlock', { name }),
      run: () => unlockLogininfor(name),
      success: t('logininfor.unlockSuccess', { name }),
    });

  const columns: TableColumnsType<SysLogininfor> = [
    { title: f('infoId'), dataIndex: 'infoId', align: 'center', width: 90 },
    {
      title: f('userName'),
      dataIndex: 'userName',
      align: 'center',
      width: 120,
      sorter: true,
      sortOrder: orderOf('userName'),
    },
    { title: f('ipaddr'), dataIndex: 'ipaddr', align: 'center', width: 130 },
    {
      title: f('loginLocation'),
      dataIndex: 'loginLocation',
      align: 'center',
      width: 120,
    },
    { title: f('browser'), dataIndex: 'browser', align: 'center', width: 130 },
    { title: f('os'), dataIndex: 'os', align: 'center', width: 110 },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (v: string) => (
        <DictTag options={dict.sys_common_status} value={v} />
      ),
    },
    // the reason of a failure matters most: it wraps rather than being cut
    { title: f('msg'), dataIndex: 'msg', align: 'center', width: 220 },
    {
      title: f('loginTime'),
      dataIndex: 'loginTime',
      align: 'center',
      width: 170,
      sorter: true,
      sortOrder: orderOf('loginTime'),
    },
  ];

  return (
    <div className="crud-page">
      <SearchForm
        show={table.showSearch}
        onSearch={() => void table.search()}
        onReset={() => void table.reset()}
      >
        <Form.Item label={f('ipaddr')}>
          <Input
            allowClear
            value={table.query.ipaddr}
            placeholder={t('crud:enter', { field: f('ipaddr') })}
            onChange={(e) => table.setQuery({ ipaddr: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('userName')}>
          <Input
            allowClear
            value={table.query.userName}
            placeholder={t('crud:enter', { field: f('userName') })}
            onChange={(e) => table.setQuery({ userName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('status')}>
          <Select
            allowClear
            aria-label={f('status')}
            value={table.query.status}
            placeholder={t('crud:select', { field: f('status') })}
            options={dict.sys_common_status.map((o) => ({
              label: o.label,
              value: o.value,
            }))}
            onChange={(status?: string) => table.setQuery({ status })}
          />
        </Form.Item>
        <Form.Item label={f('loginTime')}>
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
            perm: 'monitor:logininfor:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selection.rows.map((r) => r.infoId)),
          },
          {
            key: 'clean',
            label: t('clean'),
            icon: <ClearOutlined />,
            perm: 'monitor:logininfor:remove',
            color: 'danger',
            onClick: () => void clean(),
          },
          {
            key: 'unlock',
            label: t('logininfor.unlock'),
            icon: <UnlockOutlined />,
            perm: 'monitor:logininfor:unlock',
            color: 'primary',
            disabled: !selection.single,
            onClick: () => void unlock(selection.rows[0].userName),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'monitor:logininfor:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                LOGININFOR_EXPORT_URL,
                table.query,
                t('logininfor.exportName'),
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

      <Table<SysLogininfor>
        rowKey="infoId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={canSelect ? selection.rowSelection : undefined}
        pagination={false}
        onChange={(_p, _f, sorter) => void table.load(sortOrDefault(sorter))}
      />
      <Pagination {...table.pagination} />
    </div>
  );
}
