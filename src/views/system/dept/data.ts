/** The departments screen as data: a tree open at first, searched by name and status. */
import { delDept, getDept, listDept, updateDeptSort } from '@/api/system/dept';
import type { TreeScreenSchema } from '@/components/tree-screen';
import type { DeptQuery, SysDept } from '@/types/dept';

export const deptSchema: TreeScreenSchema<SysDept, DeptQuery> = {
  ns: 'system-dept',
  idKey: 'deptId',
  nameKey: 'deptName',
  perms: {
    add: 'system:dept:add',
    edit: 'system:dept:edit',
    remove: 'system:dept:remove',
  },
  dicts: ['sys_normal_disable'],
  api: { list: listDept, get: getDept, remove: delDept, sort: updateDeptSort },
  initialQuery: { deptName: undefined, status: undefined },
  search: [{ key: 'deptName' }, { key: 'status', dict: 'sys_normal_disable' }],
  // expanded by default (RuoYi's isExpandAll); the toggle collapses all
  expand: 'all',
  // the top department stays
  actions: { removable: (row) => row.parentId !== 0 },
};
