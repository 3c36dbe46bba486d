/**
 * Roles (`/system/role`): search, sortable paged table with status switches,
 * add / edit with menu permissions, data scope, assign users, delete, export.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { changeRoleStatus } from '@/api/system/role';
import {
  ListScreen,
  StatusSwitch,
  useListScreen,
} from '@/components/list-screen';
import { usePermission } from '@/hooks/use-permission';
import { useUserStore } from '@/stores/user';
import { DataScopeDialog } from './data-scope-dialog';
import { isAdminRole, roleSchema } from './data';
import { RoleActions } from './role-actions';
import { RoleDialog } from './role-dialog';

/**
 * The signed-in user holds the changed role: reload their permissions so
 * buttons follow at once (the server already checks the new ones).
 */
function refreshOwnAccess(roleKey: string) {
  const user = useUserStore.getState();
  if (user.roles.includes(roleKey)) void user.getInfo().catch(() => undefined);
}

export default function RolePage() {
  const screen = useListScreen(roleSchema, {
    onSaved: (role) => refreshOwnAccess(role.roleKey),
  });
  const { t, dict, dialog, table } = screen;
  const navigate = useNavigate();
  const canEdit = usePermission().hasPermi('system:role:edit');
  const [scopeOf, setScopeOf] = useState<number>();
  const hasAdmin = screen.selection.rows.some(isAdminRole);

  return (
    <ListScreen
      screen={screen}
      scrollX="max-content"
      editDisabled={hasAdmin}
      removeDisabled={hasAdmin}
      cells={{
        status: (row) => (
          <StatusSwitch
            t={t}
            name={row.roleName}
            status={row.status}
            disabled={!canEdit || isAdminRole(row)}
            change={(status) => changeRoleStatus(row.roleId!, status)}
            after={() => {
              refreshOwnAccess(row.roleKey);
              return table.load();
            }}
          />
        ),
      }}
      actionsCell={(row, actions) =>
        isAdminRole(row) ? null : (
          <RoleActions
            t={t}
            role={row}
            actions={actions}
            onDataScope={() => setScopeOf(row.roleId)}
            onAuthUser={() =>
              void navigate(`/system/role-auth/user/${row.roleId}`)
            }
          />
        )
      }
    >
      <RoleDialog
        open={dialog.open}
        roleId={dialog.record?.roleId}
        statusOptions={dict.sys_normal_disable}
        onClose={dialog.close}
        onSaved={screen.saved}
      />
      <DataScopeDialog
        roleId={scopeOf}
        onClose={() => setScopeOf(undefined)}
        onSaved={() => {
          setScopeOf(undefined);
          void screen.reload();
        }}
      />
    </ListScreen>
  );
}
