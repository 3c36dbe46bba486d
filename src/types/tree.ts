/**
 * A node of the server's tree pickers (`/system/user/deptTree`,
 * `/system/menu/treeselect`).
 */
export interface TreeSelect {
  id: number;
  label: string;
  disabled?: boolean;
  children?: TreeSelect[];
}

/** `{checkedKeys, …}` answers of the role's menu and department trees. */
export interface CheckedTree {
  checkedKeys: number[];
}
