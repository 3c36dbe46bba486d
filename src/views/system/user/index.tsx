/**
 * Users (`/system/user`): department tree filter, search, sortable paged table
 * with status switches, add / edit / delete, reset password, assign roles,
 * import and export.
 */
import { useEffect, useMemo, useState } from 'react';
import { Form, Input, Select, Table } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  changeUserStatus,
  delUser,
  deptTreeSelect,
  listUser,
  USER_EXPORT_URL,
} from '@/api/system/user';
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
import { RightToolbar, type ToolbarColumn } from '@/components/right-toolbar';
import { TreePanel } from '@/components/tree-panel';
import { useDict } from '@/hooks/use-dict';
import { useTableQuery } from '@/hooks/use-table-query';
import { useUserStore } from '@/stores/user';
import type { TreeSelect } from '@/types/tree';
import type { SysUserRow, UserQuery } from '@/types/user';
import { ImportDialog } from './import-dialog';
import { ResetPwdDialog } from './reset-pwd-dialog';
import { SUPER_ADMIN_ID, useUserColumns } from './user-columns';
import { UserDialog } from './user-dialog';
import './user.css';

const TOGGLED = ['userId', 'userName', 'nickName', 'dept', 'phonenumber'];

export default function UserPage() {
  const { t } = useTranslation(['system-user', 'crud']);
  const navigate = useNavigate();
  const dict = useDict('sys_normal_disable', 'sys_user_sex');
  const currentUserId = useUserStore((s) => s.id);
  const table = useTableQuery<UserQuery, SysUserRow>({
    fetch: listUser,
    initialQuery: {
      userName: undefined,
      phonenumber: undefined,
      status: undefined,
      deptId: undefined,
    },
  });
  const selection = useRowSelection<SysUserRow>();
  const dialog = useDialog<number>();
  const [resetting, setResetting] = useState<SysUserRow>();
  const [importing, setImporting] = useState(false);
  const [deptTree, setDeptTree] = useState<TreeSelect[]>([]);
  const f = (k: string) => t(`fields.${k}`);
  const [shown, setShown] = useState<ToolbarColumn[]>(() =>
    TOGGLED.map((key) => ({ key, label: f(key), visible: true })),
  );

  useEffect(() => {
    deptTreeSelect()
      .then((res) => setDeptTree(res.data ?? []))
      .catch(() => undefined);
  }, []);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const remove = (rows: SysUserRow[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('entityIds'),
        ids: rows.map((r) => r.userId).join(','),
      }),
      run: () => delUser(rows.map((r) => r.userId!)),
      after: reload,
    });

  const changeStatus = (row: SysUserRow, enable: boolean) =>
    confirmAndRun({
      content: t('statusConfirm', {
        action: t(enable ? 'enable' : 'disable'),
        name: row.userName,
      }),
      run: () => changeUserStatus(row.userId!, enable ? '0' : '1'),
      success: t(enable ? 'enableSuccess' : 'disableSuccess'),
      after: () => table.load(),
    });

  const allColumns = useUserColumns({
    currentUserId,
    onEdit: (row) => dialog.show(row.userId),
    onDelete: (row) => void remove([row]),
    onResetPwd: setResetting,
    onAuthRole: (row) => void navigate(`/system/user-auth/role/${row.userId}`),
    onStatus: (row, on) => void changeStatus(row, on),
  });
  const hidden = useMemo(
    () => new Set(shown.filter((c) => !c.visible).map((c) => c.key)),
    [shown],
  );
  const columns = allColumns.filter((c) => !hidden.has(String(c.key)));
  const selected = selection.rows;
  const protectedRow = selected.some(
    (r) => r.userId === SUPER_ADMIN_ID || r.userId === currentUserId,
  );

  return (
    <div className="crud-page user-page">
      <aside className="user-page-depts">
        <TreePanel
          data={deptTree}
          selected={table.query.deptId}
          onSelect={(deptId) => {
            selection.clear();
            void table.search({ deptId });
          }}
          searchLabel={t('deptSearch')}
          label={t('deptTree')}
        />
      </aside>
      <section className="user-page-main">
        <SearchForm
          show={table.showSearch}
          onSearch={() => void table.search()}
          onReset={() => {
            selection.clear();
            void table.reset();
          }}
        >
          <Form.Item label={f('userName')}>
            <Input
              allowClear
              value={table.query.userName}
              placeholder={t('crud:enter', { field: f('userName') })}
              onChange={(e) => table.setQuery({ userName: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={f('phonenumber')}>
            <Input
              allowClear
              value={table.query.phonenumber}
              placeholder={t('crud:enter', { field: f('phonenumber') })}
              onChange={(e) => table.setQuery({ phonenumber: e.target.value })}
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
              perm: 'system:user:add',
              color: 'primary',
              onClick: () => dialog.show(),
            },
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'system:user:edit',
              color: 'success',
              disabled:
                !selection.single || selected[0]?.userId === SUPER_ADMIN_ID,
              onClick: () => dialog.show(selected[0]?.userId),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'system:user:remove',
              color: 'danger',
              disabled: !selection.multiple || protectedRow,
              onClick: () => void remove(selected),
            },
            {
              key: 'import',
              label: t('crud:import'),
              icon: <UploadOutlined />,
              perm: 'system:user:import',
              color: 'info',
              onClick: () => setImporting(true),
            },
            {
              key: 'export',
              label: t('crud:export'),
              icon: <DownloadOutlined />,
              perm: 'system:user:export',
              color: 'warning',
              onClick: () =>
                void exportList(
                  USER_EXPORT_URL,
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
              columns={shown}
              onColumnsChange={setShown}
            />
          }
        />

        <Table<SysUserRow>
          rowKey="userId"
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
      </section>

      <UserDialog
        open={dialog.open}
        userId={dialog.record}
        deptTree={deptTree}
        sexOptions={dict.sys_user_sex}
        statusOptions={dict.sys_normal_disable}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
      <ResetPwdDialog
        user={resetting}
        onClose={() => setResetting(undefined)}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void reload()}
      />
    </div>
  );
}
