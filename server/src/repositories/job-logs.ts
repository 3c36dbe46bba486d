import type { Queryable } from '../db/index.js';
import type { MessageParams } from '../i18n/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import {
  dateRangeOf,
  orderByOf,
  type Page,
  type PageQuery,
} from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';

/** A message key with its parameters, translated when the log is read. */
export interface LogMessage {
  key: string;
  params: MessageParams;
  /** A message shown inside this one as its {result}. */
  detail?: LogMessage;
}

/** SysJobLog plus the translatable form of jobMessage. */
export interface JobLogRow {
  jobLogId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  jobMessage: string | null;
  messageI18n: LogMessage | null;
  status: string;
  exceptionInfo: string;
  startTime: string | null;
  stopTime: string | null;
  createTime: string | null;
}

export interface JobLogFilter extends PageQuery {
  jobName?: string;
  jobGroup?: string;
  status?: string;
  invokeTarget?: string;
  /** Seeded names shown translated that the name search matched (i18n/demo-data.ts). */
  seededNames?: string[];
}

export interface JobLogInput {
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  jobMessage: string;
  messageI18n: LogMessage;
  status: '0' | '1';
  exceptionInfo: string;
  /** Run time in ms: start_time = stop_time - durationMs. */
  durationMs: number;
}

const COLUMNS = `l.job_log_id AS "jobLogId", l.job_name AS "jobName",
  l.job_group AS "jobGroup", l.invoke_target AS "invokeTarget",
  l.job_message AS "jobMessage", l.message_i18n AS "messageI18n", l.status,
  l.exception_info AS "exceptionInfo", l.start_time AS "startTime",
  l.stop_time AS "stopTime", l.create_time AS "createTime"`;

const SORT = {
  columns: {
    jobLogId: 'l.job_log_id',
    jobName: 'l.job_name',
    jobGroup: 'l.job_group',
    status: 'l.status',
    createTime: 'l.create_time',
  },
  fallback: 'l.create_time DESC, l.job_log_id DESC',
  tiebreak: 'l.job_log_id',
};

const EXPORT_BATCH = 2000;

/** Tables the log-cleaning tasks may empty by age, with their time column. */
const AGED_LOGS = {
  operLog: { table: 'sys_oper_log', column: 'oper_time' },
  loginLog: { table: 'sys_logininfor', column: 'login_time' },
  jobLog: { table: 'sys_job_log', column: 'create_time' },
} as const;

export type AgedLog = keyof typeof AGED_LOGS;

export class JobLogRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  async insert(l: JobLogInput): Promise<void> {
    await this.db.query(
      `INSERT INTO sys_job_log (job_name, job_group, invoke_target, job_message,
         message_i18n, status, exception_info, start_time, stop_time)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7,
         localtimestamp(0) - make_interval(secs => $8::float8 / 1000),
         localtimestamp(0))`,
      [
        l.jobName,
        l.jobGroup,
        l.invokeTarget,
        l.jobMessage.slice(0, 500),
        JSON.stringify(l.messageI18n),
        l.status,
        l.exceptionInfo.slice(0, 2000),
        Math.round(l.durationMs),
      ],
    );
  }

  private spec(f: JobLogFilter) {
    const { begin, end } = dateRangeOf(f as Record<string, unknown>);
    const where = new SqlWhere()
      .likeOrIn('l.job_name', f.jobName, f.seededNames)
      .eq('l.job_group', f.jobGroup)
      .eq('l.status', f.status)
      .like('l.invoke_target', f.invokeTarget)
      .timeRange('l.create_time', begin, end);
    return {
      columns: COLUMNS,
      from: 'sys_job_log l',
      tables: ['sys_job_log'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(f: JobLogFilter, page: Page): Promise<PageResult<JobLogRow>> {
    return this.lists.page<JobLogRow>(this.spec(f), page);
  }

  /** Every matching row in list order, read in batches (exports). */
  async *stream(f: JobLogFilter): AsyncGenerator<JobLogRow> {
    const spec = this.spec(f);
    const top = await this.db.one<{ id: number | null }>(
      'SELECT max(job_log_id) AS id FROM sys_job_log',
    );
    if (top?.id == null) return;
    spec.where.and(`l.job_log_id <= ${spec.where.param(top.id)}`);
    const n = spec.where.params.length;
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await this.db.query<JobLogRow>(
        `SELECT ${spec.columns} FROM ${spec.from}${spec.where.sql()} ${spec.orderBy}
          LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...spec.where.params, EXPORT_BATCH, offset],
      );
      yield* rows;
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  findById(jobLogId: number): Promise<JobLogRow | undefined> {
    return this.db.one<JobLogRow>(
      `SELECT ${COLUMNS} FROM sys_job_log l WHERE l.job_log_id = $1`,
      [jobLogId],
    );
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sys_job_log WHERE job_log_id = ANY($1) RETURNING job_log_id',
      [ids],
    );
    return rows.length;
  }

  /** Empties the log (contract: truncates). */
  async clean(): Promise<void> {
    await this.db.exec('TRUNCATE TABLE sys_job_log');
  }

  /** Deletes rows of one log older than `days` days; returns how many. */
  async deleteOlderThan(log: AgedLog, days: number): Promise<number> {
    const { table, column } = AGED_LOGS[log];
    const row = await this.db.one<{ n: number }>(
      `WITH gone AS (
         DELETE FROM ${table}
          WHERE ${column} < localtimestamp(0) - make_interval(days => $1)
          RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [days],
    );
    return row?.n ?? 0;
  }
}
