import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const ok = { code: 200, msg: 'Operation succeeded' };
const forbidden = {
  code: 403,
  msg: 'No permission, please contact the administrator',
};

/** Polls until `probe` returns a truthy value (bounded; no fixed sleeps). */
async function until<T>(probe: () => Promise<T>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('/monitor/job and /monitor/jobLog', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  const job = (over: Json = {}) => ({
    jobName: 'tick-test',
    jobGroup: 'DEFAULT',
    invokeTarget: "ryTask.ryParams('tick')",
    cronExpression: '* * * * * ?',
    misfirePolicy: '3',
    concurrent: '1',
    status: '0',
    remark: '',
    ...over,
  });
  const idOf = async (name: string) =>
    (await admin.get(`/monitor/job/list?jobName=${name}`)).rows[0].jobId;
  const logCount = async (name: string) =>
    (await admin.get(`/monitor/jobLog/list?jobName=${name}`)).total as number;

  beforeAll(async () => {
    t = await createTestApp();
    const en = { 'accept-language': 'en' };
    admin = api(t.app, await loginToken(t.app, 'admin'), en);
    ry = api(t.app, await loginToken(t.app, 'ry'), en);
  });
  afterAll(() => t.close());

  it('lists the seeded jobs (RuoYi’s three paused, the revision and enquiry clean-ups running), and answers one with its next fire time', async () => {
    const list = await admin.get('/monitor/job/list');
    expect(list.total).toBe(5);
    expect(
      list.rows.map((r: Json) => [r.invokeTarget, r.status, r.jobGroup]),
    ).toEqual([
      ['ryTask.ryNoParams', '1', 'DEFAULT'],
      ["ryTask.ryParams('ry')", '1', 'DEFAULT'],
      [expect.stringMatching(/^ryTask\.ryMultipleParams\(/), '1', 'DEFAULT'],
      ['contentTask.cleanRevisions', '0', 'SYSTEM'],
      ['enquiryTask.purgeExpired', '0', 'SYSTEM'],
    ]);
    const one = await admin.get('/monitor/job/2');
    expect(one.data).toMatchObject({
      jobId: 2,
      invokeTarget: "ryTask.ryParams('ry')",
      cronExpression: '0/15 * * * * ?',
      misfirePolicy: '3',
      concurrent: '1',
    });
    expect(one.data.nextValidTime).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:[0-5][05]$/,
    );
    expect(await admin.get('/monitor/job/999')).toEqual({
      code: 500,
      msg: 'The job does not exist or has expired!',
    });
    expect(
      (await admin.get('/monitor/job/list?invokeTarget=ryMultiple')).rows,
    ).toHaveLength(1);
  });

  it('offers the task registry with typed parameters', async () => {
    const res = await admin.get('/monitor/job/tasks');
    const multi = res.data.find(
      (x: Json) => x.name === 'ryTask.ryMultipleParams',
    );
    expect(multi.params.map((p: Json) => p.type)).toEqual([
      'String',
      'Boolean',
      'Long',
      'Double',
      'Integer',
    ]);
    expect(res.data.map((x: Json) => x.name)).toEqual(
      expect.arrayContaining([
        'logTask.cleanOperLog',
        'logTask.cleanLoginLog',
        'logTask.cleanJobLog',
        'cacheTask.cleanExpired',
        'siteTask.recountViews',
      ]),
    );
  });

  it('refuses unregistered, malformed and wrongly typed targets and bad crons', async () => {
    const refused = async (over: Json) =>
      (await admin.post('/monitor/job', job({ jobName: 'bad', ...over }))).msg;
    expect(await refused({ invokeTarget: "evil.run('rm -rf /')" })).toMatch(
      /^Failed to add job 'bad': 'evil\.run' is not a registered task\. Registered tasks: ryTask\.ryNoParams, .*siteTask\.recountViews$/,
    );
    expect(
      await refused({
        invokeTarget: "java.lang.Runtime.getRuntime().exec('id')",
      }),
    ).toBe(
      "Failed to add job 'bad': Invoke target, character 31: unexpected text after the task",
    );
    expect(await refused({ invokeTarget: "ryTask.ryParams('x'" })).toMatch(
      /character 20: ',' or '\)' was expected/,
    );
    expect(await refused({ invokeTarget: "ryTask.ryParams('x)" })).toMatch(
      /the text value is not closed/,
    );
    expect(await refused({ invokeTarget: 'ryTask.ryParams(1)' })).toBe(
      "Failed to add job 'bad': Task 'ryTask.ryParams' takes (String) but was given (Integer)",
    );
    expect(
      await refused({
        invokeTarget: "ryTask.ryMultipleParams('ry', true, 2000, 316.50D, 100)",
      }),
    ).toMatch(
      /takes \(String, Boolean, Long, Double, Integer\) but was given \(String, Boolean, Integer, Double, Integer\)/,
    );
    expect(await refused({ invokeTarget: 'logTask.cleanJobLog(0)' })).toMatch(
      /Parameter 1 must be at least 1/,
    );
    expect(
      await refused({ invokeTarget: 'ryTask.ryParams(99999999999)' }),
    ).toMatch(/99999999999 is out of range for Integer/);
    expect(await refused({ cronExpression: '0 0 25 * * ?' })).toBe(
      "Failed to add job 'bad': the cron expression is not valid",
    );
    // Quartz: one of day-of-month and day-of-week must be '?'.
    expect(await refused({ cronExpression: '* * * * * *' })).toMatch(/cron/);
    expect(await refused({ cronExpression: '*/5 * * * *' })).toMatch(/cron/);
    const edit = await admin.put('/monitor/job', {
      ...job({ jobName: 'seed' }),
      jobId: 1,
      invokeTarget: 'ryTask.nope',
    });
    expect(edit.msg).toMatch(
      /^Failed to modify job 'seed': 'ryTask\.nope' is not/,
    );
    expect((await admin.get('/monitor/job/list?jobName=bad')).total).toBe(0);
  });

  it("accepts RuoYi's form values: numbers for the policy, concurrency and status", async () => {
    const res = await admin.post('/monitor/job', {
      ...job({ jobName: 'numeric', cronExpression: '0 0 3 * * ?' }),
      misfirePolicy: 2,
      concurrent: 0,
      status: 1,
    });
    expect(res).toEqual(ok);
    const { rows } = await admin.get('/monitor/job/list?jobName=numeric');
    expect(rows[0]).toMatchObject({
      misfirePolicy: '2',
      concurrent: '0',
      status: '1',
    });
    expect(
      (await admin.post('/monitor/job', job({ misfirePolicy: '7' }))).code,
    ).toBe(500);
    expect(await admin.del(`/monitor/job/${rows[0].jobId}`)).toEqual(ok);
  });

  it('runs a job every second, logs each run, pauses and resumes', async () => {
    expect(await admin.post('/monitor/job', job())).toEqual(ok);
    const id = await idOf('tick-test');
    await until(async () => (await logCount('tick-test')) >= 2);
    const { rows } = await admin.get('/monitor/jobLog/list?jobName=tick-test');
    expect(rows[0]).toMatchObject({
      jobName: 'tick-test',
      jobGroup: 'DEFAULT',
      invokeTarget: "ryTask.ryParams('tick')",
      status: '0',
      exceptionInfo: '',
    });
    expect(rows[0].jobMessage).toMatch(
      /^tick-test took \d+ ms: ran with parameters: tick$/,
    );
    expect(rows[0].startTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(rows[0].stopTime).not.toBeNull();

    expect(
      await admin.put('/monitor/job/changeStatus', { jobId: id, status: '1' }),
    ).toEqual(ok);
    await pause(300); // a tick that had started finishes
    const paused = await logCount('tick-test');
    await pause(2_500);
    expect(await logCount('tick-test')).toBe(paused);

    expect(
      await admin.put('/monitor/job/changeStatus', { jobId: id, status: '0' }),
    ).toEqual(ok);
    await until(async () => (await logCount('tick-test')) >= paused + 2);
    await admin.put('/monitor/job/changeStatus', { jobId: id, status: '1' });
  });

  it('edits a job: the new target runs from the next tick', async () => {
    const id = await idOf('tick-test');
    const { data } = await admin.get(`/monitor/job/${id}`);
    await admin.del('/monitor/jobLog/clean');
    expect(
      await admin.put('/monitor/job', {
        ...data,
        invokeTarget: 'ryTask.ryNoParams',
        status: '0',
      }),
    ).toEqual(ok);
    await until(async () => (await logCount('tick-test')) >= 1);
    const { rows } = await admin.get('/monitor/jobLog/list?jobName=tick-test');
    expect(rows[0].invokeTarget).toBe('ryTask.ryNoParams');
    expect(rows[0].jobMessage).toMatch(/ran without parameters$/);
    await admin.put('/monitor/job/changeStatus', { jobId: id, status: '1' });
  });

  it('runs a job once on request and logs a failed run with its error', async () => {
    await admin.del('/monitor/jobLog/clean');
    expect(
      await admin.put('/monitor/job/run', { jobId: 3, jobGroup: 'DEFAULT' }),
    ).toEqual(ok);
    const { rows } = await admin.get(
      '/monitor/jobLog/list?jobName=' + encodeURIComponent('系统默认（多参）'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].jobMessage).toMatch(
      /ran with parameters: ry, true, 2000, 316\.5, 100$/,
    );
    expect(await admin.put('/monitor/job/run', { jobId: 999 })).toEqual({
      code: 500,
      msg: 'The job does not exist or has expired!',
    });
    // A stored target that no longer names a task fails when it runs.
    await t.app.db.query(
      `UPDATE sys_job SET invoke_target = 'gone.task()' WHERE job_id = 1`,
    );
    await admin.put('/monitor/job/run', { jobId: 1 });
    const failed = await admin.get('/monitor/jobLog/list?status=1');
    expect(failed.total).toBe(1);
    expect(failed.rows[0].exceptionInfo).toMatch(
      /'gone\.task' is not a registered task/,
    );
    const one = await admin.get(`/monitor/jobLog/${failed.rows[0].jobLogId}`);
    expect(one.data.status).toBe('1');
    // Readers see the message in their own language.
    const zh = api(t.app, await loginToken(t.app, 'admin'), {
      'accept-language': 'zh-CN',
    });
    const zhRows = (
      await zh.get('/monitor/jobLog/list?status=0&invokeTarget=ryMultiple')
    ).rows;
    expect(zhRows[0].jobMessage).toMatch(/总共耗时：\d+毫秒，执行有参方法：ry/);
  });

  it('exports jobs and job logs as .xlsx', async () => {
    const jobs = await admin.form('/monitor/job/export', { status: '1' });
    expect(jobs.headers['content-type']).toMatch(/spreadsheetml/);
    const sheet = await readSheet(jobs.rawPayload);
    expect(sheet[0]).toEqual([
      'Job ID',
      'Job name',
      'Job group',
      'Invoke target',
      'Cron expression',
      'Misfire policy',
      'Concurrent',
      'Status',
    ]);
    expect(sheet[1].slice(5)).toEqual(['Do nothing', 'Forbidden', 'Paused']);
    const logs = await readSheet(
      (await admin.form('/monitor/jobLog/export', { jobName: '系统默认' }))
        .rawPayload,
    );
    expect(logs[0][4]).toBe('Log message');
    expect(logs).toHaveLength(3);
  });

  it('deletes log rows, cleans the log and deletes jobs', async () => {
    const { rows } = await admin.get('/monitor/jobLog/list');
    expect(await admin.del(`/monitor/jobLog/${rows[0].jobLogId}`)).toEqual(ok);
    expect((await admin.get('/monitor/jobLog/list')).total).toBe(
      rows.length - 1,
    );
    expect(await admin.del('/monitor/jobLog/clean')).toEqual(ok);
    expect((await admin.get('/monitor/jobLog/list')).total).toBe(0);
    const id = await idOf('tick-test');
    expect(await admin.del(`/monitor/job/${id}`)).toEqual(ok);
    expect(await admin.get(`/monitor/job/${id}`)).toMatchObject({ code: 500 });
  });

  it('refuses every job endpoint to a user without the permissions', async () => {
    expect(await ry.get('/monitor/job/list')).toEqual(forbidden);
    expect(await ry.get('/monitor/job/tasks')).toEqual(forbidden);
    expect(await ry.get('/monitor/job/1')).toEqual(forbidden);
    expect(await ry.post('/monitor/job', job())).toEqual(forbidden);
    expect(await ry.put('/monitor/job/run', { jobId: 1 })).toEqual(forbidden);
    expect(
      await ry.put('/monitor/job/changeStatus', { jobId: 1, status: '0' }),
    ).toEqual(forbidden);
    expect(await ry.del('/monitor/job/1')).toEqual(forbidden);
    expect(await ry.get('/monitor/jobLog/list')).toEqual(forbidden);
    expect(await ry.del('/monitor/jobLog/clean')).toEqual(forbidden);
    expect((await ry.form('/monitor/job/export')).json()).toEqual(forbidden);
  });
});
