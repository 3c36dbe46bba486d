/**
 * Job invoke targets: only registered tasks with typed literal arguments.
 * Anything naming code outside the registry (Java-style calls, Node modules,
 * prototype tricks, chained statements) is refused when saved, and fails
 * without running when it was planted straight into the table.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from '../server/helpers/api.js';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';

const MARKER = `/tmp/sec-job-marker-${process.pid}`;

const HOSTILE = [
  "java.lang.Runtime.getRuntime().exec('touch " + MARKER + "')",
  "require('child_process').execSync('touch " + MARKER + "')",
  "process.mainModule.require('fs').writeFileSync('" + MARKER + "', 'x')",
  'process.exit(1)',
  "ryTask.constructor.constructor('process.exit(1)')()",
  'ryTask.__proto__.toString()',
  'ryTask.constructor()',
  'ryTask.hasOwnProperty()',
  "ryTask['ryNoParams']()",
  'ryTask.ryNoParams();process.exit(1)',
  'ryTask.ryNoParams() || process.exit(1)',
  'ryTask.ryParams(`${process.exit(1)}`)',
  'globalThis.process.exit(1)',
  'Object.prototype.toString()',
  'eval(1)',
];

describe('job invoke targets', () => {
  let t: TestApp;
  let admin: Api;
  const job = (invokeTarget: string) => ({
    jobName: 'sec-job',
    jobGroup: 'DEFAULT',
    invokeTarget,
    cronExpression: '0 0 3 * * ?',
    misfirePolicy: '3',
    concurrent: '1',
    status: '1',
    remark: '',
  });

  beforeAll(async () => {
    await rm(MARKER, { force: true });
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app), { 'accept-language': 'en' });
  });
  afterAll(async () => {
    await t.close();
    await rm(MARKER, { force: true });
  });

  it('refuses every target outside the registry on add and on edit', async () => {
    expect(
      (await admin.post('/monitor/job', job("ryTask.ryParams('ok')"))).code,
    ).toBe(200);
    const saved = (await admin.get('/monitor/job/list?jobName=sec-job'))
      .rows[0];
    for (const target of HOSTILE) {
      expect((await admin.post('/monitor/job', job(target))).code, target).toBe(
        500,
      );
      const edit = await admin.put('/monitor/job', {
        ...job(target),
        jobId: saved.jobId,
      });
      expect(edit.code, target).toBe(500);
    }
    const after = (await admin.get(`/monitor/job/${saved.jobId}`)).data;
    expect(after.invokeTarget).toBe("ryTask.ryParams('ok')");
    expect((await admin.get('/monitor/job/list?jobName=sec-job')).total).toBe(
      1,
    );
  });

  it('a hostile target planted in the table fails when run, and runs nothing', async () => {
    const saved = (await admin.get('/monitor/job/list?jobName=sec-job'))
      .rows[0];
    await admin.del('/monitor/jobLog/clean');
    for (const target of HOSTILE) {
      await t.app.db.query(
        'UPDATE sys_job SET invoke_target = $1 WHERE job_id = $2',
        [target, saved.jobId],
      );
      await admin.put('/monitor/job/run', {
        jobId: saved.jobId,
        jobGroup: 'DEFAULT',
      });
    }
    // The log settles once every run has ended.
    let failed = 0;
    for (let i = 0; i < 50 && failed < HOSTILE.length; i++) {
      failed = (await admin.get('/monitor/jobLog/list?status=1&pageSize=100'))
        .total;
      if (failed < HOSTILE.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(failed).toBe(HOSTILE.length);
    expect((await admin.get('/monitor/jobLog/list?status=0')).total).toBe(0);
    expect(existsSync(MARKER)).toBe(false);
    expect((await admin.get('/getInfo')).code).toBe(200);
  });
});
