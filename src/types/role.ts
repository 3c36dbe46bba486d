/** sys_role rows of `/system/role`. */
import type { PageQuery } from './api';

/** '1' all, '2' custom, '3' own department, '4' own and below, '5' self only. */
export type DataScope = '1' | '2' | '3' | '4' | '5';

export interface SysRole {
  roleId?: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  dataScope?: DataScope | string;
  menuCheckStrictly?: boolean;
  deptCheckStrictly?: boolean;
  status: string;
  remark?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  /** Concurrency token: sent back unchanged on edit. */
  version?: number;
  /** Role pickers: the user holds it. */
  flag?: boolean;
  admin?: boolean;
  menuIds?: number[];
  deptIds?: number[];
}

export interface RoleQuery extends PageQuery {
  roleName?: string;
  roleKey?: string;
  status?: string;
}

/** PUT /system/role/dataScope. */
export interface DataScopeForm {
  roleId: number;
  version?: number;
  dataScope: string;
  deptIds: number[];
  deptCheckStrictly: boolean;
}

/** The role's user lists (allocated / unallocated). */
export interface AuthUserQuery extends PageQuery {
  roleId: number;
  userName?: string;
  phonenumber?: string;
}
