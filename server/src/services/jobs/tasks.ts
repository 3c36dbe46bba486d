/** The tasks this server ships (the invoke targets jobs may name). */
import type { FastifyBaseLogger } from 'fastify';
import { getJson, type Kv } from '../../kv/index.js';
import type { Db } from '../../db/index.js';
import type { JobLogRepository } from '../../repositories/job-logs.js';
import { EnquiryRetentionRepository } from '../../repositories/enquiry-retention.js';
import { createRepositories } from '../../repositories/index.js';
import { RecordViewRepository } from '../../repositories/record-views.js';
import { CAPTCHA_PREFIX } from '../captcha.js';
import { SESSION_PREFIX, type LoginSession } from '../infra/session.js';
import { CONTACT_TERMS } from '../contact-terms.js';
import { TaskRegistry, type TaskDef } from './registry.js';

export interface TaskContext {
  db: Db;
  logs: JobLogRepository;
  kv: Kv;
  log: FastifyBaseLogger;
  now: () => number;
}

type Task = TaskDef<TaskContext>;

const DAYS = { label: 'job.param.days', type: 'Integer', min: 1 } as const;

/** Days of record views kept row by row before a recount folds them into the totals. */
export const VIEW_LOG_DAYS = 90;

const samples: Task[] = [
  {
    name: 'ryTask.ryNoParams',
    description: 'job.task.ryNoParams',
    params: [],
    async run(ctx) {
      ctx.log.info('ryTask.ryNoParams: ran without parameters');
      return { key: 'job.result.noParams', params: {} };
    },
  },
  {
    name: 'ryTask.ryParams',
    description: 'job.task.ryParams',
    params: [{ label: 'job.param.text', type: 'String' }],
    async run(ctx, [text]) {
      ctx.log.info({ text }, 'ryTask.ryParams');
      return { key: 'job.result.params', params: { args: String(text) } };
    },
  },
  {
    name: 'ryTask.ryMultipleParams',
    description: 'job.task.ryMultipleParams',
    params: [
      { label: 'job.param.text', type: 'String' },
      { label: 'job.param.flag', type: 'Boolean' },
      { label: 'job.param.long', type: 'Long' },
      { label: 'job.param.double', type: 'Double' },
      { label: 'job.param.integer', type: 'Integer' },
    ],
    async run(ctx, args) {
      ctx.log.info({ args }, 'ryTask.ryMultipleParams');
      return {
        key: 'job.result.params',
        params: { args: args.map(String).join(', ') },
      };
    },
  },
];

const cleanLog = (
  name: string,
  log: 'operLog' | 'loginLog' | 'jobLog',
): Task => ({
  name,
  description: `job.task.${log}` as const,
  params: [DAYS],
  async run(ctx, [days]) {
    const count = await ctx.logs.deleteOlderThan(log, Number(days));
    return {
      key: `job.result.${log}` as const,
      params: { count, days: Number(days) },
    };
  },
});

/** Drops expired keys under a prefix; returns [dropped, left]. */
async function sweep(
  kv: Kv,
  prefix: string,
  expired: (key: string) => Promise<boolean>,
): Promise<[number, number]> {
  // The in-process kv drops keys past their TTL as it lists them; Redis
  // expires them by itself. What is listed is what is still there.
  const keys = await kv.keys(prefix);
  const gone: string[] = [];
  for (const key of keys) if (await expired(key)) gone.push(key);
  const dropped = gone.length ? await kv.del(...gone) : 0;
  return [dropped, keys.length - dropped];
}

const maintenance: Task[] = [
  cleanLog('logTask.cleanOperLog', 'operLog'),
  cleanLog('logTask.cleanLoginLog', 'loginLog'),
  cleanLog('logTask.cleanJobLog', 'jobLog'),
  {
    name: 'cacheTask.cleanExpired',
    description: 'job.task.cleanExpired',
    params: [],
    async run(ctx) {
      const now = ctx.now();
      const [sessionsGone, sessions] = await sweep(
        ctx.kv,
        SESSION_PREFIX,
        async (key) => {
          const s = await getJson<LoginSession>(ctx.kv, key);
          return !s || typeof s.expireTime !== 'number' || s.expireTime <= now;
        },
      );
      const [captchaGone, captcha] = await sweep(
        ctx.kv,
        CAPTCHA_PREFIX,
        async (key) => (await ctx.kv.ttl(key)) === 0,
      );
      return {
        key: 'job.result.cleanExpired',
        params: { sessionsGone, sessions, captchaGone, captcha },
      };
    },
  },
  {
    name: 'contentTask.cleanRevisions',
    description: 'job.task.cleanRevisions',
    params: [],
    async run(ctx) {
      const days = await revisionDays(ctx.db);
      const count = await createRepositories(ctx.db).revisions.clean(days);
      return { key: 'job.result.cleanRevisions', params: { count, days } };
    },
  },
  {
    name: 'enquiryTask.purgeExpired',
    description: 'job.task.purgeExpired',
    params: [],
    async run(ctx) {
      const days = await positiveParameter(
        ctx.db,
        ...CONTACT_TERMS.retentionDays,
      );
      const purged = await ctx.db.transaction((tx) =>
        new EnquiryRetentionRepository(tx).purge(days),
      );
      return {
        key: 'job.result.purgeExpired',
        params: { count: purged.enquiries, days, mails: purged.mails },
      };
    },
  },
  {
    name: 'siteTask.recountViews',
    description: 'job.task.recountViews',
    params: [],
    async run(ctx) {
      const v = await ctx.db.transaction((tx) =>
        new RecordViewRepository(tx).recount(VIEW_LOG_DAYS),
      );
      return {
        key: 'job.result.recountViews',
        params: {
          records: v.records,
          views: v.views,
          repaired: v.repaired,
          top: v.topTitle ?? '-',
          topViews: v.topViews,
        },
      };
    },
  },
];

/** Days of content revisions kept (parameter; 365 when unset or not a number). */
function revisionDays(db: Db): Promise<number> {
  return positiveParameter(db, 'sys.content.revisionDays', 365);
}

/** A parameter holding a whole number above 0 (`fallback` when unset or not one). */
async function positiveParameter(
  db: Db,
  key: string,
  fallback: number,
): Promise<number> {
  const row = await db.one<{ v: string }>(
    'SELECT config_value AS v FROM sys_config WHERE config_key = $1',
    [key],
  );
  const n = Number.parseInt(row?.v ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The registry every scheduler and the job routes use. */
export function createTaskRegistry(): TaskRegistry<TaskContext> {
  return new TaskRegistry<TaskContext>([...samples, ...maintenance]);
}
