/** sys_user in user management (`/system/user`). */
import type { AjaxResult } from './api';
import type { ApiRow, FormRow, ListQuery } from './openapi';
import type { SysPost } from './post';
import type { SysRole } from './role';

/** sex: '0' male, '1' female, '2' unknown. */
export type SysUserRow = FormRow<
  ApiRow<'/system/user/list'>,
  'userId' | 'deptId' | 'email' | 'phonenumber' | 'sex' | 'status'
>;

/** The add / edit form's body. */
export type UserForm = SysUserRow & {
  password?: string;
  postIds?: number[];
  roleIds?: number[];
};

export type UserQuery = ListQuery<'/system/user/list'>;

/** GET /system/user/ and /system/user/{id}: the form's options (and the user). */
export interface UserDetail extends AjaxResult<SysUserRow> {
  roles: SysRole[];
  posts: SysPost[];
  postIds?: number[];
  roleIds?: number[];
}

/** GET /system/user/authRole/{id}. */
export interface AuthRoleResult extends AjaxResult {
  user: SysUserRow;
  roles: SysRole[];
}

/**
 * One row of the import report, beside the HTML summary in msg (written here:
 * the document types outcome as any string).
 */
export interface ImportRowResult {
  rowNum: number;
  userName: string;
  outcome: 'added' | 'updated' | 'failed';
  msg: string;
}

export interface ImportResult {
  code: number;
  msg: string;
  data?: ImportRowResult[];
}
