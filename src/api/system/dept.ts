import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';
import type { DeptQuery, SysDept } from '@/types/dept';

/** GET /system/dept/list: flat, under the user's data scope. */
export function listDept(query?: DeptQuery) {
  return request<AjaxResult<SysDept[]>>({
    url: '/system/dept/list',
    method: 'get',
    params: query,
  });
}

/** GET /system/dept/list/exclude/{deptId}: possible parents of a department. */
export function listDeptExcludeChild(deptId: number | string) {
  return request<AjaxResult<SysDept[]>>({
    url: `/system/dept/list/exclude/${deptId}`,
    method: 'get',
  });
}

/** GET /system/dept/{deptId} */
export function getDept(deptId: number | string) {
  return request<AjaxResult<SysDept>>({
    url: `/system/dept/${deptId}`,
    method: 'get',
  });
}

/** POST /system/dept */
export function addDept(data: SysDept) {
  return request<AjaxResult>({ url: '/system/dept', method: 'post', data });
}

/** PUT /system/dept (send back the loaded `version`). */
export function updateDept(data: SysDept) {
  return request<AjaxResult>({ url: '/system/dept', method: 'put', data });
}

/** DELETE /system/dept/{deptId} */
export function delDept(deptId: number | string) {
  return request<AjaxResult>({
    url: `/system/dept/${deptId}`,
    method: 'delete',
  });
}

/** PUT /system/dept/updateSort (RuoYi 3.9.x): one level's new order. */
export function updateDeptSort(deptIds: number[], orderNums: number[]) {
  return request<AjaxResult>({
    url: '/system/dept/updateSort',
    method: 'put',
    data: { deptIds: deptIds.join(','), orderNums: orderNums.join(',') },
  });
}
