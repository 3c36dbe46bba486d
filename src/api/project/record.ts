import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { RecordQuery, ProjectRecord } from '@/types/record';

export const RECORD_EXPORT_URL = '/project/record/export';

/** GET /project/record/list */
export function listRecord(query?: RecordQuery) {
  return request<TableDataInfo<ProjectRecord>>({
    url: '/project/record/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/record/{recordId} */
export function getRecord(recordId: number | string) {
  return request<AjaxResult<ProjectRecord>>({
    url: `/project/record/${recordId}`,
    method: 'get',
  });
}

/** POST /project/record */
export function addRecord(data: ProjectRecord) {
  return request<AjaxResult>({
    url: '/project/record',
    method: 'post',
    data,
  });
}

/** PUT /project/record (send back the loaded `version`). */
export function updateRecord(data: ProjectRecord) {
  return request<AjaxResult>({
    url: '/project/record',
    method: 'put',
    data,
  });
}

/** DELETE /project/record/{ids} */
export function delRecord(id: number | string | (number | string)[]) {
  const ids = Array.isArray(id) ? id.join(',') : id;
  return request<AjaxResult>({
    url: `/project/record/${ids}`,
    method: 'delete',
  });
}
