/**
 * Dictionary types (`/system/dict/type`): search, paged sortable table, add /
 * edit / delete, export, refresh cache; a type opens its data page. The SPA's
 * dictionary cache forgets every type changed here.
 */
import { useState } from 'react';
import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  delType,
  DICT_TYPE_EXPORT_URL,
  getType,
  listType,
  refreshCache,
} from '@/api/system/dict/type';
import {
  confirmAndRun,
  exportList,
  RowActions,
  SearchForm,
  sortQuery,
  TableToolbar,
  useAnyPermitted,
  useDialog,
  useRowSelection,
} from '@/components/crud';
import { DateRange } from '@/components/date-range';
import { DictTag } from '@/components/dict-tag';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { useDict } from '@/hooks/use-dict';
import { useTableQuery } from '@/hooks/use-table-query';
import { feedback } from '@/lib/feedback';
import { dictDataPath } from '@/router/paths';
import { useDictStore } from '@/stores/dict';
import type { DictTypeQuery, SysDictType } from '@/types/dict';
import { TypeDialog } from './type-dialog';

/** Drop types from the SPA's dictionary cache: the next use loads them afresh. */
const forget = (...types: (string | undefined)[]) => {
  const store = useDictStore.getState();
  for (const type of types) store.removeDict(type);
};

export default function DictTypePage() {
  const { t } = useTranslation(['system-dict', 'crud']);
  const dict = useDict('sys_normal_disable');
  const table = useTableQuery<DictTypeQuery, SysDictType>({
    fetch: listType,
    initialQuery: {
      dictName: undefined,
      dictType: undefined,
      status: undefined,
    },
  });
  const selection = useRowSelection<SysDictType>();
  const dialog = useDialog<SysDictType>();
  const [loadingEdit, setLoadingEdit] = useState(false);
  const f = (k: string) => t(`fields.${k}`);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const openEdit = async (dictId?: number) => {
    if (dictId === undefined) return;
    setLoadingEdit(true);
    try {
      dialog.show((await getType(dictId)).data);
    } catch {
      // shown by the request layer
    } finally {
      setLoadingEdit(false);
    }
  };

  const remove = (rows: SysDictType[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('entityIds'),
        ids: rows.map((r) => r.dictId).join(','),
      }),
      run: async () => {
        await delType(rows.map((r) => r.dictId!));
        forget(...rows.map((r) => r.dictType));
      },
      after: reload,
    });

  const refresh = async () => {
    try {
      await refreshCache();
      useDictStore.getState().cleanDict();
      feedback.success(t('refreshSuccess'));
    } catch {
      // shown by the request layer
    }
  };

  const rowActionsShown = useAnyPermitted([
    'system:dict:edit',
    'system:dict:remove',
  ]);

  const columns: TableColumnsType<SysDictType> = [
    {
      title: f('dictId'),
      dataIndex: 'dictId',
      align: 'center',
      width: 140,
      sorter: true,
    },
    {
      title: f('dictName'),
      dataIndex: 'dictName',
      ellipsis: true,
      sorter: true,
    },
    {
      title: f('dictType'),
      dataIndex: 'dictType',
      ellipsis: true,
      sorter: true,
      render: (type: string, row) => (
        <Link to={dictDataPath(row.dictId!)} aria-label={t('dataOf', { type })}>
          {type}
        </Link>
      ),
    },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (v: string) => (
        <DictTag options={dict.sys_normal_disable} value={v} />
      ),
    },
    { title: f('remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 170,
      sorter: true,
    },
  ];
  if (rowActionsShown) {
    columns.push({
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 170,
      render: (_, row) => (
        <RowActions
          name={row.dictType}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'system:dict:edit',
              onClick: () => void openEdit(row.dictId),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'system:dict:remove',
              onClick: () => void remove([row]),
            },
          ]}
        />
      ),
    });
  }

  return (
    <div className="crud-page">
      <SearchForm
        show={table.showSearch}
        onSearch={() => void table.search()}
        onReset={() => void table.reset()}
      >
        <Form.Item label={f('dictName')}>
          <Input
            allowClear
            value={table.query.dictName}
            placeholder={t('crud:enter', { field: f('dictName') })}
            onChange={(e) => table.setQuery({ dictName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('dictType')}>
          <Input
            allowClear
            value={table.query.dictType}
            placeholder={t('crud:enter', { field: f('dictType') })}
            onChange={(e) => table.setQuery({ dictType: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('status')}>
          <Select
            allowClear
            aria-label={f('status')}
            value={table.query.status}
            placeholder={t('crud:select', { field: f('status') })}
            options={dict.sys_normal_disable.map((o) => ({
              label: o.label,
              value: o.value,
            }))}
            onChange={(status?: string) => table.setQuery({ status })}
          />
        </Form.Item>
        <Form.Item label={t('dateRange')}>
          <DateRange
            value={table.dateRange}
            onChange={table.setDateRange}
            placeholder={[t('beginDate'), t('endDate')]}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'add',
            label: t('crud:add'),
            icon: <PlusOutlined />,
            perm: 'system:dict:add',
            color: 'primary',
            onClick: () => dialog.show(),
          },
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: 'system:dict:edit',
            color: 'success',
            disabled: !selection.single || loadingEdit,
            onClick: () => void openEdit(selection.rows[0]?.dictId),
          },
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'system:dict:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selection.rows),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'system:dict:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                DICT_TYPE_EXPORT_URL,
                table.query,
                t('exportName'),
                table.dateRange,
              ),
          },
          {
            key: 'refresh',
            label: t('refreshCache'),
            icon: <SyncOutlined />,
            perm: 'system:dict:remove',
            color: 'danger',
            onClick: () => void refresh(),
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

      <Table<SysDictType>
        rowKey="dictId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selection.rowSelection}
        pagination={false}
        onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
      />
      <Pagination {...table.pagination} pageSizes={[10, 20, 30, 50]} />

      <TypeDialog
        open={dialog.open}
        record={dialog.record}
        statusOptions={dict.sys_normal_disable}
        onClose={dialog.close}
        onSaved={(before, after) => {
          forget(before, after);
          dialog.close();
          void reload();
        }}
      />
    </div>
  );
}
