/** The scheduled jobs as data: search, columns, permissions and API calls. */
import {
  delJob,
  getJob,
  JOB_EXPORT_URL,
  listJob,
  type JobQuery,
  type SysJob,
} from '@/api/monitor/job';
import { CopyText } from '@/components/copy-text';
import type { ListScreenSchema } from '@/components/list-screen';

export const jobSchema: ListScreenSchema<SysJob, JobQuery> = {
  ns: 'monitor-job',
  idKey: 'jobId',
  nameKey: 'jobName',
  perms: {
    add: 'monitor:job:add',
    edit: 'monitor:job:edit',
    remove: 'monitor:job:remove',
    export: 'monitor:job:export',
  },
  dicts: ['sys_job_group', 'sys_job_status'],
  // the add / edit dialog is the view's (task picker, cron preview)
  api: {
    list: listJob,
    get: getJob,
    remove: delJob,
    exportUrl: JOB_EXPORT_URL,
  },
  initialQuery: { jobName: undefined, jobGroup: undefined, status: undefined },
  search: [
    { type: 'input', key: 'jobName' },
    { type: 'select', key: 'jobGroup', dict: 'sys_job_group' },
    { type: 'select', key: 'status', dict: 'sys_job_status' },
  ],
  columns: [
    { key: 'jobId', align: 'center', width: 90, sorter: true },
    { key: 'jobName', align: 'center', ellipsis: true },
    { key: 'jobGroup', align: 'center', width: 130, dict: 'sys_job_group' },
    {
      key: 'invokeTarget',
      align: 'center',
      ellipsis: true,
      render: (row, { t }) => (
        <CopyText value={row.invokeTarget} name={t('fields.invokeTarget')} />
      ),
    },
    { key: 'cronExpression', align: 'center', width: 160 },
    { key: 'status', align: 'center', width: 90 },
  ],
  actions: {
    width: 300,
    perms: [
      'monitor:job:edit',
      'monitor:job:remove',
      'monitor:job:changeStatus',
      'monitor:job:query',
      'monitor:job:list',
    ],
  },
};
