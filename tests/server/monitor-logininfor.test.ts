import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import {
  createTestApp,
  loginToken,
  postLogin,
  type TestApp,
} from './helpers/app.js';

const ok = { code: 200, msg: '操作成功' };
const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };
const locked = { code: 500, msg: '密码输入错误5次，帐户锁定10分钟' };

describe('/monitor/logininfor', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  const count = async () =>
    (await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_logininfor',
    ))!.n;

  /** Four known rows (and nothing else) with fixed times. */
  async function seed() {
    await t.app.db.exec('DELETE FROM sys_logininfor');
    await t.app.db.exec(
      `INSERT INTO sys_logininfor (user_name, ipaddr, login_location, browser, os, status, msg, login_time) VALUES
       ('admin', '127.0.0.1', 'Intranet IP', 'Chrome 120', 'Windows 10', '0', '登录成功', '2024-05-01 08:00:00'),
       ('ry', '10.0.0.7', 'Intranet IP', 'Firefox 126', 'Linux', '1', '用户不存在/密码错误', '2024-05-02 09:15:00'),
       ('ry', '10.0.0.7', 'Intranet IP', 'Firefox 126', 'Linux', '0', '登录成功', '2024-05-02 09:16:00'),
       ('mallory', '203.0.113.9', 'XX XX', 'Safari 17', 'Mac OS', '1', '用户不存在/密码错误', '2024-05-03 22:00:00')`,
    );
    return (
      await t.app.db.query<{ id: number }>(
        'SELECT info_id AS id FROM sys_logininfor ORDER BY info_id',
      )
    ).map((r) => r.id);
  }
  const names = async (qs: string) =>
    (await admin.get(`/monitor/logininfor/list?${qs}`)).rows.map(
      (r: Json) => `${r.userName}:${r.status}`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
    ry = api(t.app, await loginToken(t.app, 'ry'));
  });
  afterAll(() => t.close());

  it('records a failed sign-in with its reason, and lists it', async () => {
    const res = await postLogin(t.app, 'ry', 'wrong-password', {
      ip: '10.9.8.7',
    });
    expect(res.json()).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    const list = await admin.get('/monitor/logininfor/list?userName=ry');
    expect(list.rows[0]).toMatchObject({
      userName: 'ry',
      ipaddr: '10.9.8.7',
      status: '1',
      msg: '密码输入错误1次',
      browser: expect.stringMatching(/^Chrome/),
      os: expect.stringMatching(/^Windows/),
    });
    expect(list.rows[0].loginTime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    await t.app.services.auth.unlock('ry');
  });

  it('lists newest first with filters, a time range and allow-listed sorting', async () => {
    const ids = await seed();
    const all = await admin.get('/monitor/logininfor/list');
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 4 });
    expect(all.rows.map((r: Json) => r.infoId)).toEqual([...ids].reverse());
    expect(all.rows[0]).toEqual({
      infoId: ids[3],
      userName: 'mallory',
      ipaddr: '203.0.113.9',
      loginLocation: 'XX XX',
      browser: 'Safari 17',
      os: 'Mac OS',
      status: '1',
      msg: '用户不存在/密码错误',
      loginTime: '2024-05-03 22:00:00',
    });
    expect(await names('userName=r')).toEqual(['mallory:1', 'ry:0', 'ry:1']);
    expect(await names('status=1')).toEqual(['mallory:1', 'ry:1']);
    expect(await names('ipaddr=10.0')).toEqual(['ry:0', 'ry:1']);
    expect(
      await names(
        'params%5BbeginTime%5D=2024-05-02%2009%3A15%3A30&params%5BendTime%5D=2024-05-03%2021%3A59%3A59',
      ),
    ).toEqual(['ry:0']);
    expect(
      await names('orderByColumn=userName&isAsc=ascending&pageSize=2'),
    ).toEqual(['admin:0', 'mallory:1']);
    expect(await names('orderByColumn=loginTime&isAsc=descending')).toEqual([
      'mallory:1',
      'ry:0',
      'ry:1',
      'admin:0',
    ]);
    expect(
      await admin.get('/monitor/logininfor/list?orderByColumn=msg;drop'),
    ).toEqual({ code: 500, msg: '参数不符合规范，不能进行查询' });
  });

  it('deletes chosen rows and cleans the log; ry may do neither', async () => {
    const ids = await seed();
    expect(await ry.get('/monitor/logininfor/list')).toEqual(forbidden);
    expect(await ry.del(`/monitor/logininfor/${ids[0]}`)).toEqual(forbidden);
    expect(await ry.del('/monitor/logininfor/clean')).toEqual(forbidden);
    expect((await ry.form('/monitor/logininfor/export')).json()).toEqual(
      forbidden,
    );
    expect(await count()).toBe(4);
    expect((await admin.del('/monitor/logininfor/abc')).code).toBe(500);
    expect(await count()).toBe(4);

    expect(await admin.del(`/monitor/logininfor/${ids[1]},${ids[3]}`)).toEqual(
      ok,
    );
    expect(await names('')).toEqual(['ry:0', 'admin:0']);
    expect(await admin.del('/monitor/logininfor/clean')).toEqual(ok);
    expect(await count()).toBe(0);
    expect((await admin.get('/monitor/logininfor/list')).total).toBe(0);

    await t.app.operLog.flush();
    const logged = await t.app.db.query<Json>(
      `SELECT title, business_type, method FROM sys_oper_log
        WHERE oper_name = 'admin' ORDER BY oper_id DESC LIMIT 2`,
    );
    expect(logged).toEqual([
      { title: 'Login log', business_type: 9, method: 'cleanLogininfor()' },
      { title: 'Login log', business_type: 3, method: 'removeLogininfor()' },
    ]);
  });

  it('exports the filtered log as a real .xlsx with translated headers and labels', async () => {
    await seed();
    const res = await admin.form('/monitor/logininfor/export', {
      ipaddr: '10.0.0',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(
      /logininfor_\d{14}\.xlsx/,
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet[0]).toEqual([
      '序号',
      '用户账号',
      '登录状态',
      '登录地址',
      '登录地点',
      '浏览器',
      '操作系统',
      '提示消息',
      '访问时间',
    ]);
    expect(sheet.slice(1).map((r) => r.slice(1))).toEqual([
      [
        'ry',
        '成功',
        '10.0.0.7',
        '内网IP',
        'Firefox 126',
        'Linux',
        '登录成功',
        '2024-05-02 09:16:00',
      ],
      [
        'ry',
        '失败',
        '10.0.0.7',
        '内网IP',
        'Firefox 126',
        'Linux',
        '用户不存在/密码错误',
        '2024-05-02 09:15:00',
      ],
    ]);
    const everything = await readSheet(
      (await admin.form('/monitor/logininfor/export')).rawPayload,
    );
    expect(everything).toHaveLength(1 + 4);
  });

  it('unlock lifts the lockout after five wrong passwords: the user signs in at once', async () => {
    for (let i = 1; i <= 4; i += 1) {
      expect((await postLogin(t.app, 'ry', 'bad-password')).json()).toEqual({
        code: 500,
        msg: '用户不存在/密码错误',
      });
    }
    expect((await postLogin(t.app, 'ry', 'bad-password')).json()).toEqual(
      locked,
    );
    // the right password is refused while locked
    expect((await postLogin(t.app, 'ry', 'admin123')).json()).toEqual(locked);

    // ry cannot unlock (no monitor:logininfor:unlock); still locked
    expect(await ry.get('/monitor/logininfor/unlock/ry')).toEqual(forbidden);
    expect((await postLogin(t.app, 'ry', 'admin123')).json()).toEqual(locked);

    expect(await admin.get('/monitor/logininfor/unlock/ry')).toEqual(ok);
    const res = (await postLogin(t.app, 'ry', 'admin123')).json();
    expect(res.code).toBe(200);
    expect(typeof res.token).toBe('string');

    // the retry count starts again from zero
    expect((await postLogin(t.app, 'ry', 'bad-password')).json()).toEqual({
      code: 500,
      msg: '用户不存在/密码错误',
    });
    const last = await admin.get('/monitor/logininfor/list?userName=ry');
    expect(last.rows[0]).toMatchObject({ status: '1', msg: '密码输入错误1次' });
    await admin.get('/monitor/logininfor/unlock/ry');

    await t.app.operLog.flush();
    const logged = await t.app.db.one<Json>(
      `SELECT title, business_type, method, oper_url, oper_param
         FROM sys_oper_log WHERE method = 'unlockAccount()' AND status = 0
        ORDER BY oper_id DESC LIMIT 1`,
    );
    expect(logged).toEqual({
      title: 'Account unlock',
      business_type: 0,
      method: 'unlockAccount()',
      oper_url: '/monitor/logininfor/unlock/ry',
      oper_param: '{"userName":"ry"}',
    });
  });
});
