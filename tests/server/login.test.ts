import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PWD_ERR_PREFIX } from '../../server/src/services/auth.js';
import {
  CHROME_UA,
  createTestApp,
  postLogin,
  type TestApp,
} from './helpers/app.js';

const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0';

interface LogRow {
  userName: string;
  status: string;
  msg: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
}

describe('POST /login rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    // users for the deleted / disabled rules (password admin123)
    await db.query(
      `INSERT INTO sys_user (user_name, nick_name, password, status, del_flag)
       SELECT 'gone', 'gone', password, '0', '2' FROM sys_user WHERE user_id = 1
       UNION ALL
       SELECT 'blocked', 'blocked', password, '1', '0' FROM sys_user WHERE user_id = 1
       UNION ALL
       SELECT 'locker', 'locker', password, '0', '0' FROM sys_user WHERE user_id = 1`,
    );
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.db.exec('DELETE FROM sys_logininfor');
  });

  const logs = () =>
    t.app.db.query<LogRow>(
      `SELECT user_name AS "userName", status, msg, ipaddr,
              login_location AS "loginLocation", browser, os
         FROM sys_logininfor ORDER BY info_id`,
    );

  it('signs in admin, updates login_ip/login_date and logs success with browser and os', async () => {
    await t.app.db.query(
      `UPDATE sys_user SET login_ip = '', login_date = NULL WHERE user_id = 1`,
    );
    const res = await postLogin(t.app, 'admin', 'admin123', {
      ua: FIREFOX_MAC,
      ip: '10.1.2.3',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.msg).toBe('操作成功');
    expect(body.token.split('.')).toHaveLength(3);
    expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'token']);
    const user = await t.app.db.one<{ ip: string; date: string | null }>(
      'SELECT login_ip AS ip, login_date AS date FROM sys_user WHERE user_id = 1',
    );
    expect(user!.ip).toBe('10.1.2.3');
    expect(user!.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await logs()).toEqual([
      {
        userName: 'admin',
        status: '0',
        msg: '登录成功',
        ipaddr: '10.1.2.3',
        loginLocation: '内网IP',
        browser: 'Firefox 121',
        os: 'Mac OS 10.15',
      },
    ]);
  });

  it('trims the user name', async () => {
    const res = await postLogin(t.app, '  ry ', 'admin123');
    expect(res.json().code).toBe(200);
  });

  it.each([
    ['empty user name', '', 'admin123'],
    ['empty password', 'admin', ''],
    ['short password', 'admin', 'abcd'],
    ['long password', 'admin', 'x'.repeat(21)],
    ['short user name', 'a', 'admin123'],
    ['long user name', 'a'.repeat(21), 'admin123'],
    ['unknown user', 'nobody', 'admin123'],
  ])('%s → user not found / password wrong', async (_case, u, p) => {
    const res = await postLogin(t.app, u, p);
    expect(res.json()).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    const rows = await logs();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: '1', msg: '用户不存在/密码错误' });
  });

  it('answers in the request language (Accept-Language / Content-Language)', async () => {
    const en = await postLogin(t.app, 'nobody', 'admin123', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().msg).toBe('User does not exist or password is wrong');
    const ja = await postLogin(t.app, 'nobody', 'admin123', {
      headers: { 'content-language': 'ja', 'accept-language': 'en' },
    });
    expect(ja.json().msg).toBe(
      'ユーザーが存在しないか、パスワードが正しくありません',
    );
  });

  it('rejects a deleted account and a disabled account', async () => {
    expect((await postLogin(t.app, 'gone', 'admin123')).json()).toEqual({
      code: 500,
      msg: '对不起，您的账号已被删除',
    });
    expect((await postLogin(t.app, 'blocked', 'admin123')).json()).toEqual({
      code: 500,
      msg: '用户已封禁，请联系管理员',
    });
    const rows = await logs();
    expect(rows.map((r) => [r.userName, r.status, r.msg])).toEqual([
      ['gone', '1', '对不起，您的账号已被删除'],
      ['blocked', '1', '用户已封禁，请联系管理员'],
    ]);
  });

  it('rejects blacklisted IPs: exact, wildcard and CIDR', async () => {
    const setList = async (v: string) => {
      await t.app.db.query(
        `UPDATE sys_config SET config_value = $1
          WHERE config_key = 'sys.login.blackIPList'`,
        [v],
      );
      await t.app.services.config.evict('sys.login.blackIPList');
    };
    try {
      await setList('1.2.3.4;192.168.7.*;172.20.0.0/16');
      for (const ip of ['1.2.3.4', '192.168.7.99', '172.20.5.6']) {
        const res = await postLogin(t.app, 'admin', 'admin123', { ip });
        expect(res.json()).toEqual({
          code: 500,
          msg: '很遗憾，访问IP已被列入系统黑名单',
        });
      }
      for (const ip of ['1.2.3.5', '192.168.8.1', '172.21.0.1']) {
        expect(
          (await postLogin(t.app, 'admin', 'admin123', { ip })).json().code,
        ).toBe(200);
      }
      const rows = await logs();
      expect(rows.filter((r) => r.status === '1')).toHaveLength(3);
      expect(rows.filter((r) => r.status === '0')).toHaveLength(3);
    } finally {
      await setList('');
    }
  });

  it('locks the account after sys.login.maxRetryCount wrong passwords', async () => {
    const counter = PWD_ERR_PREFIX + 'locker';
    for (let i = 1; i <= 4; i++) {
      const res = await postLogin(t.app, 'locker', 'wrong-pass');
      expect(res.json()).toEqual({ code: 500, msg: '用户不存在/密码错误' });
      expect(await t.kv.get(counter)).toBe(String(i));
    }
    const fifth = await postLogin(t.app, 'locker', 'wrong-pass', {
      headers: { 'accept-language': 'en' },
    });
    expect(fifth.json()).toEqual({
      code: 500,
      msg: 'Wrong password 5 times, account locked for 10 minutes',
    });
    // even the right password is refused while locked
    const locked = await postLogin(t.app, 'locker', 'admin123');
    expect(locked.json()).toEqual({
      code: 500,
      msg: '密码输入错误5次，帐户锁定10分钟',
    });
    const ttl = await t.kv.ttl(counter);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);

    const rows = await logs();
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.status === '1' && r.userName === 'locker')).toBe(
      true,
    );
    expect(rows[0].msg).toBe('密码输入错误1次');
    expect(rows[3].msg).toBe('密码输入错误4次');
    // stored in the default language whatever the client's; the log shows
    // it in each reader's language (stored-text.test.ts)
    expect(rows[4].msg).toBe('密码输入错误5次，帐户锁定10分钟');
    expect(
      rows.every((r) => r.browser === 'Chrome 120' && r.os === 'Windows 10'),
    ).toBe(true);

    // unlock: the counters are cleared (monitor unlock) or the lock time passes
    await t.app.services.auth.unlock('locker');
    expect((await postLogin(t.app, 'locker', 'admin123')).json().code).toBe(
      200,
    );
    expect(await t.kv.get(counter)).toBeNull();
  });

  it('unlocks by itself when the lock time has passed, and success resets the counter', async () => {
    const counter = PWD_ERR_PREFIX + 'locker';
    for (let i = 0; i < 5; i++) await postLogin(t.app, 'locker', 'wrong-pass');
    expect((await postLogin(t.app, 'locker', 'admin123')).json().code).toBe(
      500,
    );
    t.advance(10 * 60 * 1000 + 1000);
    expect((await postLogin(t.app, 'locker', 'admin123')).json().code).toBe(
      200,
    );
    await postLogin(t.app, 'locker', 'wrong-pass');
    await postLogin(t.app, 'locker', 'admin123');
    expect(await t.kv.get(counter)).toBeNull();
  });

  it('honours sys.login.maxRetryCount and sys.login.lockTime parameters', async () => {
    const set = async (k: string, v: string) => {
      await t.app.db.query(
        'UPDATE sys_config SET config_value = $2 WHERE config_key = $1',
        [k, v],
      );
      await t.app.services.config.evict(k);
    };
    try {
      await set('sys.login.maxRetryCount', '2');
      await set('sys.login.lockTime', '3');
      await postLogin(t.app, 'ry', 'wrong-pass');
      const res = await postLogin(t.app, 'ry', 'wrong-pass');
      expect(res.json().msg).toBe('密码输入错误2次，帐户锁定3分钟');
      expect(await t.kv.ttl(PWD_ERR_PREFIX + 'ry')).toBeLessThanOrEqual(180);
    } finally {
      await set('sys.login.maxRetryCount', '5');
      await set('sys.login.lockTime', '10');
      await t.kv.del(PWD_ERR_PREFIX + 'ry');
    }
  });

  it('validates the body shape with a clear message and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'user-agent': CHROME_UA, 'accept-language': 'en' },
      payload: { username: { a: 1 }, password: 'admin123' },
    });
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(body.code).toBe(500);
    expect(body.msg).toMatch(/^Invalid request: /);
    expect(await logs()).toEqual([]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.json().code).toBe(500);
    expect(broken.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});
