import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';
import type { MenuQuery, SysMenu } from '@/types/menu';
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

/** GET /system/menu/list: flat, in tree order (the view builds the tree). */
export function listMenu(query?: MenuQuery) {
  return request<AjaxResult<SysMenu[]>>({
    url: '/system/menu/list',
    method: 'get',
    params: query,
  });
}

/** GET /system/menu/{menuId} */
export function getMenu(menuId: number | string) {
  return request<AjaxResult<SysMenu>>({
    url: `/system/menu/${menuId}`,
    method: 'get',
  });
}

/** POST /system/menu */
export function addMenu(data: SysMenu) {
  return request<AjaxResult>({ url: '/system/menu', method: 'post', data });
}

/** PUT /system/menu */
export function updateMenu(data: SysMenu) {
  return request<AjaxResult>({ url: '/system/menu', method: 'put', data });
}

/** DELETE /system/menu/{menuId} */
export function delMenu(menuId: number | string) {
  return request<AjaxResult>({
    url: `/system/menu/${menuId}`,
    method: 'delete',
  });
}

/** PUT /system/menu/updateSort (RuoYi 3.9.x): one level's new order. */
export function updateMenuSort(menuIds: number[], orderNums: number[]) {
  return request<AjaxResult>({
    url: '/system/menu/updateSort',
    method: 'put',
    data: { menuIds: menuIds.join(','), orderNums: orderNums.join(',') },
  });
}
