import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { RecordItemQuery, ProjectRecordItem } from '@/types/record';

export const RECORD_ITEM_EXPORT_URL = '/project/recordItem/export';

/** GET /project/recordItem/list */
export function listRecordItem(query?: RecordItemQuery) {
  return request<TableDataInfo<ProjectRecordItem>>({
    url: '/project/recordItem/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/recordItem/{itemId} */
export function getRecordItem(itemId: number | string) {
  return request<AjaxResult<ProjectRecordItem>>({
    url: `/project/recordItem/${itemId}`,
    method: 'get',
  });
}

/** POST /project/recordItem */
export function addRecordItem(data: ProjectRecordItem) {
  return request<AjaxResult>({
    url: '/project/recordItem',
    method: 'post',
    data,
  });
}

/** PUT /project/recordItem (send back the loaded `version`). */
export function updateRecordItem(data: ProjectRecordItem) {
  return request<AjaxResult>({
    url: '/project/recordItem',
    method: 'put',
    data,
  });
}

/** DELETE /project/recordItem/{ids} */
export function delRecordItem(id: number | string | (number | string)[]) {
  const ids = Array.isArray(id) ? id.join(',') : id;
  return request<AjaxResult>({
    url: `/project/recordItem/${ids}`,
    method: 'delete',
  });
}
