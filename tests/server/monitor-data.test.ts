import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_ENTRIES,
  normaliseSql,
  QueryStats,
  timed,
} from '../../server/src/db/query-stats.js';
import { api, type Api, type Json } from './helpers/api.js';
import {
  createTestApp,
  isPostgresMode,
  loginToken,
  type TestApp,
} from './helpers/app.js';

const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };
const KNOWN = 'SELECT $1::int + 41 AS answer -- monitor-data-test';
/** KNOWN as listed: literals are placeholders, the comment is dropped. */
const KNOWN_SHAPE = 'SELECT $1::int + $2 AS answer';

describe('/monitor/data', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  const statsRows = async (qs = 'orderBy=count&limit=100') =>
    (await admin.get(`/monitor/data?${qs}`)).data.queries.rows as Json[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
    ry = api(t.app, await loginToken(t.app, 'ry'));
  });
  afterAll(() => t.close());

  it('reports the database: kind, version, size and connections', async () => {
    const res = await admin.get('/monitor/data');
    expect(res.code).toBe(200);
    const { database, connections } = res.data;
    expect(database.kind).toBe(isPostgresMode() ? 'postgres' : 'pglite');
    expect(database.product).toBe(isPostgresMode() ? 'PostgreSQL' : 'PGlite');
    expect(database.version).toMatch(/^PostgreSQL \d+/);
    expect(database.sizeBytes).toBeGreaterThan(1024 * 1024);
    expect(database.size).toMatch(/^\d+(\.\d)? MB$/);
    if (isPostgresMode()) {
      expect(connections.inProcess).toBe(false);
      expect(connections.total).toBeGreaterThanOrEqual(1);
      expect(connections.max).toBeGreaterThan(1);
      expect(connections.pool.max).toBe(10);
      expect(database.startTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    } else {
      expect(connections).toMatchObject({
        inProcess: true,
        total: 1,
        max: 1,
        pool: null,
      });
    }
  });

  it('lists table sizes, largest first, with the rows of sys_user', async () => {
    const { tables } = (await admin.get('/monitor/data')).data;
    const totals = tables.map((r: Json) => r.totalBytes);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const user = tables.find((r: Json) => r.tableName === 'sys_user');
    expect(user).toMatchObject({ schemaName: 'public' });
    // rows never estimated by the planner are counted exactly
    const counted = tables.filter((r: Json) => !r.rowsEstimated);
    if (!isPostgresMode()) expect(counted.length).toBeGreaterThan(0);
    for (const r of counted) {
      const { n } = (await t.app.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${r.schemaName}"."${r.tableName}"`,
      ))!;
      expect(r.rows, r.tableName).toBe(n);
    }
    expect(user.totalBytes).toBeGreaterThanOrEqual(
      user.tableBytes + user.indexBytes,
    );
    expect(user.indexBytes).toBeGreaterThan(0);
  });

  it('counts a known statement, literals and whitespace normalised, with its times', async () => {
    await t.app.db.query(KNOWN, [1]);
    await t.app.db.one(
      'SELECT  $1::int\n   + 42 AS answer -- monitor-data-test',
      [2],
    );
    const row = (await statsRows()).find((r) => r.sql === KNOWN_SHAPE);
    expect(row).toMatchObject({ count: 2, errors: 0 });
    expect(row.totalMs).toBeGreaterThan(0);
    expect(row.maxMs).toBeGreaterThanOrEqual(row.meanMs);
    expect(row.meanMs).toBeCloseTo(row.totalMs / 2, 2);
    expect(row.lastSeen).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('sees the statements of real requests, and failures', async () => {
    await admin.get('/system/user/list?pageNum=1&pageSize=5');
    await expect(
      t.app.db.query('SELECT * FROM no_such_table_monitor_test'),
    ).rejects.toThrow();
    const rows = await statsRows();
    expect(rows.some((r) => /FROM sys_user u/.test(r.sql))).toBe(true);
    expect(
      rows.find((r) => r.sql === 'SELECT * FROM no_such_table_monitor_test'),
    ).toMatchObject({ count: 1, errors: 1 });
  });

  it('orders by mean, total, count or max and limits the list', async () => {
    for (const order of ['mean', 'total', 'count', 'max']) {
      const res = await admin.get(`/monitor/data?orderBy=${order}&limit=5`);
      expect(res.data.queries.orderBy).toBe(order);
      const key = `${order === 'count' ? 'count' : `${order}Ms`}`;
      const values = res.data.queries.rows.map((r: Json) => r[key]);
      expect(values.length).toBeLessThanOrEqual(5);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    const bad = await admin.get('/monitor/data?orderBy=sql');
    expect(bad.code).toBe(500);
  });

  it('resets the statistics (and logs who did it)', async () => {
    await t.app.db.query(KNOWN, [3]);
    expect((await statsRows()).some((r) => r.sql === KNOWN_SHAPE)).toBe(true);
    const res = await admin.del('/monitor/data/queries');
    expect(res).toEqual({ code: 200, msg: '查询统计已重置' });
    const after = (await admin.get('/monitor/data?orderBy=count&limit=100'))
      .data.queries;
    expect(after.rows.some((r: Json) => r.sql === KNOWN_SHAPE)).toBe(false);
    expect(after.executions).toBeLessThan(50);
    await expect
      .poll(async () => {
        const log = await admin.get('/monitor/operlog/list?title=Data monitor');
        return log.rows?.[0]?.businessType;
      })
      .toBe(9);
  });

  it('refuses a user without monitor:druid:list', async () => {
    expect(await ry.get('/monitor/data')).toEqual(forbidden);
    expect(await ry.del('/monitor/data/queries')).toEqual(forbidden);
  });
});

describe('QueryStats', () => {
  it('replaces literals, normalises whitespace and cuts very long text', () => {
    expect(
      normaliseSql("  SELECT a,\n\t b  FROM  t WHERE x = $1 AND y = 'v' "),
    ).toBe('SELECT a, b FROM t WHERE x = $1 AND y = $2');
    expect(normaliseSql(`SELECT '${'x'.repeat(5000)}'`)).toBe('SELECT $1');
    const columns = Array.from({ length: 500 }, (_, i) => `c${i}`).join(', ');
    expect(normaliseSql(`SELECT ${columns} FROM t`).length).toBe(2001);
  });

  it('keeps at most MAX_ENTRIES statements, the slowest surviving', () => {
    const s = new QueryStats();
    s.record('SELECT slow', 500);
    for (let i = 0; i < MAX_ENTRIES * 3; i++) s.record(`SELECT c${i}`, 1);
    const { statements } = s.summary();
    expect(statements).toBeLessThanOrEqual(MAX_ENTRIES);
    expect(s.top('total', 1)[0]).toMatchObject({ sql: 'SELECT slow' });
    s.reset();
    expect(s.summary()).toMatchObject({ statements: 0, executions: 0 });
  });

  it('texts of one shape are counted under the same entry', () => {
    const s = new QueryStats();
    s.record('SELECT 1', 2);
    s.record('SELECT   2', 4);
    s.record('SELECT 1', 6, true);
    expect(s.top('mean')).toEqual([
      expect.objectContaining({
        sql: 'SELECT $1',
        count: 3,
        totalMs: 12,
        maxMs: 6,
        errors: 1,
      }),
    ]);
  });

  it('timed() records a failure and rethrows it', async () => {
    const s = new QueryStats();
    await expect(
      timed(s, 'SELECT boom', () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await timed(s, 'SELECT ok', async () => 7)).toBe(7);
    expect(s.top('count').map((r) => [r.sql, r.errors])).toEqual([
      ['SELECT boom', 1],
      ['SELECT ok', 0],
    ]);
  });
});
