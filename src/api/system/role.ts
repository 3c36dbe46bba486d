import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { ApiBody } from '@/types/openapi';
import type {
  AuthUserQuery,
  DataScopeForm,
  RoleQuery,
  SysRole,
} from '@/types/role';
import type { CheckedTree, TreeSelect } from '@/types/tree';
import type { SysUserRow } from '@/types/user';

export const ROLE_EXPORT_URL = '/system/role/export';

/** GET /system/role/list */
export function listRole(query?: RoleQuery) {
  return request<TableDataInfo<SysRole>>({
    url: '/system/role/list',
    method: 'get',
    params: query,
  });
}

/** GET /system/role/{roleId} */
export function getRole(roleId: number | string) {
  return request<AjaxResult<SysRole>>({
    url: `/system/role/${roleId}`,
    method: 'get',
  });
}

/** POST /system/role */
export function addRole(data: SysRole) {
  return request<AjaxResult>({ url: '/system/role', method: 'post', data });
}

/** PUT /system/role (send back the loaded `version`). */
export function updateRole(data: SysRole) {
  return request<AjaxResult>({ url: '/system/role', method: 'put', data });
}

/** PUT /system/role/dataScope */
export function dataScope(data: DataScopeForm) {
  return request<AjaxResult>({
    url: '/system/role/dataScope',
    method: 'put',
    data,
  });
}

/** PUT /system/role/changeStatus */
export function changeRoleStatus(roleId: number, status: string) {
  return request<AjaxResult>({
    url: '/system/role/changeStatus',
    method: 'put',
    data: { roleId, status },
  });
}

/** DELETE /system/role/{ids} (one id or a list). */
export function delRole(roleId: number | string | (number | string)[]) {
  const ids = Array.isArray(roleId) ? roleId.join(',') : roleId;
  return request<AjaxResult>({ url: `/system/role/${ids}`, method: 'delete' });
}

/** GET /system/role/optionselect */
export function optionselectRole() {
  return request<AjaxResult<SysRole[]>>({
    url: '/system/role/optionselect',
    method: 'get',
  });
}

/** GET /system/role/authUser/allocatedList: users holding the role. */
export function allocatedUserList(query: AuthUserQuery) {
  return request<TableDataInfo<SysUserRow>>({
    url: '/system/role/authUser/allocatedList',
    method: 'get',
    params: query,
  });
}

/** GET /system/role/authUser/unallocatedList: users without the role. */
export function unallocatedUserList(query: AuthUserQuery) {
  return request<TableDataInfo<SysUserRow>>({
    url: '/system/role/authUser/unallocatedList',
    method: 'get',
    params: query,
  });
}

/** PUT /system/role/authUser/cancel: take the role from one user. */
export function authUserCancel(
  data: ApiBody<'/system/role/authUser/cancel', 'put'>,
) {
  return request<AjaxResult>({
    url: '/system/role/authUser/cancel',
    method: 'put',
    data,
  });
}

/** PUT /system/role/authUser/cancelAll?roleId=&userIds= */
export function authUserCancelAll(roleId: number, userIds: number[]) {
  return request<AjaxResult>({
    url: '/system/role/authUser/cancelAll',
    method: 'put',
    params: { roleId, userIds: userIds.join(',') },
  });
}

/** PUT /system/role/authUser/selectAll?roleId=&userIds= */
export function authUserSelectAll(roleId: number, userIds: number[]) {
  return request<AjaxResult>({
    url: '/system/role/authUser/selectAll',
    method: 'put',
    params: { roleId, userIds: userIds.join(',') },
  });
}

/** GET /system/role/deptTree/{roleId}: departments plus the role's checked ones. */
export function roleDeptTreeSelect(roleId: number | string) {
  return request<AjaxResult & CheckedTree & { depts: TreeSelect[] }>({
    url: `/system/role/deptTree/${roleId}`,
    method: 'get',
  });
}
