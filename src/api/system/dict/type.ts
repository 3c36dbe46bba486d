import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { DictTypeQuery, SysDictType } from '@/types/dict';

export const DICT_TYPE_EXPORT_URL = '/system/dict/type/export';

/** GET /system/dict/type/list */
export function listType(query?: DictTypeQuery) {
  return request<TableDataInfo<SysDictType>>({
    url: '/system/dict/type/list',
    method: 'get',
    params: query,
  });
}

/** GET /system/dict/type/{dictId} */
export function getType(dictId: number | string) {
  return request<AjaxResult<SysDictType>>({
    url: `/system/dict/type/${dictId}`,
    method: 'get',
  });
}

/** POST /system/dict/type */
export function addType(data: SysDictType) {
  return request<AjaxResult>({
    url: '/system/dict/type',
    method: 'post',
    data,
  });
}

/** PUT /system/dict/type */
export function updateType(data: SysDictType) {
  return request<AjaxResult>({
    url: '/system/dict/type',
    method: 'put',
    data,
  });
}

/** DELETE /system/dict/type/{ids} (one id or a list). */
export function delType(dictId: number | string | (number | string)[]) {
  const ids = Array.isArray(dictId) ? dictId.join(',') : dictId;
  return request<AjaxResult>({
    url: `/system/dict/type/${ids}`,
    method: 'delete',
  });
}

/** DELETE /system/dict/type/refreshCache */
export function refreshCache() {
  return request<AjaxResult>({
    url: '/system/dict/type/refreshCache',
    method: 'delete',
  });
}

/** GET /system/dict/type/optionselect: every type (pickers). */
export function optionselect() {
  return request<AjaxResult<SysDictType[]>>({
    url: '/system/dict/type/optionselect',
    method: 'get',
  });
}
