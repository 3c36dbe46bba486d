/** The users screen as data: search, columns, permissions and API calls. */
import { delUser, listUser, USER_EXPORT_URL } from '@/api/system/user';
import type { ListScreenSchema } from '@/components/list-screen';
import type { SysUserRow, UserQuery } from '@/types/user';

/** The super administrator's id (never edited, disabled or deleted). */
export const SUPER_ADMIN_ID = 1;

export const isSuperAdmin = (user: SysUserRow) =>
  user.userId === SUPER_ADMIN_ID;

/** The add / edit dialog is the view's own: it loads the user, posts and roles. */
export const userSchema: ListScreenSchema<SysUserRow, UserQuery> = {
  ns: 'system-user',
  idKey: 'userId',
  nameKey: 'userName',
  perms: {
    add: 'system:user:add',
    edit: 'system:user:edit',
    remove: 'system:user:remove',
    import: 'system:user:import',
    export: 'system:user:export',
  },
  dicts: ['sys_normal_disable', 'sys_user_sex'],
  api: { list: listUser, remove: delUser, exportUrl: USER_EXPORT_URL },
  initialQuery: {
    userName: undefined,
    phonenumber: undefined,
    status: undefined,
    deptId: undefined,
  },
  search: [
    { type: 'input', key: 'userName' },
    { type: 'input', key: 'phonenumber' },
    { type: 'select', key: 'status', dict: 'sys_normal_disable' },
    {
      type: 'dateRange',
      label: 'fields.createRange',
      placeholders: ['startDate', 'endDate'],
    },
  ],
  columns: [
    { key: 'userId', align: 'center', width: 90, sorter: true },
    {
      key: 'userName',
      align: 'center',
      width: 120,
      ellipsis: true,
      sorter: true,
    },
    { key: 'nickName', align: 'center', width: 120, ellipsis: true },
    {
      key: 'dept',
      align: 'center',
      width: 120,
      ellipsis: true,
      render: (row) => row.dept?.deptName,
    },
    { key: 'phonenumber', align: 'center', width: 130 },
    { key: 'status', align: 'center', width: 80 },
    { key: 'createTime', align: 'center', width: 165, sorter: true },
  ],
  toggleable: ['userId', 'userName', 'nickName', 'dept', 'phonenumber'],
  actions: {
    width: 250,
    fixed: true,
    perms: ['system:user:edit', 'system:user:remove', 'system:user:resetPwd'],
  },
};
