/** Job log `/monitor/jobLog`; rows are written by the scheduler. */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { demoMatches, demoRow } from '../../i18n/demo-data.js';
import type { MessageKey } from '../../i18n/index.js';
import type { JobLogRow } from '../../repositories/job-logs.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import { JobLogQuery, JobLogSchema } from '../../schemas/job.js';
import { ServiceError } from '../../errors.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import { messageText } from '../../services/jobs/scheduler.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

type JobLogQuery = Static<typeof JobLogQuery>;

const LOG_TITLE = 'Job log';

const RUN_LABELS: Readonly<Record<string, MessageKey>> = {
  '0': 'dict.sys_common_status.0',
  '1': 'dict.sys_common_status.1',
};

/** Export columns (RuoYi's SysJobLog @Excel fields, sheet 调度日志). */
export const JOB_LOG_EXCEL: ExcelColumn<JobLogRow>[] = [
  { key: 'jobLogId', header: 'field.jobLogId', type: 'number' },
  { key: 'jobName', header: 'field.jobName', width: 24 },
  { key: 'jobGroup', header: 'field.jobGroup' },
  { key: 'invokeTarget', header: 'field.invokeTarget', width: 40 },
  { key: 'jobMessage', header: 'field.jobMessage', width: 50 },
  { key: 'status', header: 'field.runStatus', labels: RUN_LABELS },
  { key: 'exceptionInfo', header: 'field.exceptionInfo', width: 40 },
  { key: 'startTime', header: 'field.startTime', width: 20 },
  { key: 'stopTime', header: 'field.stopTime', width: 20 },
];

/** The row with jobMessage and a seeded job name in the reader's language. */
function localized(req: FastifyRequest, row: JobLogRow): JobLogRow {
  const shown = demoRow(row, req.lang(), 'jobName');
  return row.messageI18n
    ? { ...shown, jobMessage: messageText(row.messageI18n, req.lang()) }
    : shown;
}

export default async function jobLogRoutes(app: RouteApp) {
  const logs = app.repos.jobLogs;
  app.get(
    '/monitor/jobLog/list',
    {
      config: { permission: 'monitor:job:list' },
      schema: {
        querystring: JobLogQuery,
        response: { 200: TableData(JobLogSchema) },
      },
    },
    async (req) => {
      const seededNames = demoMatches(req.query.jobName, req.lang());
      const { rows, total } = await logs.list(
        { ...req.query, seededNames },
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((r) => localized(req, r)),
        total,
      };
    },
  );

  app.post(
    '/monitor/jobLog/export',
    {
      config: {
        permission: 'monitor:job:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: JobLogQuery },
    },
    async (req, reply) => {
      async function* rows() {
        const query = req.body ?? {};
        const seededNames = demoMatches(query.jobName, req.lang());
        for await (const r of logs.stream({ ...query, seededNames })) {
          yield localized(req, r);
        }
      }
      return sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'jobLog.excel.sheet',
          filename: 'job_log',
          columns: JOB_LOG_EXCEL,
        },
        rows(),
      );
    },
  );

  app.delete(
    '/monitor/jobLog/clean',
    {
      config: {
        permission: 'monitor:job:remove',
        log: { title: LOG_TITLE, businessType: 'CLEAN' },
      },
      schema: { response: { 200: AjaxResult } },
    },
    async function cleanJobLog(req) {
      await logs.clean();
      return ok(req);
    },
  );

  app.get(
    '/monitor/jobLog/:jobLogId',
    {
      config: { permission: 'monitor:job:query' },
      schema: {
        params: Type.Object({ jobLogId: Type.Integer() }),
        response: { 200: AjaxData(JobLogSchema) },
      },
    },
    async (req) => {
      const row = await logs.findById(req.params.jobLogId);
      if (!row) throw new ServiceError(500, 'common.notExists');
      return {
        code: 200,
        msg: req.t('common.success'),
        data: localized(req, row),
      };
    },
  );

  app.delete(
    '/monitor/jobLog/:jobLogIds',
    {
      config: {
        permission: 'monitor:job:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ jobLogIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeJobLog(req) {
      const n = await logs.deleteByIds(parseIds(req.params.jobLogIds));
      return toAjax(req, n);
    },
  );
}
