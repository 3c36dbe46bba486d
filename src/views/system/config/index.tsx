/**
 * Parameters (`/system/config`): search, paged sortable table, add / edit /
 * delete (built-in ones are refused by the server), export, refresh cache.
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
import {
  CONFIG_EXPORT_URL,
  delConfig,
  getConfig,
  listConfig,
  refreshCache,
} from '@/api/system/config';
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
import type { ConfigQuery, SysConfig } from '@/types/system';
import { ConfigDialog } from './config-dialog';

export default function ConfigPage() {
  const { t } = useTranslation(['system-config', 'crud']);
  const dict = useDict('sys_yes_no');
  const table = useTableQuery<ConfigQuery, SysConfig>({
    fetch: listConfig,
    initialQuery: {
      configName: undefined,
      configKey: undefined,
      configType: undefined,
    },
  });
  const selection = useRowSelection<SysConfig>();
  const dialog = useDialog<SysConfig>();
  const [loadingEdit, setLoadingEdit] = useState(false);
  const f = (k: string) => t(`fields.${k}`);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const openEdit = async (configId?: number) => {
    if (configId === undefined) return;
    setLoadingEdit(true);
    try {
      dialog.show((await getConfig(configId)).data);
    } catch {
      // shown by the request layer
    } finally {
      setLoadingEdit(false);
    }
  };

  const remove = (rows: SysConfig[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('entityIds'),
        ids: rows.map((r) => r.configId).join(','),
      }),
      run: () => delConfig(rows.map((r) => r.configId!)),
      after: reload,
    });

  const refresh = async () => {
    try {
      await refreshCache();
      feedback.success(t('refreshSuccess'));
    } catch {
      // shown by the request layer
    }
  };

  const rowActionsShown = useAnyPermitted([
    'system:config:edit',
    'system:config:remove',
  ]);

  const columns: TableColumnsType<SysConfig> = [
    {
      title: f('configId'),
      dataIndex: 'configId',
      align: 'center',
      width: 130,
      sorter: true,
    },
    {
      title: f('configName'),
      dataIndex: 'configName',
      width: 220,
      sorter: true,
    },
    {
      title: f('configKey'),
      dataIndex: 'configKey',
      width: 240,
      sorter: true,
    },
    { title: f('configValue'), dataIndex: 'configValue', ellipsis: true },
    {
      title: f('configType'),
      dataIndex: 'configType',
      align: 'center',
      width: 100,
      render: (v: string) => <DictTag options={dict.sys_yes_no} value={v} />,
    },
    {
      title: f('isPublic'),
      dataIndex: 'isPublic',
      align: 'center',
      width: 100,
      render: (v: string) => <DictTag options={dict.sys_yes_no} value={v} />,
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
          name={row.configKey}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'system:config:edit',
              onClick: () => void openEdit(row.configId),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'system:config:remove',
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
        <Form.Item label={f('configName')}>
          <Input
            allowClear
            value={table.query.configName}
            placeholder={t('crud:enter', { field: f('configName') })}
            onChange={(e) => table.setQuery({ configName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('configKey')}>
          <Input
            allowClear
            value={table.query.configKey}
            placeholder={t('crud:enter', { field: f('configKey') })}
            onChange={(e) => table.setQuery({ configKey: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('configType')}>
          <Select
            allowClear
            aria-label={f('configType')}
            value={table.query.configType}
            placeholder={t('crud:select', { field: f('configType') })}
            options={dict.sys_yes_no.map((o) => ({
              label: o.label,
              value: o.value,
            }))}
            onChange={(configType?: string) => table.setQuery({ configType })}
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
            perm: 'system:config:add',
            color: 'primary',
            onClick: () => dialog.show(),
          },
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: 'system:config:edit',
            color: 'success',
            disabled: !selection.single || loadingEdit,
            onClick: () => void openEdit(selection.rows[0]?.configId),
          },
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'system:config:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selection.rows),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'system:config:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                CONFIG_EXPORT_URL,
                table.query,
                t('exportName'),
                table.dateRange,
              ),
          },
          {
            key: 'refresh',
            label: t('refreshCache'),
            icon: <SyncOutlined />,
            perm: 'system:config:remove',
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

      <Table<SysConfig>
        rowKey="configId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selection.rowSelection}
        pagination={false}
        onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
      />
      <Pagination {...table.pagination} pageSizes={[10, 20, 30, 50]} />

      <ConfigDialog
        open={dialog.open}
        record={dialog.record}
        typeOptions={dict.sys_yes_no}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
    </div>
  );
}
