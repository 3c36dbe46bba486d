import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';
import type { CheckedTree, TreeSelect } from '@/types/tree';

/** GET /system/menu/treeselect: the signed-in user's menus as a tree. */
export function treeselect() {
  return request<AjaxResult<TreeSelect[]>>({
    url: '/system/menu/treeselect',
    method: 'get',
  });
}

/** GET /system/menu/roleMenuTreeselect/{roleId}: menus plus the role's checked keys. */
export function roleMenuTreeselect(roleId: number | string) {
  return request<AjaxResult & CheckedTree & { menus: TreeSelect[] }>({
    url: `/system/menu/roleMenuTreeselect/${roleId}`,
    method: 'get',
  });
}
