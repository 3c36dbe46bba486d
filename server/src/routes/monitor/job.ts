/** Scheduled jobs and job log (/monitor/job, /monitor/jobLog); starts the scheduler. */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  demoMatches,
  demoRow,
  demoStored,
  demoText,
} from '../../i18n/demo-data.js';
import type { JobInput, JobRow } from '../../repositories/jobs.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  JobAdd,
  JobChangeStatus,
  JobEdit,
  JobQuery,
  JobRun,
  JobSchema,
  TaskSchema,
} from '../../schemas/job.js';
import { ServiceError } from '../../errors.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import {
  formatDateTime,
  isValidCron,
  nextRuns,
} from '../../services/jobs/cron.js';
import { JobScheduler } from '../../services/jobs/scheduler.js';
import { TargetError } from '../../services/jobs/target.js';
import { createTaskRegistry } from '../../services/jobs/tasks.js';
import { ok, toAjax } from '../lib/answers.js';
import { labelsOf } from '../lib/labels.js';
import type { RouteApp } from '../lib/route-app.js';

type JobQuery = Static<typeof JobQuery>;
type JobBody = Static<typeof JobAdd>;

const LOG_TITLE = 'Scheduled job';

const JOB_STATUS_LABELS = labelsOf('dict.sys_job_status', ['0', '1']);
const GROUP_LABELS = labelsOf('dict.sys_job_group', ['DEFAULT', 'SYSTEM']);

/** Export columns (RuoYi's SysJob @Excel fields, sheet 定时任务). */
export const JOB_EXCEL: ExcelColumn<JobRow>[] = [
  { key: 'jobId', header: 'field.jobId', type: 'number' },
  { key: 'jobName', header: 'field.jobName', width: 24 },
  { key: 'jobGroup', header: 'field.jobGroup', labels: GROUP_LABELS },
  { key: 'invokeTarget', header: 'field.invokeTarget', width: 40 },
  { key: 'cronExpression', header: 'field.cronExpression', width: 20 },
  {
    key: 'misfirePolicy',
    header: 'field.misfirePolicy',
    labels: labelsOf('job.misfire', ['0', '1', '2', '3']),
  },
  {
    key: 'concurrent',
    header: 'field.concurrent',
    labels: labelsOf('job.concurrent', ['0', '1']),
  },
  { key: 'status', header: 'field.status', labels: JOB_STATUS_LABELS },
];

