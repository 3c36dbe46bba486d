/**
 * Assign users to a role (`/system/role-auth/user/{roleId}`, gated by
 * system:role:edit): the role's users, searchable; add users through the
 * select dialog, cancel the role for one user or for the ticked ones.
 */
import { useState } from 'react';
import { Table } from 'antd';
import {
  CloseCircleOutlined,
  CloseOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  allocatedUserList,
  authUserCancel,
  authUserCancelAll,
} from '@/api/system/role';
import {
  confirmAndRun,
  RowActions,
  SearchForm,
  TableToolbar,
  useRowSelection,
} from '@/components/crud';
import { DictTag } from '@/components/dict-tag';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { useDict } from '@/hooks/use-dict';
import { useTab } from '@/hooks/use-tab';
import { useTableQuery } from '@/hooks/use-table-query';
import type { AuthUserQuery } from '@/types/role';
import type { SysUserRow } from '@/types/user';
import { authUserColumns } from './columns';
import { UserSearchItems } from './user-search';
import { SelectUserDialog } from './select-user-dialog';

const ROLE_LIST = '/system/role';

export default function AuthUserPage() {
  const { t } = useTranslation(['system-role', 'crud']);
  const roleId = Number(useParams().roleId);
  const tab = useTab();
  const dict = useDict('sys_normal_disable');
  const table = useTableQuery<AuthUserQuery, SysUserRow>({
    fetch: allocatedUserList,
    initialQuery: { roleId, userName: undefined, phonenumber: undefined },
  });
  const selection = useRowSelection<SysUserRow>();
  const [selecting, setSelecting] = useState(false);
  const p = (k: string) => t(`authUserPage.${k}`);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const cancel = (row: SysUserRow) =>
    confirmAndRun({
      content: t('authUserPage.cancelConfirm', { name: row.userName }),
      run: () => authUserCancel({ userId: row.userId!, roleId }),
      success: p('cancelSuccess'),
      after: reload,
    });

  const cancelAll = () =>
    confirmAndRun({
      content: p('cancelAllConfirm'),
      run: () => authUserCancelAll(roleId, selection.keys.map(Number)),
      success: p('cancelSuccess'),
      after: reload,
    });

  const columns = [
    ...authUserColumns(p, (status) => (
      <DictTag options={dict.sys_normal_disable} value={status} />
    )),
    {
      key: 'actions',
      title: t('crud:actions'),
      align: 'center' as const,
      render: (_: unknown, row: SysUserRow) => (
        <RowActions
          name={row.userName}
          actions={[
            {
              key: 'cancel',
              label: p('cancel'),
              icon: <CloseCircleOutlined />,
              perm: 'system:role:edit',
              danger: true,
              onClick: () => void cancel(row),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <div className="crud-page">
      <SearchForm
        show={table.showSearch}
        onSearch={() => void table.search()}
        onReset={() => void table.reset()}
      >
        <UserSearchItems table={table} />
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'add',
            label: p('addUser'),
            icon: <PlusOutlined />,
            perm: 'system:role:edit',
            color: 'primary',
            onClick: () => setSelecting(true),
          },
          {
            key: 'cancelAll',
            label: p('cancelBatch'),
            icon: <CloseCircleOutlined />,
            perm: 'system:role:edit',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void cancelAll(),
          },
          {
            key: 'close',
            label: p('close'),
            icon: <CloseOutlined />,
            color: 'warning',
            onClick: () => tab.closeOpenPage(ROLE_LIST),
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

      <Table<SysUserRow>
        rowKey="userId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selection.rowSelection}
        pagination={false}
      />
      <Pagination {...table.pagination} />

      <SelectUserDialog
        open={selecting}
        roleId={roleId}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setSelecting(false)}
        onSaved={() => {
          setSelecting(false);
          void reload();
        }}
      />
    </div>
  );
}
