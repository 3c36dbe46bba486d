/** The roles screen as data: search, columns, permissions and API calls. */
import { delRole, listRole, ROLE_EXPORT_URL } from '@/api/system/role';
import type { ListScreenSchema } from '@/components/list-screen';
import type { RoleQuery, SysRole } from '@/types/role';

/** The super administrator role (never edited, disabled or deleted). */
export const ADMIN_ROLE_ID = 1;

export const isAdminRole = (role: SysRole) => role.roleId === ADMIN_ROLE_ID;

/** The add / edit dialog is the view's own: it loads the role and its menu tree. */
export const roleSchema: ListScreenSchema<SysRole, RoleQuery> = {
  ns: 'system-role',
  idKey: 'roleId',
  nameKey: 'roleName',
  perms: {
    add: 'system:role:add',
    edit: 'system:role:edit',
    remove: 'system:role:remove',
    export: 'system:role:export',
  },
  dicts: ['sys_normal_disable'],
  api: { list: listRole, remove: delRole, exportUrl: ROLE_EXPORT_URL },
  initialQuery: { roleName: undefined, roleKey: undefined, status: undefined },
  search: [
    { type: 'input', key: 'roleName' },
    { type: 'input', key: 'roleKey' },
    { type: 'select', key: 'status', dict: 'sys_normal_disable' },
    {
      type: 'dateRange',
      label: 'fields.createRange',
      placeholders: ['startDate', 'endDate'],
    },
  ],
  columns: [
    { key: 'roleId', align: 'center', width: 100, sorter: true },
    { key: 'roleName', align: 'center', width: 160, ellipsis: true },
    { key: 'roleKey', align: 'center', width: 160, ellipsis: true },
    { key: 'roleSort', align: 'center', width: 110, sorter: true },
    { key: 'status', align: 'center', width: 100 },
    { key: 'createTime', align: 'center', width: 170, sorter: true },
  ],
  actions: { width: 250, fixed: true },
};
