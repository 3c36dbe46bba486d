/** The menus screen as data: a tree collapsed at first, searched by name and status. */
import { delMenu, getMenu, listMenu, updateMenuSort } from '@/api/system/menu';
import type { TreeScreenSchema } from '@/components/tree-screen';
import type { MenuQuery, SysMenu } from '@/types/menu';

export const menuSchema: TreeScreenSchema<SysMenu, MenuQuery> = {
  ns: 'system-menu',
  idKey: 'menuId',
  nameKey: 'menuName',
  perms: {
    add: 'system:menu:add',
    edit: 'system:menu:edit',
    remove: 'system:menu:remove',
  },
  dicts: ['sys_show_hide', 'sys_normal_disable'],
  api: { list: listMenu, get: getMenu, remove: delMenu, sort: updateMenuSort },
  initialQuery: { menuName: undefined, status: undefined },
  search: [{ key: 'menuName' }, { key: 'status', dict: 'sys_normal_disable' }],
  expand: 'none',
  // a button has no children
  actions: { width: 220, addUnder: (row) => row.menuType !== 'F' },
};
