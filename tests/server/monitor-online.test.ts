import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisKv } from '../../server/src/kv/index.js';
import { api, type Api, type Json } from './helpers/api.js';
import {
  authGet,
  createTestApp,
  loginToken,
  type TestApp,
} from './helpers/app.js';

const FIREFOX_UA =
  'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0';
const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };
const redisUrl = process.env.REDIS_URL;

const modes = [
  { mode: 'in-process kv', kv: () => undefined },
  ...(redisUrl
    ? [
        {
          mode: 'Redis kv',
          kv: () =>
            new RedisKv({
              url: redisUrl,
              prefix: `test:${randomBytes(4).toString('hex')}:`,
            }),
        },
      ]
    : []),
];

describe.each(modes)('/monitor/online ($mode)', ({ kv }) => {
  let t: TestApp;
  let admin: Api;
  let adminToken: string;
  let secondToken: string;
  let ryToken: string;
  const status = async (token: string) =>
    (await authGet(t.app, '/getInfo', token)).json().code;

  beforeAll(async () => {
    const store = kv();
    t = await createTestApp(store ? { kv: store } : {});
    adminToken = await loginToken(t.app, 'admin', 'admin123', {
      ip: '10.1.1.1',
    });
    ryToken = await loginToken(t.app, 'ry', 'admin123', { ip: '10.2.2.2' });
    // a second admin session, from elsewhere and another browser
    secondToken = await loginToken(t.app, 'admin', 'admin123', {
      ip: '192.168.7.9',
      ua: FIREFOX_UA,
    });
    admin = api(t.app, adminToken);
  });
  afterAll(async () => {
    const keys = await t.app.kv.keys('');
    if (keys.length) await t.app.kv.del(...keys);
    await t.close();
  });

  it('lists every live session, newest first, with its department', async () => {
    const res = await admin.get('/monitor/online/list');
    expect(res).toMatchObject({ code: 200, msg: '查询成功', total: 3 });
    expect(res.rows.map((r: Json) => `${r.userName}@${r.ipaddr}`)).toEqual([
      'admin@192.168.7.9',
      'ry@10.2.2.2',
      'admin@10.1.1.1',
    ]);
    const [second, ry] = res.rows;
    expect(second).toMatchObject({
      deptName: '研发部门',
      browser: expect.stringMatching(/^Firefox/),
      os: 'Linux',
      loginLocation: expect.any(String),
    });
    expect(ry.deptName).toBe('测试部门');
    expect(second.tokenId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof second.loginTime).toBe('number');
    expect(second.loginTime).toBeGreaterThanOrEqual(res.rows[1].loginTime);
  });

  it('filters by address and account', async () => {
    const by = async (qs: string) =>
      (await admin.get(`/monitor/online/list?${qs}`)).rows.map(
        (r: Json) => `${r.userName}@${r.ipaddr}`,
      );
    expect(await by('userName=ry')).toEqual(['ry@10.2.2.2']);
    expect(await by('userName=ADM')).toEqual([
      'admin@192.168.7.9',
      'admin@10.1.1.1',
    ]);
    expect(await by('ipaddr=192.168')).toEqual(['admin@192.168.7.9']);
    expect(await by('ipaddr=10.&userName=admin')).toEqual(['admin@10.1.1.1']);
    expect(await by('userName=nobody')).toEqual([]);
  });

  it('force logout ends that session at its next request, and only it', async () => {
    const { rows } = await admin.get('/monitor/online/list?ipaddr=192.168.7.9');
    expect(await status(secondToken)).toBe(200);
    expect(await admin.del(`/monitor/online/${rows[0].tokenId}`)).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await status(secondToken)).toBe(401);
    expect(await status(adminToken)).toBe(200);
    expect(await status(ryToken)).toBe(200);
    const left = await admin.get('/monitor/online/list');
    expect(left.rows.map((r: Json) => r.ipaddr)).toEqual([
      '10.2.2.2',
      '10.1.1.1',
    ]);

    // the operation log names it a force logout (business type 7)
    await t.app.operLog.flush();
    const log = await admin.get('/monitor/operlog/list?businessType=7');
    expect(log.rows[0]).toMatchObject({
      title: '在线用户',
      businessType: 7,
      method: 'forceLogout()',
      status: 0,
    });
    // the token id is not written into the log
    expect(log.rows[0].operParam).not.toContain(rows[0].tokenId);

    // a session that has already ended is said so
    expect(await admin.del(`/monitor/online/${rows[0].tokenId}`)).toEqual({
      code: 500,
      msg: '该会话已结束',
    });
  });

  it('refuses users without the permissions', async () => {
    const ry = api(t.app, ryToken);
    const { rows } = await admin.get('/monitor/online/list?userName=admin');
    expect(await ry.get('/monitor/online/list')).toEqual(forbidden);
    expect(await ry.del(`/monitor/online/${rows[0].tokenId}`)).toEqual(
      forbidden,
    );
    expect(await status(adminToken)).toBe(200);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/monitor/online/list' })
      ).json().code,
    ).toBe(401);
  });
});
