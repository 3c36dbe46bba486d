/** The job log as data: search, columns, permissions and API calls. */
import {
  cleanJobLog,
  delJobLog,
  JOB_LOG_EXPORT_URL,
  listJobLog,
  type JobLogQuery,
  type SysJobLog,
} from '@/api/monitor/job-log';
import type { ListScreenSchema } from '@/components/list-screen';

export const jobLogSchema: ListScreenSchema<SysJobLog, JobLogQuery> = {
  ns: 'monitor-job',
  idKey: 'jobLogId',
  nameKey: 'jobName',
  perms: {
    remove: 'monitor:job:remove',
    clean: 'monitor:job:remove',
    export: 'monitor:job:export',
  },
  dicts: ['sys_job_group', 'sys_common_status'],
  api: {
    list: listJobLog,
    remove: delJobLog,
    clean: cleanJobLog,
    exportUrl: JOB_LOG_EXPORT_URL,
  },
  initialQuery: { jobName: undefined, jobGroup: undefined, status: undefined },
  search: [
    { type: 'input', key: 'jobName' },
    { type: 'select', key: 'jobGroup', dict: 'sys_job_group' },
    {
      type: 'select',
      key: 'status',
      dict: 'sys_common_status',
      label: 'fields.runStatus',
    },
    {
      type: 'dateRange',
      withTime: true,
      label: 'fields.runTime',
      placeholders: ['begin', 'end'],
    },
  ],
  columns: [
    { key: 'jobLogId', align: 'center', width: 90 },
    { key: 'jobName', align: 'center', ellipsis: true },
    { key: 'jobGroup', align: 'center', width: 130, dict: 'sys_job_group' },
    { key: 'invokeTarget', align: 'center', ellipsis: true },
    { key: 'jobMessage', align: 'center', ellipsis: true },
    {
      key: 'status',
      title: 'fields.runStatus',
      align: 'center',
      width: 100,
      dict: 'sys_common_status',
    },
    { key: 'createTime', align: 'center', width: 170 },
  ],
  // the Details column shows to everyone who may open the log
  actions: { width: 110, perms: ['monitor:job:list'] },
  texts: { entityIds: 'logEntityIds', exportName: 'logExportName' },
};
