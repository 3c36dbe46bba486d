/**
 * Roles (`/system/role`): search, sortable paged table with status switches,
 * add / edit with menu permissions, data scope, assign users, delete, export.
 */
import { useState } from 'react';
import { Form, Input, Select, Table } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  changeRoleStatus,
  delRole,
  listRole,
  ROLE_EXPORT_URL,
} from '@/api/system/role';
import {
  confirmAndRun,
  exportList,
  SearchForm,
  sortQuery,
  TableToolbar,
  useDialog,
  useRowSelection,
} from '@/components/crud';
import { DateRange } from '@/components/date-range';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { useDict } from '@/hooks/use-dict';
import { useTableQuery } from '@/hooks/use-table-query';
import { useUserStore } from '@/stores/user';
import type { RoleQuery, SysRole } from '@/types/role';
import { DataScopeDialog } from './data-scope-dialog';
import { ADMIN_ROLE_ID, useRoleColumns } from './role-columns';
import { RoleDialog } from './role-dialog';

export default function RolePage() {
  const { t } = useTranslation(['system-role', 'crud']);
  const navigate = useNavigate();
  const dict = useDict('sys_normal_disable');
  const table = useTableQuery<RoleQuery, SysRole>({
    fetch: listRole,
    initialQuery: {
      roleName: undefined,
      roleKey: undefined,
      status: undefined,
    },
  });
  const selection = useRowSelection<SysRole>();
  const dialog = useDialog<number>();
  const [scopeOf, setScopeOf] = useState<number>();
  const f = (k: string) => t(`fields.${k}`);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  /**
   * The signed-in user holds the changed role: reload their permissions so
   * buttons follow at once (the server already checks the new ones).
   */
  const refreshOwnAccess = (roleKey: string) => {
    const user = useUserStore.getState();
    if (user.roles.includes(roleKey))
      void user.getInfo().catch(() => undefined);
  };

  const remove = (rows: SysRole[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('entityIds'),
        ids: rows.map((r) => r.roleId).join(','),
      }),
      run: () => delRole(rows.map((r) => r.roleId!)),
      after: reload,
    });

  const changeStatus = (row: SysRole, enable: boolean) =>
    confirmAndRun({
      content: t('statusConfirm', {
        action: t(enable ? 'enable' : 'disable'),
        name: row.roleName,
      }),
      run: () => changeRoleStatus(row.roleId!, enable ? '0' : '1'),
      success: t(enable ? 'enableSuccess' : 'disableSuccess'),
      after: () => {
        refreshOwnAccess(row.roleKey);
        return table.load();
      },
    });

  const columns = useRoleColumns({
    onEdit: (row) => dialog.show(row.roleId),
    onDelete: (row) => void remove([row]),
    onDataScope: (row) => setScopeOf(row.roleId),
    onAuthUser: (row) => void navigate(`/system/role-auth/user/${row.roleId}`),
    onStatus: (row, on) => void changeStatus(row, on),
  });
  const selected = selection.rows;
  const hasAdmin = selected.some((r) => r.roleId === ADMIN_ROLE_ID);

  return (
    <div className="crud-page">
      <SearchForm
        show={table.showSearch}
        onSearch={() => void table.search()}
        onReset={() => void table.reset()}
      >
        <Form.Item label={f('roleName')}>
          <Input
            allowClear
            value={table.query.roleName}
            placeholder={t('crud:enter', { field: f('roleName') })}
            onChange={(e) => table.setQuery({ roleName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('roleKey')}>
          <Input
            allowClear
            value={table.query.roleKey}
            placeholder={t('crud:enter', { field: f('roleKey') })}
            onChange={(e) => table.setQuery({ roleKey: e.target.value })}
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
        <Form.Item label={f('createRange')}>
          <DateRange
            value={table.dateRange}
            onChange={table.setDateRange}
            placeholder={[t('startDate'), t('endDate')]}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'add',
            label: t('crud:add'),
            icon: <PlusOutlined />,
            perm: 'system:role:add',
            color: 'primary',
            onClick: () => dialog.show(),
          },
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: 'system:role:edit',
            color: 'success',
            disabled: !selection.single || hasAdmin,
            onClick: () => dialog.show(selected[0]?.roleId),
          },
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'system:role:remove',
            color: 'danger',
            disabled: !selection.multiple || hasAdmin,
            onClick: () => void remove(selected),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'system:role:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                ROLE_EXPORT_URL,
                table.query,
                t('exportName'),
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

      <Table<SysRole>
        rowKey="roleId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selection.rowSelection}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
      />
      <Pagination {...table.pagination} pageSizes={[10, 20, 30, 50]} />

      <RoleDialog
        open={dialog.open}
        roleId={dialog.record}
        statusOptions={dict.sys_normal_disable}
        onClose={dialog.close}
        onSaved={(role) => {
          dialog.close();
          refreshOwnAccess(role.roleKey);
          void reload();
        }}
      />
      <DataScopeDialog
        roleId={scopeOf}
        onClose={() => setScopeOf(undefined)}
        onSaved={() => {
          setScopeOf(undefined);
          void reload();
        }}
      />
    </div>
  );
}
