import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setJson } from '../../server/src/kv/index.js';
import { JobLogRepository } from '../../server/src/repositories/job-logs.js';
import { JobRepository } from '../../server/src/repositories/jobs.js';
import { Lists } from '../../server/src/repositories/lib/lists.js';
import { JobScheduler } from '../../server/src/services/jobs/scheduler.js';
import { parseTarget } from '../../server/src/services/jobs/target.js';
import { createTaskRegistry } from '../../server/src/services/jobs/tasks.js';
import { api, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

async function until<T>(probe: () => Promise<T>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('job scheduler, tasks and invoke targets', () => {
  let t: TestApp;
  let admin: Api;
  let jobs: JobRepository;
  let logs: JobLogRepository;
  const scheduler = () =>
    new JobScheduler({
      jobs,
      logs,
      registry: createTaskRegistry(),
      ctx: {
        db: t.app.db,
        logs,
        kv: t.kv,
        log: t.app.log,
        now: () => Date.now(),
      },
    });
  const insertJob = async (
    name: string,
    target: string,
    cron: string,
    over = {},
  ) =>
    jobs.insert(
      {
        jobName: name,
        jobGroup: 'SYSTEM',
        invokeTarget: target,
        cronExpression: cron,
        misfirePolicy: '3',
        concurrent: '1',
        status: '0',
        ...over,
      },
      'test',
    );
  const messages = async (name: string) =>
    (
      await t.app.db.query<{ m: string; s: string }>(
        `SELECT job_message AS m, status AS s FROM sys_job_log
          WHERE job_name = $1 ORDER BY job_log_id`,
        [name],
      )
    ).map((r) => r.m);

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'), {
      'accept-language': 'en',
    });
    const lists = new Lists(t.app.db, null);
    jobs = new JobRepository(t.app.db, lists);
    logs = new JobLogRepository(t.app.db, lists);
  });
  afterAll(() => t.close());

  it('reads invoke targets strictly, never as code', () => {
    expect(
      parseTarget(`ryTask.ryMultipleParams('ry', true, 2000L, 316.50D, 100)`),
    ).toEqual({
      name: 'ryTask.ryMultipleParams',
      args: [
        { type: 'String', value: 'ry' },
        { type: 'Boolean', value: true },
        { type: 'Long', value: 2000 },
        { type: 'Double', value: 316.5 },
        { type: 'Integer', value: 100 },
      ],
    });
    expect(parseTarget('ryTask.ryNoParams')).toEqual({
      name: 'ryTask.ryNoParams',
      args: [],
    });
    expect(parseTarget(` a.b( "it's" , -3 , 7D ) `).args).toEqual([
      { type: 'String', value: "it's" },
      { type: 'Integer', value: -3 },
      { type: 'Double', value: 7 },
    ]);
    for (const bad of [
      'ryTask',
      'a.b(1,)',
      'a.b(x)',
      'a.b(1 2)',
      'a.b();c.d()',
      'a.b(`id`)',
      'require("fs").x',
      'a.b(12abc)',
    ]) {
      expect(() => parseTarget(bad), bad).toThrow();
    }
  });

  it('two schedulers on one database run each tick once', async () => {
    const id = await insertJob(
      'claim-test',
      'ryTask.ryNoParams',
      '* * * * * ?',
      {
        concurrent: '0',
      },
    );
    const a = scheduler();
    const b = scheduler();
    await Promise.all([a.start(), b.start()]);
    try {
      expect(a.isScheduled(id) && b.isScheduled(id)).toBe(true);
      await until(async () => (await messages('claim-test')).length >= 4);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const fires = await t.app.db.query<{ instance: string }>(
      'SELECT instance FROM sys_job_fire WHERE job_id = $1',
      [id],
    );
    const runs = await messages('claim-test');
    // One log row per claimed tick, however many schedulers saw the tick.
    expect(runs.length).toBe(fires.length);
    const seconds = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_job_fire WHERE job_id = $1
        GROUP BY date_trunc('second', fire_time) HAVING count(*) > 1`,
      [id],
    );
    expect(seconds).toEqual([]);
    // Stopped schedulers run nothing more.
    const after = runs.length;
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await messages('claim-test')).length).toBe(after);
    await jobs.deleteByIds([id]);
  });

  it('a job loaded after a restart honours its misfire policy', async () => {
    const hourly = '0 0 * * * ?';
    const top = new Date();
    top.setMinutes(0, 0, 0);
    // Missed since: the top of the hour three hours ago and the two after it.
    const threeHoursAgo = new Date(top.getTime() - 3 * 3600_000 + 30_000);
    const ids: Record<string, number> = {};
    for (const policy of ['1', '2', '3']) {
      const name = `misfire-${policy}`;
      ids[policy] = await insertJob(
        name,
        `ryTask.ryParams('${policy}')`,
        hourly,
        {
          misfirePolicy: policy,
        },
      );
      // The last tick this job ran before the "restart".
      await t.app.db.query(
        `INSERT INTO sys_job_fire (job_id, fire_time, instance, finished_at)
         VALUES ($1, $2::timestamptz, 'old', now())`,
        [ids[policy], threeHoursAgo.toISOString()],
      );
    }
    const s = scheduler();
    await s.start();
    await s.stop();
    expect((await messages('misfire-1')).length).toBe(3); // every missed hour
    expect((await messages('misfire-2')).length).toBe(1); // once
    expect((await messages('misfire-3')).length).toBe(0); // nothing
    // The catch-up ticks are claimed: a second instance starting now adds none.
    const again = scheduler();
    await again.start();
    await again.stop();
    expect((await messages('misfire-1')).length).toBe(3);
    expect((await messages('misfire-2')).length).toBe(1);
    await jobs.deleteByIds(Object.values(ids));
  });

  it('cleans old log rows after N days', async () => {
    await t.app.db.exec(`
      INSERT INTO sys_oper_log (title, business_type, oper_name, oper_time) VALUES
        ('old', 1, 'admin', localtimestamp(0) - interval '40 days'),
        ('new', 1, 'admin', localtimestamp(0) - interval '2 days');
      INSERT INTO sys_logininfor (user_name, status, msg, login_time) VALUES
        ('old', '0', '', localtimestamp(0) - interval '40 days');
      INSERT INTO sys_job_log (job_name, job_group, invoke_target, create_time) VALUES
        ('old', 'DEFAULT', 'x', localtimestamp(0) - interval '40 days')`);
    const run = async (name: string, target: string) => {
      const id = await insertJob(name, target, '0 0 0 1 1 ? 2099', {
        status: '1',
      });
      await scheduler().runOnce((await jobs.findById(id))!);
      return (await messages(name))[0];
    };
    expect(await run('clean-oper', 'logTask.cleanOperLog(30)')).toMatch(
      /删除了 1 条 30 天前的操作日志$/,
    );
    expect(await run('clean-login', 'logTask.cleanLoginLog(30)')).toMatch(
      /删除了 1 条 30 天前的登录日志$/,
    );
    expect(await run('clean-job', 'logTask.cleanJobLog(30)')).toMatch(
      /删除了 1 条 30 天前的调度日志$/,
    );
    const left = await t.app.db.query<{ title: string }>(
      `SELECT title FROM sys_oper_log WHERE title IN ('old', 'new')`,
    );
    expect(left).toEqual([{ title: 'new' }]);
  });

  it('cleans expired sessions and captcha answers, and counts record views', async () => {
    const now = Date.now();
    await setJson(
      t.kv,
      'login_tokens:stale',
      { tokenId: 'stale', expireTime: now - 1 },
      600,
    );
    await t.kv.set('captcha_codes:gone', '1234', 1);
    await t.kv.set('captcha_codes:live', '5678', 120);
    t.advance(2_000);
    const id = await insertJob(
      'sweep',
      'cacheTask.cleanExpired',
      '0 0 0 1 1 ? 2099',
      {
        status: '1',
      },
    );
    await scheduler().runOnce((await jobs.findById(id))!);
    expect(await t.kv.get('login_tokens:stale')).toBeNull();
    expect(await t.kv.get('captcha_codes:live')).toBe('5678');
    const [msg] = await messages('sweep');
    // admin's own session (signed in above) is live and stays.
    expect(msg).toMatch(
      /删除了 1 个过期会话和 0 个验证码；剩余 1 个会话和 1 个验证码$/,
    );

    const { views } = (await t.app.db.one<{ views: number }>(
      'SELECT sum(total_views)::int AS views FROM project_record',
    ))!;
    const vid = await insertJob(
      'views',
      'siteTask.recountViews',
      '0 0 0 1 1 ? 2099',
      {
        status: '1',
      },
    );
    await scheduler().runOnce((await jobs.findById(vid))!);
    expect((await messages('views'))[0]).toContain(`共浏览 ${views} 次`);
    const en = await admin.get('/monitor/jobLog/list?jobName=views');
    expect(en.rows[0].jobMessage).toMatch(/records have \d+ views in total/);
  });
});
