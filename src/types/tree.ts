import type { ApiAnswer, ApiData } from './openapi';

/**
 * A node of the server's tree pickers (`/system/user/deptTree`,
 * `/system/menu/treeselect`).
 */
export type TreeSelect = ApiData<'/system/user/deptTree'>[number];

/** `{checkedKeys, …}` answers of the role's menu and department trees. */
export type CheckedTree = Pick<
  ApiAnswer<'/system/menu/roleMenuTreeselect/{roleId}'>,
  'checkedKeys'
>;
