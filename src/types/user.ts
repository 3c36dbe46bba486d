/** sys_user in user management (`/system/user`). */
import type { AjaxResult, PageQuery } from './api';
import type { SysPost } from './post';
import type { SysRole } from './role';

export interface SysUserRow {
  userId?: number;
  deptId?: number | null;
  userName: string;
  nickName: string;
  email?: string;
  phonenumber?: string;
  /** '0' male, '1' female, '2' unknown. */
  sex?: string;
  avatar?: string;
  status?: string;
  loginIp?: string;
  loginDate?: string | null;
  remark?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  /** Concurrency token: sent back unchanged on edit. */
  version?: number;
  admin?: boolean;
  dept?: { deptId: number; deptName: string; leader?: string | null } | null;
}

/** The add / edit form's body. */
export interface UserForm extends SysUserRow {
  password?: string;
  postIds?: number[];
  roleIds?: number[];
}

export interface UserQuery extends PageQuery {
  userName?: string;
  phonenumber?: string;
  status?: string;
  deptId?: number;
}

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

/** One row of the import report (ours, beyond the contract's HTML msg). */
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
