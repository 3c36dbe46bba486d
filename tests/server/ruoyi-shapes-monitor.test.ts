/**
 * RuoYi-Vue / RuoYi-Vue3 (3.9.x) front ends, unmodified, against this server:
 * scheduled jobs, the job log, the operation and login logs and online users
 * as their views send them (the job form's numbers, lists with empty filters,
 * RuoYi's default sort and `params[beginTime]`, exports as forms).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import {
  createTestApp,
  loginToken,
  postLogin,
  type TestApp,
} from './helpers/app.js';

const p = (name: string) => encodeURIComponent(`params[${name}]`);
/** Today's range as RuoYi's date picker sends it. */
const today = () => {
  const d = new Date().toISOString().slice(0, 10);
  return `${p('beginTime')}=${d}&${p('endTime')}=${d}`;
};

describe('RuoYi UI request shapes: monitoring and logs', () => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
  });
  afterAll(() => t.close());

  it('adds a job from the job form (numbers for misfire and concurrency, no group) and edits the loaded job', async () => {
    // RuoYi's reset(): misfirePolicy: 1, concurrent: 1, status: "0"
    const added = await admin.post('/monitor/job', {
      jobId: undefined,
      jobName: 'Shape job',
      invokeTarget: "ryTask.ryParams('shape')",
      cronExpression: '0/10 * * * * ?',
      misfirePolicy: 1,
      concurrent: 1,
      status: '1',
    });
    expect(added.code).toBe(200);
    const row = (
      await admin.get(
        '/monitor/job/list?pageNum=1&pageSize=10&jobName=Shape&jobGroup=&status=',
      )
    ).rows[0];
    expect(row).toMatchObject({
      jobGroup: 'DEFAULT',
      misfirePolicy: '1',
      concurrent: '1',
      status: '1',
    });

    const loaded = (await admin.get(`/monitor/job/${row.jobId}`)).data;
    const edited = await admin.put('/monitor/job', {
      ...loaded,
      params: {},
      searchValue: null,
      nextValidTime: '2030-01-01 00:00:00',
      misfirePolicy: 3,
      concurrent: 0,
      jobGroup: 'SYSTEM',
    });
    expect(edited).toMatchObject({ code: 200 });
    expect((await admin.get(`/monitor/job/${row.jobId}`)).data).toMatchObject({
      misfirePolicy: '3',
      concurrent: '0',
      jobGroup: 'SYSTEM',
    });

    expect(
      await admin.put('/monitor/job/changeStatus', {
        jobId: String(row.jobId),
        status: 0,
      }),
    ).toMatchObject({ code: 200 });
    expect((await admin.get(`/monitor/job/${row.jobId}`)).data.status).toBe(
      '0',
    );
    await admin.put('/monitor/job/changeStatus', {
      jobId: row.jobId,
      status: '1',
    });

    // handleRun(): {jobId, jobGroup}
    expect(
      await admin.put('/monitor/job/run', {
        jobId: row.jobId,
        jobGroup: 'SYSTEM',
      }),
    ).toMatchObject({ code: 200 });
    await expect
      .poll(
        async () =>
          (
            await admin.get(
              `/monitor/jobLog/list?pageNum=1&pageSize=10&jobName=Shape&jobGroup=&status=&${today()}`,
            )
          ).total,
        { timeout: 10_000 },
      )
      .toBe(1);

    const xlsx = await admin.form('/monitor/job/export', {
      pageNum: '1',
      pageSize: '10',
      jobName: 'Shape',
      jobGroup: '',
      status: '',
    });
    expect((await readSheet(xlsx.rawPayload)).length).toBe(2);
    expect(await admin.del(`/monitor/job/${row.jobId}`)).toMatchObject({
      code: 200,
    });
  });

  it('lists and exports the operation log as its view asks (default sort, empty filters, date range)', async () => {
    const q =
      'pageNum=1&pageSize=10&operIp=&title=&operName=&businessType=&status=' +
      `&orderByColumn=operTime&isAsc=descending&${today()}`;
    const list = await admin.get(`/monitor/operlog/list?${q}`);
    expect(list.code).toBe(200);
    expect(list.total).toBeGreaterThan(0);
    // the module in the reader's language (RuoYi's UI sends none: zh-CN)
    expect(list.rows[0].title).toBe('定时任务');

    const xlsx = await admin.form('/monitor/operlog/export', {
      pageNum: '1',
      pageSize: '10',
      title: '',
      businessType: '',
      status: '',
      orderByColumn: 'operTime',
      isAsc: 'descending',
      'params[beginTime]': new Date().toISOString().slice(0, 10),
      'params[endTime]': new Date().toISOString().slice(0, 10),
    });
    // the log is written after each reply: later rows may have come in since
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet.length).toBeGreaterThanOrEqual(list.total + 1);
    expect(sheet.slice(1).some((r) => r.includes('定时任务'))).toBe(true);

    const ids = list.rows.slice(0, 2).map((r: Json) => r.operId);
    expect(await admin.del(`/monitor/operlog/${ids.join(',')}`)).toMatchObject({
      code: 200,
    });
    const left = (
      await admin.get(
        `/monitor/operlog/list?${q.replace('pageSize=10', 'pageSize=100')}`,
      )
    ).rows;
    expect(left.filter((r: Json) => ids.includes(r.operId))).toEqual([]);
  });

  it('lists the login log and online users with empty filters, unlocks by name and deletes by a comma list', async () => {
    await postLogin(t.app, 'ry', 'wrong-password');
    const q =
      'pageNum=1&pageSize=10&ipaddr=&userName=ry&status=' +
      `&orderByColumn=loginTime&isAsc=descending&${today()}`;
    const list = await admin.get(`/monitor/logininfor/list?${q}`);
    expect(list.total).toBe(1);
    expect(list.rows[0].status).toBe('1');
    expect((await admin.get('/monitor/logininfor/unlock/ry')).code).toBe(200);
    expect(
      await admin.del(`/monitor/logininfor/${list.rows[0].infoId}`),
    ).toMatchObject({ code: 200 });
    expect((await admin.get(`/monitor/logininfor/list?${q}`)).total).toBe(0);

    const online = await admin.get(
      '/monitor/online/list?pageNum=1&pageSize=10&ipaddr=&userName=',
    );
    expect(online.rows.map((r: Json) => r.userName)).toContain('admin');
  });

  it('still refuses values Spring could not bind', async () => {
    expect(
      (await admin.get('/monitor/operlog/list?businessType=abc')).code,
    ).toBe(500);
    expect((await admin.get('/monitor/job/list?pageNum=x')).code).toBe(500);
    const bad = await admin.post('/monitor/job', {
      jobName: 'Bad job',
      invokeTarget: "ryTask.ryParams('bad')",
      cronExpression: '0/10 * * * * ?',
      misfirePolicy: 7,
    });
    expect(bad.code).toBe(500);
  });
});
