/**
 * Users (`/system/user`): department tree filter, search, sortable paged table
 * with status switches, add / edit / delete, reset password, assign roles,
 * import and export.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { changeUserStatus, deptTreeSelect } from '@/api/system/user';
import {
  ListScreen,
  StatusSwitch,
  useListScreen,
} from '@/components/list-screen';
import { TreePanel } from '@/components/tree-panel';
import { usePermission } from '@/hooks/use-permission';
import { useUserStore } from '@/stores/user';
import type { TreeSelect } from '@/types/tree';
import type { SysUserRow } from '@/types/user';
import { isSuperAdmin, userSchema } from './data';
import { ImportDialog } from './import-dialog';
import { ResetPwdDialog } from './reset-pwd-dialog';
import { UserActions } from './user-actions';
import { UserDialog } from './user-dialog';
import './user.css';

export default function UserPage() {
  const screen = useListScreen(userSchema);
  const { t, dict, dialog, table, selection } = screen;
  const navigate = useNavigate();
  const canEdit = usePermission().hasPermi('system:user:edit');
  const currentUserId = useUserStore((s) => s.id);
  const [resetting, setResetting] = useState<SysUserRow>();
  const [deptTree, setDeptTree] = useState<TreeSelect[]>([]);
  const selected = selection.rows;

  useEffect(() => {
    deptTreeSelect()
      .then((res) => setDeptTree(res.data ?? []))
      .catch(() => undefined);
  }, []);

  return (
    <ListScreen
      screen={screen}
      className="user-page"
      mainClassName="user-page-main"
      aside={
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
      }
      onReset={() => {
        selection.clear();
        void table.reset();
      }}
      scrollX="max-content"
      editDisabled={selected[0] !== undefined && isSuperAdmin(selected[0])}
      removeDisabled={selected.some(
        (r) => isSuperAdmin(r) || r.userId === currentUserId,
      )}
      importDialog={ImportDialog}
      cells={{
        status: (row) => (
          <StatusSwitch
            t={t}
            name={row.userName}
            status={row.status}
            disabled={!canEdit || isSuperAdmin(row)}
            change={(status) => changeUserStatus(row.userId!, status)}
            after={() => table.load()}
          />
        ),
      }}
      actionsCell={(row, actions) =>
        isSuperAdmin(row) ? null : (
          <UserActions
            t={t}
            user={row}
            actions={actions}
            self={row.userId === currentUserId}
            onResetPwd={() => setResetting(row)}
            onAuthRole={() =>
              void navigate(`/system/user-auth/role/${row.userId}`)
            }
          />
        )
      }
    >
      <UserDialog
        open={dialog.open}
        userId={dialog.record?.userId}
        deptTree={deptTree}
        sexOptions={dict.sys_user_sex}
        statusOptions={dict.sys_normal_disable}
        onClose={dialog.close}
        onSaved={screen.saved}
      />
      <ResetPwdDialog
        user={resetting}
        onClose={() => setResetting(undefined)}
      />
    </ListScreen>
  );
}
