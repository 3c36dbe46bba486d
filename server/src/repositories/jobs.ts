import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import { orderByOf, type Page, type PageQuery } from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { updateChecked } from './lib/writes.js';

/** SysJob, without the computed nextValidTime. */
export interface JobRow {
  jobId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: string;
  concurrent: string;
  status: string;
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface JobFilter extends PageQuery {
  jobName?: string;
  jobGroup?: string;
  status?: string;
  invokeTarget?: string;
  /** Seeded names shown translated that the name search matched (i18n/demo-data.ts). */
  seededNames?: string[];
}

export interface JobInput {
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: string;
  concurrent: string;
  status: string;
  remark?: string | null;
}

const COLUMNS = `j.job_id AS "jobId", j.job_name AS "jobName",
  j.job_group AS "jobGroup", j.invoke_target AS "invokeTarget",
  j.cron_expression AS "cronExpression", j.misfire_policy AS "misfirePolicy",
  j.concurrent, j.status, j.remark, j.create_by AS "createBy",
  j.create_time AS "createTime", j.update_by AS "updateBy",
  j.update_time AS "updateTime", j.version`;

const SORT = {
  columns: {
    jobId: 'j.job_id',
    jobName: 'j.job_name',
    jobGroup: 'j.job_group',
    invokeTarget: 'j.invoke_target',
    cronExpression: 'j.cron_expression',
    status: 'j.status',
    createTime: 'j.create_time',
  },
  fallback: 'j.job_id',
  tiebreak: 'j.job_id',
};

export class JobRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  private spec(f: JobFilter) {
    const where = new SqlWhere()
      .likeOrIn('j.job_name', f.jobName, f.seededNames)
      .eq('j.job_group', f.jobGroup)
      .eq('j.status', f.status)
      .like('j.invoke_target', f.invokeTarget);
    return {
      columns: COLUMNS,
      from: 'sys_job j',
      tables: ['sys_job'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(f: JobFilter, page: Page): Promise<PageResult<JobRow>> {
    return this.lists.page<JobRow>(this.spec(f), page);
  }

  /** Every matching job in list order (export). */
  listAll(f: JobFilter): Promise<JobRow[]> {
    return this.lists.all<JobRow>(this.spec(f));
  }

  /** Every job (the scheduler's view of the table). */
  findAll(): Promise<JobRow[]> {
    return this.db.query<JobRow>(
      `SELECT ${COLUMNS} FROM sys_job j ORDER BY j.job_id`,
    );
  }

  findById(jobId: number): Promise<JobRow | undefined> {
    return this.db.one<JobRow>(
      `SELECT ${COLUMNS} FROM sys_job j WHERE j.job_id = $1`,
      [jobId],
    );
  }

  async insert(j: JobInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ jobId: number }>(
      `INSERT INTO sys_job (job_name, job_group, invoke_target, cron_expression,
         misfire_policy, concurrent, status, remark, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING job_id AS "jobId"`,
      [
        j.jobName,
        j.jobGroup,
        j.invokeTarget,
        j.cronExpression,
        j.misfirePolicy,
        j.concurrent,
        j.status,
        j.remark ?? '',
        createBy,
      ],
    );
    return row!.jobId;
  }

  update(
    jobId: number,
    j: JobInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_job',
      idColumn: 'job_id',
      id: jobId,
      version,
      updateBy,
      set: {
        job_name: j.jobName,
        job_group: j.jobGroup,
        invoke_target: j.invokeTarget,
        cron_expression: j.cronExpression,
        misfire_policy: j.misfirePolicy,
        concurrent: j.concurrent,
        status: j.status,
        remark: j.remark === undefined ? undefined : (j.remark ?? ''),
      },
    });
  }

  /** '0' resume / '1' pause; bumps the version so every instance reschedules. */
  changeStatus(jobId: number, status: string, updateBy: string) {
    return updateChecked(this.db, {
      table: 'sys_job',
      idColumn: 'job_id',
      id: jobId,
      updateBy,
      set: { status },
    });
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sys_job WHERE job_id = ANY($1) RETURNING job_id',
      [ids],
    );
    await this.db.query('DELETE FROM sys_job_fire WHERE job_id = ANY($1)', [
      ids,
    ]);
    return rows.length;
  }

  /**
   * Claims one scheduled tick of a job for this instance. False when another
   * instance (or an earlier call) has it, or, with `exclusive`, while a run of
   * the job has not finished anywhere (runs older than `staleMs` are taken
   * for dead instances).
   */
  async claimFire(
    jobId: number,
    fireTime: Date,
    instance: string,
    exclusive: boolean,
    staleMs: number,
  ): Promise<boolean> {
    const row = await this.db.one(
      `INSERT INTO sys_job_fire (job_id, fire_time, instance)
       SELECT $1, $2::timestamptz, $3
        WHERE NOT $4::boolean OR NOT EXISTS (
          SELECT 1 FROM sys_job_fire
           WHERE job_id = $1 AND finished_at IS NULL
             AND claimed_at > now() - make_interval(secs => $5::float8 / 1000))
       ON CONFLICT DO NOTHING RETURNING job_id`,
      [jobId, fireTime.toISOString(), instance, exclusive, staleMs],
    );
    return row !== undefined;
  }

  async finishFire(jobId: number, fireTime: Date): Promise<void> {
    await this.db.query(
      `UPDATE sys_job_fire SET finished_at = now()
        WHERE job_id = $1 AND fire_time = $2::timestamptz`,
      [jobId, fireTime.toISOString()],
    );
  }

  /** The newest claimed tick of a job (misfires are counted after it). */
  async lastFire(jobId: number): Promise<Date | null> {
    const row = await this.db.one<{ t: Date | string | null }>(
      'SELECT max(fire_time) AS t FROM sys_job_fire WHERE job_id = $1',
      [jobId],
    );
    return row?.t ? new Date(row.t) : null;
  }

  /** Drops claims older than `keepMs`, keeping each job's newest. */
  async pruneFires(keepMs: number): Promise<void> {
    await this.db.query(
      `DELETE FROM sys_job_fire f
        WHERE f.fire_time < now() - make_interval(secs => $1::float8 / 1000)
          AND f.fire_time < (SELECT max(g.fire_time) FROM sys_job_fire g
                              WHERE g.job_id = f.job_id)`,
      [keepMs],
    );
  }
}
