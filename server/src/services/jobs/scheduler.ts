/**
 * Runs the enabled jobs of sys_job on their Quartz cron expressions.
 *
 * - Every instance schedules every enabled job (status '0'); before running a
 *   tick it claims (job, scheduled fire time) in sys_job_fire, so with several
 *   instances on one database each tick runs once.
 * - The table is the truth: a tick re-reads its job, and sync() (at start,
 *   after a save here, and every SYNC_MS) schedules, reschedules (version
 *   changed) or drops jobs saved by any instance.
 * - concurrent '1' forbids overlapping runs (here and, through the claim,
 *   on other instances): a tick that finds a run going is skipped.
 * - Misfires (ticks missed while the server was down or the job paused) are
 *   handled when a job starts being scheduled: '1' runs each missed tick (at
 *   most MAX_CATCH_UP), '0' and '2' run once now, '3' does nothing.
 * - Timers are unref'd and stop() ends them and waits for runs in flight:
 *   the scheduler never keeps the process alive nor runs after close.
 */
import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { DEFAULT_LANG, translate, type MessageKey } from '../../i18n/index.js';
import type {
  JobLogRepository,
  LogMessage,
} from '../../repositories/job-logs.js';
import type { JobRepository, JobRow } from '../../repositories/jobs.js';
import { cronOf, QUARTZ } from './cron.js';
import type { TaskRegistry } from './registry.js';
import { TargetError } from './target.js';
import type { TaskContext } from './tasks.js';

const SYNC_MS = 30_000;
const PRUNE_MS = 60 * 60_000;
/** Claims kept for misfire accounting and overlap checks. */
const KEEP_FIRES_MS = 24 * 60 * 60_000;
/**
 * A run not finished after this long is taken for a dead instance's (the
 * shipped tasks take milliseconds; a crash mid-run blocks a job that forbids
 * concurrent runs for at most this long).
 */
const STALE_RUN_MS = 10 * 60_000;
const MAX_CATCH_UP = 20;
const STOP_WAIT_MS = 3_000;

export interface SchedulerDeps {
  jobs: JobRepository;
  logs: JobLogRepository;
  registry: TaskRegistry<TaskContext>;
  ctx: TaskContext;
  syncMs?: number;
}

interface Scheduled {
  cron: Cron;
  version: number;
}

/** The translated text of a log message (unknown keys are shown as is). */
export function messageText(m: LogMessage, lang = DEFAULT_LANG): string {
  const params = m.detail
    ? { ...m.params, result: messageText(m.detail, lang) }
    : m.params;
  return translate(lang, m.key as MessageKey, params);
}

