import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { publish, publishStateOf } from './helpers/publishing.js';
import { siteRender } from './helpers/site-render.js';

interface Counts {
  total: number;
  counted: number;
  logged: number;
}

describe('record views: the view log and siteTask.recountViews', () => {
  let t: TestApp;
  let admin: Api;
  const counts = async (recordId: number): Promise<Counts> =>
    (await t.app.db.one<Counts>(
      `SELECT total_views AS total, views_counted AS counted,
              (SELECT count(*)::int FROM project_record_view v
                WHERE v.record_id = r.record_id) AS logged
         FROM project_record r WHERE record_id = $1`,
      [recordId],
    ))!;
  const visit = (recordId: number, ip: string) =>
    t.app.inject({
      url: `/website/records/${recordId}`,
      remoteAddress: ip,
    });

  beforeAll(async () => {
    t = await createTestApp({ siteRender: await siteRender() });
    admin = api(t.app, await loginToken(t.app, 'admin'), {
      'accept-language': 'en',
    });
  });
  afterAll(() => t.close());

  it('logs each counted view beside the total', async () => {
    const before = await counts(2);
    for (const ip of ['10.7.0.1', '10.7.0.2', '10.7.0.1']) await visit(2, ip);
    // The same visitor inside the window is counted once.
    expect(await counts(2)).toEqual({
      total: before.total + 2,
      counted: before.counted,
      logged: before.logged + 2,
    });
  });

  it("counts a visit to a record's page drawn by the server once per visitor, and shows the new total", async () => {
    const page = (ip: string) =>
      t.app.inject({ url: '/w/d/informations/5/7', remoteAddress: ip });
    const shown = (html: string) => Number(/閲覧数 (\d+)/.exec(html)?.[1]);
    const before = await counts(7);
    const first = await page('10.8.0.1');
    expect(first.statusCode).toBe(200);
    expect(shown(first.body)).toBe(before.total + 1);
    // Another visitor is counted; the first one again is not.
    expect(shown((await page('10.8.0.2')).body)).toBe(before.total + 2);
    expect(shown((await page('10.8.0.1')).body)).toBe(before.total + 2);
    expect(await counts(7)).toEqual({
      total: before.total + 2,
      counted: before.counted,
      logged: before.logged + 2,
    });
  });

  it('repairs corrupted totals, folds old log rows, and says what it did', async () => {
    const two = await counts(2);
    const three = await counts(3);
    // Views from 100 days ago (kept 90 days row by row), already in the total.
    await t.app.db.exec(`
      INSERT INTO project_record_view (record_id, view_time)
        VALUES (4, localtimestamp(0) - interval '100 days'),
               (4, localtimestamp(0) - interval '100 days');
      UPDATE project_record SET total_views = total_views + 2 WHERE record_id = 4;`);
    const four = await counts(4);
    // A lost update and a bad import.
    await t.app.db.exec(`
      UPDATE project_record SET total_views = 9999 WHERE record_id = 2;
      UPDATE project_record SET total_views = 0 WHERE record_id = 3;`);

    expect(
      await admin.post('/monitor/job', {
        jobName: 'recount-test',
        jobGroup: 'SYSTEM',
        invokeTarget: 'siteTask.recountViews',
        cronExpression: '0 0 0 1 1 ? 2099',
        misfirePolicy: '3',
        concurrent: '1',
        status: '1',
      }),
    ).toMatchObject({ code: 200 });
    const { rows: jobs } = await admin.get(
      '/monitor/job/list?jobName=recount-test',
    );
    expect(
      await admin.put('/monitor/job/run', {
        jobId: jobs[0].jobId,
        jobGroup: 'SYSTEM',
      }),
    ).toMatchObject({ code: 200 });

    expect(await counts(2)).toEqual(two);
    expect(await counts(3)).toEqual(three);
    // Folded: the same total, now counted rather than logged.
    expect(await counts(4)).toEqual({
      total: four.total,
      counted: four.counted + 2,
      logged: four.logged - 2,
    });
    const { sum } = (await t.app.db.one<{ sum: number }>(
      'SELECT sum(total_views)::int AS sum FROM project_record',
    ))!;
    const { rows } = await admin.get(
      '/monitor/jobLog/list?jobName=recount-test',
    );
    expect(rows[0].status).toBe('0');
    expect(rows[0].jobMessage).toMatch(
      new RegExp(
        `records have ${sum} views in total \\(2 totals repaired from the view log\\)`,
      ),
    );
    // Visitors see the repaired figure.
    const page = (await visit(2, '10.7.0.2')).json();
    expect(page.data.record.totalViews).toBe(two.total);
  });

  it('keeps a record’s view log while it is taken off the site (it may be published again); the log goes with a removed row', async () => {
    await visit(5, '10.7.0.9');
    const before = await counts(5);
    expect(before.logged).toBeGreaterThan(0);
    const res = await admin.del('/project/record/5');
    expect(res.code).toBe(200);
    await publish(admin, 'record', 5);
    expect(await publishStateOf(admin, 'record', 5)).toBe('unpublished');
    expect((await visit(5, '10.7.0.10')).json().code).toBe(404);
    expect(await counts(5)).toEqual(before);

    await t.app.db.query('DELETE FROM project_record WHERE record_id = 5');
    const { n } = (await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM project_record_view WHERE record_id = 5',
    ))!;
    expect(n).toBe(0);
  });
});
