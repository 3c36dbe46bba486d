import { request } from '@/lib/request';
import type { AjaxResult, PageQuery, TableDataInfo } from '@/types/api';

/** SysJob, a row of `/monitor/job`. */
export interface SysJob {
  jobId?: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  /** '0' default, '1' run immediately, '2' run once, '3' do nothing */
  misfirePolicy: string;
  /** '0' allowed, '1' forbidden */
  concurrent: string;
  /** '0' normal, '1' paused */
  status: string;
  remark?: string | null;
  nextValidTime?: string | null;
  createBy?: string;
  createTime?: string | null;
  version?: number;
}

export interface JobQuery extends PageQuery {
  jobName?: string;
  jobGroup?: string;
  status?: string;
  invokeTarget?: string;
}

export type TaskParamType =
  | 'String'
  | 'Boolean'
  | 'Long'
  | 'Double'
  | 'Integer';

/** A task of the server's registry, which invoke targets must name. */
export interface JobTask {
  name: string;
  description: string;
  params: { label: string; type: TaskParamType; min?: number }[];
}

export const JOB_EXPORT_URL = '/monitor/job/export';

/** GET /monitor/job/list */
export function listJob(query?: JobQuery) {
  return request<TableDataInfo<SysJob>>({
    url: '/monitor/job/list',
    method: 'get',
    params: query,
  });
}

/** GET /monitor/job/{jobId} (with nextValidTime) */
export function getJob(jobId: number | string) {
  return request<AjaxResult<SysJob>>({
    url: `/monitor/job/${jobId}`,
    method: 'get',
  });
}

/** GET /monitor/job/tasks: the registered tasks and their parameter types. */
export function listJobTasks() {
  return request<AjaxResult<JobTask[]>>({
    url: '/monitor/job/tasks',
    method: 'get',
  });
}

/** POST /monitor/job */
export function addJob(data: SysJob) {
  return request<AjaxResult>({ url: '/monitor/job', method: 'post', data });
}

/** PUT /monitor/job (send back the loaded `version`). */
export function updateJob(data: SysJob) {
  return request<AjaxResult>({ url: '/monitor/job', method: 'put', data });
}

/** DELETE /monitor/job/{ids} */
export function delJob(jobId: number | string | (number | string)[]) {
  const ids = Array.isArray(jobId) ? jobId.join(',') : jobId;
  return request<AjaxResult>({ url: `/monitor/job/${ids}`, method: 'delete' });
}

/** PUT /monitor/job/changeStatus: '0' resume, '1' pause. */
export function changeJobStatus(jobId: number | string, status: string) {
  return request<AjaxResult>({
    url: '/monitor/job/changeStatus',
    method: 'put',
    data: { jobId, status },
  });
}

/** PUT /monitor/job/run: runs the job once now. */
export function runJob(jobId: number | string, jobGroup: string) {
  return request<AjaxResult>({
    url: '/monitor/job/run',
    method: 'put',
    data: { jobId, jobGroup },
  });
}