export class JobScheduler {
  readonly instance = randomUUID();
  private readonly scheduled = new Map<number, Scheduled>();
  private readonly running = new Map<number, number>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private timers: NodeJS.Timeout[] = [];
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly deps: SchedulerDeps) {}

  async start(): Promise<void> {
    await this.deps.jobs.pruneFires(KEEP_FIRES_MS);
    await this.sync();
    const every = (ms: number, fn: () => Promise<unknown>) => {
      const t = setInterval(() => {
        fn().catch((err) => this.deps.ctx.log.error({ err }, 'job scheduler'));
      }, ms);
      t.unref();
      this.timers.push(t);
    };
    every(this.deps.syncMs ?? SYNC_MS, () => this.sync());
    every(PRUNE_MS, () => this.deps.jobs.pruneFires(KEEP_FIRES_MS));
  }

  async stop(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    for (const s of this.scheduled.values()) s.cron.stop();
    this.scheduled.clear();
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.inFlight]),
      new Promise((r) => {
        timeout = setTimeout(r, STOP_WAIT_MS);
        timeout.unref();
      }),
    ]);
    clearTimeout(timeout);
  }

  /** Brings the timers in line with sys_job (one sync at a time). */
  sync(): Promise<void> {
    const next = this.queue.then(async () => {
      if (this.closed) return;
      const rows = await this.deps.jobs.findAll();
      const ids = new Set(rows.map((r) => r.jobId));
      for (const id of [...this.scheduled.keys()]) {
        if (!ids.has(id)) this.unschedule(id);
      }
      for (const job of rows) await this.reconcile(job);
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Whether this instance has a timer for the job (tests, diagnostics). */
  isScheduled(jobId: number): boolean {
    return this.scheduled.has(jobId);
  }

  /**
   * Runs a job once now, outside its schedule (PUT /monitor/job/run). False,
   * without running, while a job that forbids concurrent runs is running here.
   */
  async runOnce(job: JobRow): Promise<boolean> {
    if (job.concurrent !== '0' && (this.running.get(job.jobId) ?? 0) > 0) {
      return false;
    }
    await this.track(this.execute(job));
    return true;
  }

  private unschedule(jobId: number) {
    this.scheduled.get(jobId)?.cron.stop();
    this.scheduled.delete(jobId);
  }

  private async reconcile(job: JobRow) {
    const current = this.scheduled.get(job.jobId);
    if (job.status !== '0' || this.closed) {
      this.unschedule(job.jobId);
      return;
    }
    if (current?.version === job.version) return;
    this.unschedule(job.jobId);
    if (!cronOf(job.cronExpression)) {
      this.deps.ctx.log.warn({ jobId: job.jobId }, 'job cron is not valid');
      return;
    }
    const timer: Cron = new Cron(
      job.cronExpression.trim(),
      { ...QUARTZ, unref: true, catch: true },
      () => {
        void this.track(
          this.tick(job.jobId, timer).catch((err) =>
            this.deps.ctx.log.error({ err, jobId: job.jobId }, 'job tick'),
          ),
        );
      },
    );
    this.scheduled.set(job.jobId, { cron: timer, version: job.version });
    if (!current) await this.misfire(job, timer);
  }

  private async misfire(job: JobRow, cron: Cron) {
    const policy = job.misfirePolicy;
    if (policy === '3') return;
    const last = await this.deps.jobs.lastFire(job.jobId);
    if (!last) return;
    const now = new Date();
    const missed = cron
      .previousRuns(policy === '1' ? MAX_CATCH_UP : 1, now)
      .filter((t) => t.getTime() > last.getTime())
      .reverse();
    for (const fire of missed) await this.claimAndRun(job, fire);
  }

  private async tick(jobId: number, cron: Cron) {
    if (this.closed) return;
    const now = Date.now();
    const fire =
      cron.previousRuns(1, new Date(now + 1))[0] ??
      new Date(Math.floor(now / 1000) * 1000);
    const job = await this.deps.jobs.findById(jobId);
    if (!job || job.status !== '0') {
      await this.sync();
      return;
    }
    if (job.version !== this.scheduled.get(jobId)?.version) {
      await this.sync();
      if (!cronOf(job.cronExpression)?.match(fire)) return;
    }
    await this.claimAndRun(job, fire);
  }

  private async claimAndRun(job: JobRow, fire: Date) {
    const exclusive = job.concurrent !== '0';
    if (exclusive && (this.running.get(job.jobId) ?? 0) > 0) return;
    const { jobs } = this.deps;
    if (
      !(await jobs.claimFire(
        job.jobId,
        fire,
        this.instance,
        exclusive,
        STALE_RUN_MS,
      ))
    ) {
      return;
    }
    try {
      await this.execute(job);
    } finally {
      await jobs.finishFire(job.jobId, fire);
    }
  }

  /** Runs the job's task and writes one sys_job_log row. */
  private async execute(job: JobRow): Promise<void> {
    this.running.set(job.jobId, (this.running.get(job.jobId) ?? 0) + 1);
    const started = performance.now();
    let status: '0' | '1' = '0';
    let exceptionInfo = '';
    let result: LogMessage;
    try {
      const { task, args } = this.deps.registry.resolve(job.invokeTarget);
      result = await task.run(this.deps.ctx, args);
    } catch (err) {
      status = '1';
      if (err instanceof TargetError) {
        result = { key: err.key, params: err.params };
      } else {
        const e = err instanceof Error ? err : new Error(String(err));
        result = { key: 'job.result.failed', params: { error: e.message } };
        exceptionInfo = e.stack ?? e.message;
      }
      exceptionInfo ||= messageText(result, 'en');
    } finally {
      this.running.set(job.jobId, (this.running.get(job.jobId) ?? 1) - 1);
    }
    const ms = Math.round(performance.now() - started);
    const message: LogMessage = {
      key: 'job.log.took',
      params: { name: job.jobName, ms },
      detail: result,
    };
    await this.deps.logs.insert({
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: messageText(message),
      messageI18n: message,
      status,
      exceptionInfo,
      durationMs: ms,
    });
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    const done = () => this.inFlight.delete(p);
    p.then(done, done);
    return p;
  }
}