export default async function jobRoutes(app: RouteApp) {
  const { jobs, jobLogs: logs } = app.repos;
  const registry = createTaskRegistry();
  const scheduler = new JobScheduler({
    jobs,
    logs,
    registry,
    ctx: { db: app.db, logs, kv: app.kv, log: app.log, now: Date.now },
  });
  app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());

  /** Refuses a bad cron or target with the contract's "add/modify job 'x' failed" message. */
  function check(req: FastifyRequest, body: JobBody, op: 'add' | 'edit') {
    if (!isValidCron(body.cronExpression)) {
      throw new ServiceError(500, `job.${op}.cronInvalid`, {
        name: body.jobName,
      });
    }
    try {
      registry.resolve(body.invokeTarget);
    } catch (err) {
      if (!(err instanceof TargetError)) throw err;
      throw new ServiceError(500, `job.${op}.targetInvalid`, {
        name: body.jobName,
        reason: req.t(err.key, err.params),
      });
    }
  }

  const input = (b: JobBody): JobInput => ({
    ...b,
    invokeTarget: b.invokeTarget.trim(),
    cronExpression: b.cronExpression.trim(),
    misfirePolicy: b.misfirePolicy ?? '0',
    concurrent: b.concurrent ?? '1',
  });

  app.get(
    '/monitor/job/list',
    {
      config: { permission: 'monitor:job:list' },
      schema: {
        querystring: JobQuery,
        response: { 200: TableData(JobSchema) },
      },
    },
    async (req) => {
      const lang = req.lang();
      const seededNames = demoMatches(req.query.jobName, lang);
      const { rows, total } = await jobs.list(
        { ...req.query, seededNames },
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((j) => demoRow(j, lang, 'jobName', 'remark')),
        total,
      };
    },
  );

  app.post(
    '/monitor/job/export',
    {
      config: {
        permission: 'monitor:job:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: JobQuery },
    },
    async (req, reply) => {
      const lang = req.lang();
      const query = req.body ?? {};
      const seededNames = demoMatches(query.jobName, lang);
      const rows = await jobs.listAll({ ...query, seededNames });
      return sendXlsx(
        reply,
        lang,
        { sheet: 'job.excel.sheet', filename: 'job', columns: JOB_EXCEL },
        rows.map((j) => demoRow(j, lang, 'jobName', 'remark')),
      );
    },
  );

  app.get(
    '/monitor/job/tasks',
    {
      config: { permission: 'monitor:job:list' },
      schema: { response: { 200: AjaxData(Type.Array(TaskSchema)) } },
    },
    async (req) => ({
      code: 200,
      msg: req.t('common.success'),
      data: registry.list().map((t) => ({
        name: t.name,
        description: req.t(t.description),
        params: t.params.map((p) => ({ ...p, label: req.t(p.label) })),
      })),
    }),
  );

  app.get(
    '/monitor/job/:jobId',
    {
      config: { permission: 'monitor:job:query' },
      schema: {
        params: Type.Object({ jobId: Type.Integer() }),
        response: { 200: AjaxData(JobSchema) },
      },
    },
    async (req) => {
      const job = await jobs.findById(req.params.jobId);
      if (!job) throw new ServiceError(500, 'job.notExists');
      const [next] = nextRuns(job.cronExpression, 1);
      return {
        code: 200,
        msg: req.t('common.success'),
        data: {
          ...demoRow(job, req.lang(), 'jobName', 'remark'),
          nextValidTime: next ? formatDateTime(next) : null,
        },
      };
    },
  );

  app.post(
    '/monitor/job',
    {
      config: {
        permission: 'monitor:job:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: JobAdd, response: { 200: AjaxResult } },
    },
    async function addJob(req) {
      check(req, req.body, 'add');
      await jobs.insert(input(req.body), req.loginUser!.userName);
      await scheduler.sync();
      return ok(req);
    },
  );

  app.put(
    '/monitor/job',
    {
      config: {
        permission: 'monitor:job:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: JobEdit, response: { 200: AjaxResult } },
    },
    async function editJob(req) {
      check(req, req.body, 'edit');
      const { jobId, version } = req.body;
      const current = await jobs.findById(jobId);
      // Seeded names shown translated and saved unchanged stay seeded.
      const lang = req.lang();
      const body = input(req.body);
      await jobs.update(
        jobId,
        {
          ...body,
          jobName: demoStored(body.jobName, current?.jobName, lang),
          remark: demoStored(body.remark, current?.remark, lang),
        },
        version,
        req.loginUser!.userName,
      );
      await scheduler.sync();
      return ok(req);
    },
  );

  app.put(
    '/monitor/job/changeStatus',
    {
      config: {
        permission: 'monitor:job:changeStatus',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: JobChangeStatus, response: { 200: AjaxResult } },
    },
    async function changeJobStatus(req) {
      const { jobId, status } = req.body;
      await jobs.changeStatus(jobId, status, req.loginUser!.userName);
      await scheduler.sync();
      return ok(req);
    },
  );

  app.put(
    '/monitor/job/run',
    {
      config: {
        permission: 'monitor:job:changeStatus',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: JobRun, response: { 200: AjaxResult } },
    },
    async function runJob(req) {
      const job = await jobs.findById(req.body.jobId);
      if (!job) throw new ServiceError(500, 'job.notExists');
      if (!(await scheduler.runOnce(job))) {
        throw new ServiceError(500, 'job.running', {
          name: demoText(job.jobName, req.lang()),
        });
      }
      return ok(req);
    },
  );

  app.delete(
    '/monitor/job/:jobIds',
    {
      config: {
        permission: 'monitor:job:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ jobIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeJob(req) {
      const n = await jobs.deleteByIds(parseIds(req.params.jobIds));
      await scheduler.sync();
      return toAjax(req, n);
    },
  );
}
