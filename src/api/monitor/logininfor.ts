import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { LogininforQuery, SysLogininfor } from '@/types/monitor-log';

export const LOGININFOR_EXPORT_URL = '/monitor/logininfor/export';

/** GET /monitor/logininfor/list */
export function list(query?: LogininforQuery) {
  return request<TableDataInfo<SysLogininfor>>({
    url: '/monitor/logininfor/list',
    method: 'get',
    params: query,
  });
}

/** DELETE /monitor/logininfor/{ids} (one id or a list). */
export function delLogininfor(infoId: number | string | (number | string)[]) {
  const ids = Array.isArray(infoId) ? infoId.join(',') : infoId;
  return request<AjaxResult>({
    url: `/monitor/logininfor/${ids}`,
    method: 'delete',
  });
}

/** GET /monitor/logininfor/unlock/{userName}: lifts a password lockout. */
export function unlockLogininfor(userName: string) {
  return request<AjaxResult>({
    url: `/monitor/logininfor/unlock/${encodeURIComponent(userName)}`,
    method: 'get',
  });
}

/** DELETE /monitor/logininfor/clean: empties the log. */
export function cleanLogininfor() {
  return request<AjaxResult>({
    url: '/monitor/logininfor/clean',
    method: 'delete',
  });
}
