/**
 * SQL injection through sort column and order, search fields, data-scope and
 * date parameters, job ids and ids in paths: each answer is a clear refusal
 * or a harmless result (no extra rows), never a 5xx, and a canary table
 * survives every attempt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';
import { addGuestUser } from '../server/helpers/guest-user.js';

const PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "x'; DROP TABLE sec_canary; --",
  '1; DROP TABLE sec_canary',
  "') UNION SELECT user_name, password FROM sys_user --",
  '1 OR 1=1',
  "admin'--",
  '$$; DROP TABLE sec_canary; $$',
  'user_id; DROP TABLE sec_canary',
  'pg_sleep(5)',
];

/** Lists that read sort, search and scope parameters (field searched per list). */
const LISTS: [string, string][] = [
  ['/system/user/list', 'userName'],
  ['/system/role/list', 'roleName'],
  ['/system/post/list', 'postName'],
  ['/system/config/list', 'configKey'],
  ['/system/dict/type/list', 'dictType'],
  ['/system/notice/list', 'noticeTitle'],
  ['/monitor/operlog/list', 'title'],
  ['/monitor/logininfor/list', 'userName'],
  ['/monitor/job/list', 'jobName'],
  ['/monitor/jobLog/list', 'jobName'],
  ['/project/record/list', 'title'],
  ['/project/contacts/list', 'name'],
];

describe('SQL injection', () => {
  let t: TestApp;
  let token: string;

  const get = (url: string, tk = token) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${tk}` },
    });
  const canary = async () =>
    (await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sec_canary',
    ))!.n;

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t.app);
    await t.app.db.query('CREATE TABLE sec_canary (id int)');
    await t.app.db.query('INSERT INTO sec_canary VALUES (1)');
  });
  afterAll(() => t.close());

  /** 200 with no rows beyond the plain list's, or a clear refusal; never a 5xx. */
  async function expectHarmless(url: string, maxTotal: number) {
    const started = Date.now();
    const res = await get(url);
    expect(res.statusCode, url).toBeLessThan(500);
    const body = res.json();
    expect(typeof body.msg, url).toBe('string');
    if (body.code === 200) {
      expect(body.total ?? 0, url).toBeLessThanOrEqual(maxTotal);
      expect(JSON.stringify(body), url).not.toMatch(/\$2[aby]\$\d+\$/);
    } else {
      expect(body.code, url).toBe(500);
      expect(Object.keys(body).sort(), url).toEqual(['code', 'msg']);
    }
    expect(Date.now() - started, `${url} slept`).toBeLessThan(4000);
  }

  it('sort column and order: whitelisted, never spliced into SQL', async () => {
    for (const [list] of LISTS) {
      const total = (await get(list)).json().total as number;
      for (const p of PAYLOADS) {
        const q = encodeURIComponent(p);
        await expectHarmless(`${list}?orderByColumn=${q}&isAsc=asc`, total);
        await expectHarmless(
          `${list}?orderByColumn=createTime&isAsc=${q}`,
          total,
        );
      }
    }
    expect(await canary()).toBe(1);
  });

  it('search fields and date ranges: matched as text, no extra rows', async () => {
    for (const [list, field] of LISTS) {
      for (const p of PAYLOADS) {
        const q = encodeURIComponent(p);
        await expectHarmless(`${list}?${field}=${q}`, 0);
        await expectHarmless(
          `${list}?params%5BbeginTime%5D=${q}&params%5BendTime%5D=${q}`,
          (await get(list)).json().total,
        );
      }
    }
    expect(await canary()).toBe(1);
  });

  it('params[dataScope] from the client is ignored: a self-only user sees no more rows', async () => {
    await addGuestUser(t.app, 'scoped');
    await t.app.db.query(
      `INSERT INTO sys_role_menu (role_id, menu_id)
       SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
        WHERE r.role_key = 'scoped-role' AND m.perms = 'system:user:list'`,
    );
    const scoped = await loginToken(t.app, 'scoped');
    const plain = (await get('/system/user/list', scoped)).json();
    expect(plain).toMatchObject({ code: 200, total: 1 });
    for (const p of [...PAYLOADS, '', '1=1', ' OR 1=1']) {
      const res = await get(
        `/system/user/list?params%5BdataScope%5D=${encodeURIComponent(p)}`,
        scoped,
      );
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json();
      if (body.code === 200) expect(body.total, p).toBe(1);
    }
    expect(await canary()).toBe(1);
  });

  it('ids in paths and job ids: refused or not found, nothing dropped', async () => {
    for (const p of PAYLOADS) {
      const id = encodeURIComponent(p);
      for (const [method, url, payload] of [
        ['GET', `/system/user/${id}`],
        ['GET', `/monitor/job/${id}`],
        ['DELETE', `/system/post/${id}`],
        ['DELETE', `/monitor/jobLog/${id}`],
        ['PUT', '/monitor/job/run', { jobId: p, jobGroup: p }],
        ['PUT', '/monitor/job/changeStatus', { jobId: p, status: p }],
        ['GET', `/system/dict/data/type/${id}`],
        ['GET', `/system/config/configKey/${id}`],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        const body = res.json();
        expect(typeof body.code).toBe('number');
        expect(JSON.stringify(body)).not.toMatch(/\$2[aby]\$\d+\$/);
      }
    }
    expect(await canary()).toBe(1);
    const users = await t.app.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM sys_user WHERE del_flag = '0'",
    );
    expect(users!.n).toBeGreaterThan(1);
  });
});
