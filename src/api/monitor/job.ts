import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { ApiData, ApiRow, FormRow, ListQuery } from '@/types/openapi';

/**
 * SysJob, a row of `/monitor/job`. misfirePolicy '0' default, '1' run
 * immediately, '2' run once, '3' do nothing; concurrent '0' allowed, '1'
 * forbidden; status '0' normal, '1' paused.
 */
export type SysJob = FormRow<ApiRow<'/monitor/job/list'>, 'jobId'>;

export type JobQuery = ListQuery<'/monitor/job/list'>;

/** A task of the server's registry, which invoke targets must name. */
export type JobTask = ApiData<'/monitor/job/tasks'>[number];

export type TaskParamType = JobTask['params'][number]['type'];

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
