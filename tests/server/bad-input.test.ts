import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const BAD_VALUE = {
  code: 500,
  msg: 'A value in the request is out of range or malformed (numbers up to 2147483647, real dates, no NUL characters)',
};
const EN = { 'accept-language': 'en' };

/** Input that passes the schemas but that the database (or a calendar) refuses. */
describe('values refused by the database answer the contract error, never HTTP 500', () => {
  let t: TestApp;
  let admin: Api;
  const posts = async () =>
    (await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_post',
    ))!.n;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app), EN);
  });
  afterAll(() => t.close());

  it.each([
    '/system/user/2147483648',
    '/system/post/99999999999',
    '/system/menu/roleMenuTreeselect/99999999999',
    '/system/user/list?deptId=99999999999',
    '/system/dept/list?deptId=99999999999',
    '/system/user/list?userName=a%00b',
  ])('GET %s', async (url) => {
    expect(await admin.get(url)).toEqual(BAD_VALUE);
  });

  it('page numbers beyond Java int are refused by the schema, with the field named', async () => {
    for (const n of ['1e20', '100000000000']) {
      const res = await admin.get(`/system/user/list?pageNum=${n}&pageSize=10`);
      expect(res.code).toBe(500);
      expect(res.msg).toContain('pageNum must be <= 2147483647');
    }
    // The largest one is served (past the end: the last page, as PageHelper does).
    const last = await admin.get('/system/user/list?pageNum=2147483647');
    expect(last.code).toBe(200);
    expect(last.rows.length).toBeGreaterThan(0);
  });

  it('impossible dates in params[beginTime] are refused by name, in lists and in streamed exports', async () => {
    for (const [url, value] of [
      ['/monitor/logininfor/list', '2024-02-31'],
      ['/monitor/operlog/list', '2024-13-45 10:00:00'],
      ['/system/user/list', '2024-02-30'],
      ['/system/role/list', '2024-04-31'],
      ['/monitor/operlog/list', '2024-05-01 24:00:00'],
    ]) {
      const res = await admin.get(
        `${url}?params%5BbeginTime%5D=${encodeURIComponent(value)}`,
      );
      expect(res).toEqual({ code: 500, msg: `Invalid date: ${value}` });
    }
    expect(
      (
        await admin.get(
          '/monitor/logininfor/list?params%5BbeginTime%5D=2024-02-29',
        )
      ).code,
    ).toBe(200);
    for (const url of [
      '/monitor/logininfor/export',
      '/monitor/operlog/export',
      '/system/user/export',
    ]) {
      const res = await admin.form(url, { 'params[beginTime]': '2024-02-31' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        code: 500,
        msg: 'Invalid date: 2024-02-31',
      });
    }
  });

  it('a NUL character or an out-of-range number in a save is refused and nothing is stored', async () => {
    const before = await posts();
    const nul = await admin.post('/system/post', {
      postCode: 'x\u0000y',
      postName: 'nul',
      postSort: 1,
      status: '0',
    });
    expect(nul).toEqual(BAD_VALUE);
    const big = await admin.post('/system/post', {
      postCode: 'big',
      postName: 'big',
      postSort: 99999999999,
      status: '0',
    });
    expect(big).toEqual(BAD_VALUE);
    expect(await posts()).toBe(before);
  });

  it('a route whose answer has required fields still answers errors as {code, msg}', async () => {
    const noToken = await t.app.inject({
      method: 'GET',
      url: '/system/menu/roleMenuTreeselect/1',
    });
    expect(noToken.statusCode).toBe(200);
    expect(noToken.json().code).toBe(401);
    const notNumber = await t.app.inject({
      method: 'GET',
      url: '/system/menu/roleMenuTreeselect/abc',
      headers: {
        authorization: `Bearer ${await loginToken(t.app)}`,
        ...EN,
      },
    });
    expect(notNumber.statusCode).toBe(200);
    expect(notNumber.json()).toEqual({
      code: 500,
      msg: expect.stringContaining('roleId'),
    });
  });
});
