/** sys_dept rows of `/system/dept`. */
export interface SysDept {
  deptId?: number;
  parentId: number;
  ancestors?: string;
  deptName: string;
  orderNum: number;
  leader?: string | null;
  phone?: string | null;
  email?: string | null;
  status: string;
  parentName?: string | null;
  createTime?: string | null;
  /** Concurrency token: sent back unchanged on edit. */
  version?: number;
  children?: SysDept[];
}

export interface DeptQuery {
  deptName?: string;
  status?: string;
}
