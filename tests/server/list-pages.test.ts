/**
 * Whole list pages are kept in the kv (server/src/repositories/lib/
 * list-pages.ts): a page asked for again runs no statement, and every write
 * to a table the page reads is seen by the next request. On PostgreSQL the
 * writes are made on one instance and the lists read on another (two apps,
 * each on its own pool, sharing Redis when the run has one); on PGlite, one
 * database belongs to one instance.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryKv, RedisKv } from '../../server/src/kv/index.js';
import { ListPages } from '../../server/src/repositories/lib/list-pages.js';
import { api, type Api, type Json } from './helpers/api.js';
import { isPostgresMode, loginToken } from './helpers/app.js';
import { startInstances } from './helpers/instances.js';

/** Department 105 (QA): the listed user's department. */
const QA = 105;

describe('list pages kept in the kv', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let close: () => Promise<void>;
  /** The admin on instance a (writes) and on instance b (reads). */
  let onA: Api;
  let onB: Api;

  const listed = async (query = 'userName=pageuser') =>
    (await onB.get(`/system/user/list?${query}`)) as {
      rows: Json[];
      total: number;
    };

  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL || process.env.REDIS_URL_TEST;
    const prefix = `pages-test-${randomBytes(4).toString('hex')}:`;
    const memory = new MemoryKv();
    ({ a, b, close } = await startInstances({
      kv: () => (redisUrl ? new RedisKv({ url: redisUrl, prefix }) : memory),
      single: !isPostgresMode(),
    }));
    onA = api(a, await loginToken(a, 'admin'));
    onB = api(b, await loginToken(b, 'admin'));
  }, 180_000);

  afterAll(() => close?.());

  it('a page asked for again runs no statement', async () => {
    /** The user list's page statements run on b. */
    const pageReads = () =>
      b.db.stats
        .top('count', 1000)
        .filter((s) => /FROM\s+sys_user\s+u\b[\s\S]*LIMIT/.test(s.sql))
        .reduce((n, s) => n + s.count, 0);
    const first = await onB.get('/system/user/list?pageNum=1&pageSize=5');
    const before = pageReads();
    const again = await onB.get('/system/user/list?pageNum=1&pageSize=5');
    expect(pageReads()).toBe(before);
    expect(again).toEqual(first);
    // Another page is another statement.
    await onB.get('/system/user/list?pageNum=2&pageSize=1');
    expect(pageReads()).toBe(before + 1);
  });

  it('a user added on one instance is listed on the other', async () => {
    expect((await listed()).total).toBe(0);
    expect(
      await onA.post('/system/user', {
        userName: 'pageuser',
        nickName: 'Page user',
        password: 'pages123',
        deptId: QA,
        status: '0',
      }),
    ).toMatchObject({ code: 200 });
    const { rows, total } = await listed();
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      userName: 'pageuser',
      nickName: 'Page user',
    });
  });

  it('a department renamed shows in the list (a table joined for display)', async () => {
    const name = async () => (await listed()).rows[0].dept?.deptName;
    const before = await name();
    const dept = (await onA.get(`/system/dept/${QA}`)).data;
    expect(
      await onA.put('/system/dept', { ...dept, deptName: 'Pages dept' }),
    ).toMatchObject({ code: 200 });
    expect(await name()).toBe('Pages dept');
    expect(
      await onA.put('/system/dept', {
        ...(await onA.get(`/system/dept/${QA}`)).data,
        deptName: dept.deptName,
      }),
    ).toMatchObject({ code: 200 });
    expect(await name()).toBe(before);
  });

  it('a statement of its own, outside the repositories, is seen', async () => {
    await a.db.query(
      `UPDATE sys_user SET nick_name = 'Renamed by SQL' WHERE user_name = 'pageuser'`,
    );
    expect((await listed()).rows[0].nickName).toBe('Renamed by SQL');
  });

  it('a filtered page and the operation log follow the same writes', async () => {
    const enabled = () => listed('userName=pageuser&status=0');
    expect((await enabled()).total).toBe(1);
    const logTitles = async () =>
      (
        await onB.get(
          '/monitor/operlog/list?pageNum=1&pageSize=5&orderByColumn=operTime&isAsc=descending',
        )
      ).rows.map((r: Json) => `${r.title}:${r.businessType}`);
    await a.operLog.flush();
    const logBefore = await logTitles();
    const { userId } = (await listed()).rows[0];
    expect(
      await onA.put('/system/user/changeStatus', { userId, status: '1' }),
    ).toMatchObject({ code: 200 });
    expect((await enabled()).total).toBe(0);
    await a.operLog.flush(); // written after the answer, in batches
    const logAfter = await logTitles();
    expect(logAfter).not.toEqual(logBefore);
  });

  it('a user removed on one instance leaves the list on the other', async () => {
    const { userId } = (await listed()).rows[0];
    expect(await onA.del(`/system/user/${userId}`)).toMatchObject({
      code: 200,
    });
    expect(await listed()).toMatchObject({ total: 0, rows: [] });
  });
});

describe('which pages may be kept', () => {
  const pages = new ListPages(
    new MemoryKv(),
    new Set(['sys_user', 'sys_dept']),
    'db-1',
  );
  const sql = 'SELECT u.user_id FROM sys_user u LEFT JOIN sys_dept d ON true';

  it('a page of tracked tables has a key, which a write to any of them changes', async () => {
    const key = await pages.keyOf(sql, [1, 20]);
    expect(key).toMatch(/^list_page:/);
    expect(await pages.keyOf(sql, [1, 20])).toBe(key);
    expect(await pages.keyOf(sql, [2, 20])).not.toBe(key);
    await pages.bump('sys_dept');
    const after = await pages.keyOf(sql, [1, 20]);
    expect(after).not.toBe(key);
    await pages.bump('sys_post');
    expect(await pages.keyOf(sql, [1, 20])).toBe(after);
  });

  it('a page reading a table without the trigger, or the clock, is not kept', async () => {
    expect(
      await pages.keyOf(
        'SELECT 1 FROM sys_user u WHERE EXISTS (SELECT 1 FROM sys_post p)',
        [],
      ),
    ).toBeNull();
    expect(
      await pages.keyOf(
        'SELECT 1 FROM sys_user u WHERE u.create_time > now()',
        [],
      ),
    ).toBeNull();
    expect(await pages.keyOf('SELECT random() FROM sys_user u', [])).toBeNull();
  });
});
