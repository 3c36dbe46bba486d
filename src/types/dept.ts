/** sys_dept rows of `/system/dept`. */
import type { ApiData, ApiQuery, FormRow } from './openapi';

export type SysDept = FormRow<
  ApiData<'/system/dept/list'>[number],
  'deptId' | 'ancestors'
> & {
  /** Filled in by the page when it builds the tree. */
  children?: SysDept[];
};

export type DeptQuery = ApiQuery<'/system/dept/list'>;
