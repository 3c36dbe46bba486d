import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { DictDataQuery, SysDictData } from '@/types/system';

export const DICT_DATA_EXPORT_URL = '/system/dict/data/export';

/** GET /system/dict/data/list */
export function listData(query?: DictDataQuery) {
  return request<TableDataInfo<SysDictData>>({
    url: '/system/dict/data/list',
    method: 'get',
    params: query,
  });
}

/** GET /system/dict/data/{dictCode} */
export function getData(dictCode: number | string) {
  return request<AjaxResult<SysDictData>>({
    url: `/system/dict/data/${dictCode}`,
    method: 'get',
  });
}

/** GET /system/dict/data/type/{dictType}: enabled items, sorted. */
export function getDicts(dictType: string) {
  return request<AjaxResult<SysDictData[]>>({
    url: `/system/dict/data/type/${encodeURIComponent(dictType)}`,
    method: 'get',
  });
}

/** POST /system/dict/data */
export function addData(data: SysDictData) {
  return request<AjaxResult>({
    url: '/system/dict/data',
    method: 'post',
    data,
  });
}

/** PUT /system/dict/data */
export function updateData(data: SysDictData) {
  return request<AjaxResult>({
    url: '/system/dict/data',
    method: 'put',
    data,
  });
}

/** DELETE /system/dict/data/{codes} (one code or a list). */
export function delData(dictCode: number | string | (number | string)[]) {
  const ids = Array.isArray(dictCode) ? dictCode.join(',') : dictCode;
  return request<AjaxResult>({
    url: `/system/dict/data/${ids}`,
    method: 'delete',
  });
}
