import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { NavRecordQuery, ProjectNavRecord } from '@/types/nav-record';

export const NAV_RECORD_EXPORT_URL = '/project/navRecord/export';

/** GET /project/navRecord/list */
export function listNavRecord(query?: NavRecordQuery) {
  return request<TableDataInfo<ProjectNavRecord>>({
    url: '/project/navRecord/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/navRecord/{navRecordId} */
export function getNavRecord(navRecordId: number | string) {
  return request<AjaxResult<ProjectNavRecord>>({
    url: `/project/navRecord/${navRecordId}`,
    method: 'get',
  });
}

/** POST /project/navRecord */
export function addNavRecord(data: ProjectNavRecord) {
  return request<AjaxResult>({
    url: '/project/navRecord',
    method: 'post',
    data,
  });
}

/** PUT /project/navRecord (send back the loaded `version`). */
export function updateNavRecord(data: ProjectNavRecord) {
  return request<AjaxResult>({
    url: '/project/navRecord',
    method: 'put',
    data,
  });
}

/** DELETE /project/navRecord/{ids} */
export function delNavRecord(id: number | string | (number | string)[]) {
  const ids = Array.isArray(id) ? id.join(',') : id;
  return request<AjaxResult>({
    url: `/project/navRecord/${ids}`,
    method: 'delete',
  });
}
