/** sys_role rows of `/system/role`. */
import type { ApiRow, FormRow, ListQuery } from './openapi';

/**
 * A role as listed; menuIds and deptIds are the form's choices. dataScope:
 * '1' all, '2' custom, '3' own department, '4' own and below, '5' self only.
 */
export type SysRole = FormRow<
  ApiRow<'/system/role/list'>,
  'roleId' | 'dataScope' | 'menuCheckStrictly' | 'deptCheckStrictly'
> & {
  menuIds?: number[];
  deptIds?: number[];
};

export type RoleQuery = ListQuery<'/system/role/list'>;

/**
 * PUT /system/role/dataScope (written here: the document leaves
 * deptCheckStrictly untyped).
 */
export interface DataScopeForm {
  roleId: number;
  version?: number;
  dataScope: string;
  deptIds: number[];
  deptCheckStrictly: boolean;
}

/** The role's user lists (allocated / unallocated). */
export type AuthUserQuery = ListQuery<'/system/role/authUser/allocatedList'>;
