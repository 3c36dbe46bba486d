import { request } from '@/lib/request';
import type { AjaxResult, PageQuery, TableDataInfo } from '@/types/api';

/** SysJobLog, a row of `/monitor/jobLog`. */
export interface SysJobLog {
  jobLogId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  jobMessage: string | null;
  /** '0' success, '1' failure */
  status: string;
  exceptionInfo: string;
  startTime: string | null;
  stopTime: string | null;
  createTime: string | null;
}

export interface JobLogQuery extends PageQuery {
  jobName?: string;
  jobGroup?: string;
  status?: string;
  invokeTarget?: string;
}

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
