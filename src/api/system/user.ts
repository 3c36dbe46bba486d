import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { TreeSelect } from '@/types/tree';
import type {
  AuthRoleResult,
  ImportResult,
  SysUserRow,
  UserDetail,
  UserForm,
  UserQuery,
} from '@/types/user';

export const USER_EXPORT_URL = '/system/user/export';
export const USER_TEMPLATE_URL = '/system/user/importTemplate';

/** GET /system/user/list */
export function listUser(query?: UserQuery) {
  return request<TableDataInfo<SysUserRow>>({
    url: '/system/user/list',
    method: 'get',
    params: query,
  });
}

/** GET /system/user/{userId}; without an id, only the form's options. */
export function getUser(userId?: number | string) {
  return request<UserDetail>({
    url: `/system/user/${userId ?? ''}`,
    method: 'get',
  });
}

/** POST /system/user */
export function addUser(data: UserForm) {
  return request<AjaxResult>({ url: '/system/user', method: 'post', data });
}

/** PUT /system/user (send back the loaded `version`). */
export function updateUser(data: UserForm) {
  return request<AjaxResult>({ url: '/system/user', method: 'put', data });
}

/** DELETE /system/user/{ids} (one id or a list). */
export function delUser(userId: number | string | (number | string)[]) {
  const ids = Array.isArray(userId) ? userId.join(',') : userId;
  return request<AjaxResult>({ url: `/system/user/${ids}`, method: 'delete' });
}

/** PUT /system/user/resetPwd */
export function resetUserPwd(userId: number, password: string) {
  return request<AjaxResult>({
    url: '/system/user/resetPwd',
    method: 'put',
    data: { userId, password },
  });
}

/** PUT /system/user/changeStatus */
export function changeUserStatus(userId: number, status: string) {
  return request<AjaxResult>({
    url: '/system/user/changeStatus',
    method: 'put',
    data: { userId, status },
  });
}

/** GET /system/user/authRole/{userId}: the user and every role, held ones flagged. */
export function getAuthRole(userId: number | string) {
  return request<AuthRoleResult>({
    url: `/system/user/authRole/${userId}`,
    method: 'get',
  });
}

/** PUT /system/user/authRole?userId=&roleIds= (replaces the user's roles). */
export function updateAuthRole(userId: number, roleIds: number[]) {
  return request<AjaxResult>({
    url: '/system/user/authRole',
    method: 'put',
    params: { userId, roleIds: roleIds.join(',') },
  });
}

/** GET /system/user/deptTree: departments in the user's data scope. */
export function deptTreeSelect() {
  return request<AjaxResult<TreeSelect[]>>({
    url: '/system/user/deptTree',
    method: 'get',
  });
}

/**
 * POST /system/user/importData (multipart `file`). Resolves with the answer
 * whatever its code: a failed import still carries the per-row report.
 */
export async function importUser(file: File, updateSupport: boolean) {
  const data = new FormData();
  data.append('file', file);
  try {
    return await request<ImportResult>({
      url: '/system/user/importData',
      method: 'post',
      params: { updateSupport },
      data,
      skipErrorHandler: true,
      headers: { repeatSubmit: false },
    });
  } catch (err) {
    const body = (err as { body?: unknown }).body as ImportResult | undefined;
    if (body && typeof body.code === 'number') return body;
    throw err;
  }
}
