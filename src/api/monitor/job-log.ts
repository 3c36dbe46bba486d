import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { ApiRow, ListQuery } from '@/types/openapi';

/** SysJobLog, a row of `/monitor/jobLog`; status '0' success, '1' failure. */
export type SysJobLog = ApiRow<'/monitor/jobLog/list'>;

export type JobLogQuery = ListQuery<'/monitor/jobLog/list'>;

export const JOB_LOG_EXPORT_URL = '/monitor/jobLog/export';

/** GET /monitor/jobLog/list (newest first) */
export function listJobLog(query?: JobLogQuery) {
  return request<TableDataInfo<SysJobLog>>({
    url: '/monitor/jobLog/list',
    method: 'get',
    params: query,
  });
}

/** DELETE /monitor/jobLog/{ids} */
export function delJobLog(jobLogId: number | string | (number | string)[]) {
  const ids = Array.isArray(jobLogId) ? jobLogId.join(',') : jobLogId;
  return request<AjaxResult>({
    url: `/monitor/jobLog/${ids}`,
    method: 'delete',
  });
}

/** DELETE /monitor/jobLog/clean: empties the job log. */
export function cleanJobLog() {
  return request<AjaxResult>({
    url: '/monitor/jobLog/clean',
    method: 'delete',
  });
}
