import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { OperLogQuery, SysOperLog } from '@/types/monitor-log';

export const OPERLOG_EXPORT_URL = '/monitor/operlog/export';

/** GET /monitor/operlog/list */
export function list(query?: OperLogQuery) {
  return request<TableDataInfo<SysOperLog>>({
    url: '/monitor/operlog/list',
    method: 'get',
    params: query,
  });
}

/** DELETE /monitor/operlog/{ids} (one id or a list). */
export function delOperlog(operId: number | string | (number | string)[]) {
  const ids = Array.isArray(operId) ? operId.join(',') : operId;
  return request<AjaxResult>({
    url: `/monitor/operlog/${ids}`,
    method: 'delete',
  });
}

/** DELETE /monitor/operlog/clean: empties the log. */
export function cleanOperlog() {
  return request<AjaxResult>({
    url: '/monitor/operlog/clean',
    method: 'delete',
  });
}
