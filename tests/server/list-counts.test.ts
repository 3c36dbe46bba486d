/**
 * Row counts kept per tracked table (migration 0033): an unfiltered list
 * over one table reads its total from sys_list_gen in the page's own
 * statement, and that count follows every insert, delete and truncation,
 * including concurrent ones and writes that bypass the repositories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Lists,
  type ListSpec,
} from '../../server/src/repositories/lib/lists.js';
import { SqlWhere } from '../../server/src/repositories/lib/sql-where.js';
import { api, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

describe('row counts of the unfiltered lists', () => {
  let t: TestApp;
  let admin: Api;
  const tableCount = async (table: string) =>
    (await t.app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table}`,
    ))!.n;
  const kept = async (table: string) =>
    (
      await t.app.db.one<{ n: string | null }>(
        `SELECT n_rows::text AS n FROM sys_list_gen WHERE table_name = $1`,
        [table],
      )
    )?.n;
  const postSpec = (where = new SqlWhere()): ListSpec => ({
    columns: 'p.post_id AS "postId"',
    from: 'sys_post p',
    tables: ['sys_post'],
    where,
    orderBy: 'ORDER BY p.post_id',
  });
  const noticeTotal = async () =>
    (await admin.get('/system/notice/list?pageSize=1')).total as number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
  });
  afterAll(() => t.close());

  it('holds the exact row count of every tracked table after the migrations and seed', async () => {
    const tables = await t.app.db.query<{ name: string }>(
      `SELECT DISTINCT c.relname AS name
         FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgfoid = 'sys_list_gen_bump'::regproc`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      expect([name, await kept(name)]).toEqual([
        name,
        String(await tableCount(name)),
      ]);
    }
  });

  it('answers an unfiltered page with the kept count, a filtered one by counting', async () => {
    const lists = new Lists(t.app.db, null);
    const real = await tableCount('sys_post');
    // A count set by hand shows through only where no filter applies.
    await t.app.db.query(
      `UPDATE sys_list_gen SET n_rows = 999 WHERE table_name = 'sys_post'`,
    );
    try {
      const page = { pageNum: 1, pageSize: 2 };
      expect((await lists.page(postSpec(), page)).total).toBe(999);
      const filtered = new SqlWhere().eq('p.status', '0');
      expect((await lists.page(postSpec(filtered), page)).total).toBe(real);
    } finally {
      await t.app.db.query(
        `UPDATE sys_list_gen SET n_rows = $1 WHERE table_name = 'sys_post'`,
        [real],
      );
    }
  });

  it('follows inserts and deletes made through the API and around it', async () => {
    const start = await noticeTotal();
    expect(start).toBe(await tableCount('sys_notice'));
    const titles = ['count-a', 'count-b', 'count-c'];
    for (const noticeTitle of titles) {
      expect(
        (
          await admin.post('/system/notice', {
            noticeTitle,
            noticeType: '1',
            noticeContent: '<p>x</p>',
            status: '0',
          })
        ).code,
      ).toBe(200);
    }
    expect(await noticeTotal()).toBe(start + 3);
    // Several rows in one statement, outside the repositories.
    await t.app.db.query(
      `INSERT INTO sys_notice (notice_title, notice_type, notice_content, status)
       SELECT 'raw-' || i, '1', '', '0' FROM generate_series(1, 4) i`,
    );
    expect(await noticeTotal()).toBe(start + 7);
    const ids = (
      await t.app.db.query<{ id: number }>(
        `SELECT notice_id AS id FROM sys_notice WHERE notice_title = ANY($1)`,
        [titles],
      )
    ).map((r) => r.id);
    expect((await admin.del(`/system/notice/${ids.join(',')}`)).code).toBe(200);
    await t.app.db.query(
      `DELETE FROM sys_notice WHERE notice_title LIKE 'raw-%'`,
    );
    expect(await noticeTotal()).toBe(start);
    expect(await noticeTotal()).toBe(await tableCount('sys_notice'));
  });

  it('follows concurrent inserts and deletes', async () => {
    await t.app.operLog.flush(); // the rows of earlier requests
    const start = await tableCount('sys_oper_log');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.db.query(
          `INSERT INTO sys_oper_log (title, oper_name) VALUES ($1, 'count')`,
          [`concurrent-${i}`],
        ),
      ),
    );
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.db.query(`DELETE FROM sys_oper_log WHERE title = $1`, [
          `concurrent-${i}`,
        ]),
      ),
    );
    expect(await kept('sys_oper_log')).toBe(String(start + 15));
    expect(await tableCount('sys_oper_log')).toBe(start + 15);
  });

  it('is zero after a truncation, and an empty list says so', async () => {
    await t.app.db.exec('TRUNCATE sys_job_log');
    expect(await kept('sys_job_log')).toBe('0');
    const list = await admin.get('/monitor/jobLog/list');
    expect(list).toMatchObject({ code: 200, total: 0, rows: [] });
  });
});
