/** A node of the server's tree pickers (api-contract §2.1 deptTree, §2.4 treeselect). */
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
