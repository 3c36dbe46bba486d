import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../server/src/errors.js';
import {
  SESSION_PREFIX,
  type LoginSession,
} from '../../server/src/services/infra/session.js';
import { signToken } from '../../server/src/services/infra/token.js';
import {
  authGet,
  createTestApp,
  loginToken,
  postLogin,
  type TestApp,
} from './helpers/app.js';

/** Test-only routes in the authenticated scope. */
async function testRoutes(api: FastifyInstance) {
  api.get(
    '/test/protected',
    { config: { permission: 'system:user:list' } },
    async () => ({ code: 200, msg: 'ok' }),
  );
  api.get(
    '/test/notice',
    { config: { permission: 'system:notice:query' } },
    async () => ({ code: 200, msg: 'ok' }),
  );
  api.get('/test/boom', { config: { public: true } }, async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  api.get('/test/warn', { config: { public: true } }, async () => {
    throw new ServiceError(601, 'common.error');
  });
}

const UNAUTHORIZED = {
  code: 401,
  msg: '请求访问：/getInfo，认证失败，无法访问系统资源',
};

describe('authentication and permission guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routes: testRoutes });
  });
  afterAll(() => t.close());

  it('401 without a token, HTTP status 200, contract shape', async () => {
    const res = await t.app.inject({ url: '/getInfo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(UNAUTHORIZED);
    const en = await t.app.inject({
      url: '/getRouters?x=1',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json()).toEqual({
      code: 401,
      msg: 'Request to /getRouters: authentication failed, cannot access system resources',
    });
  });

  it('401 with a tampered, foreign-signed or malformed token', async () => {
    const token = await loginToken(t.app, 'ry');
    const [h, p, s] = token.split('.');
    const flipped = s.slice(0, -2) + (s.endsWith('AA') ? 'BB' : 'AA');
    const payload = Buffer.from(
      JSON.stringify({ login_user_key: 'someone-else' }),
    ).toString('base64url');
    for (const bad of [
      `${h}.${p}.${flipped}`,
      `${h}.${payload}.${s}`,
      signToken('not-the-server-secret', 'x'),
      'garbage',
      '',
    ]) {
      const res = await authGet(t.app, '/getInfo', bad);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
    expect((await authGet(t.app, '/getInfo', token)).json().code).toBe(200);
  });

  it('401 once the session expired (30 min without use)', async () => {
    const token = await loginToken(t.app, 'ry');
    t.advance(31 * 60 * 1000);
    expect((await authGet(t.app, '/getInfo', token)).json()).toEqual(
      UNAUTHORIZED,
    );
  });

  it('refreshes the session TTL on use when 10 minutes or less remain', async () => {
    const token = await loginToken(t.app, 'ry');
    const keys = await t.kv.keys(SESSION_PREFIX);
    const sessions = await Promise.all(
      keys.map(async (k) => JSON.parse((await t.kv.get(k))!) as LoginSession),
    );
    const mine = sessions.sort((a, b) => b.loginTime - a.loginTime)[0];
    const key = SESSION_PREFIX + mine.tokenId;
    // pretend 25 minutes passed: 5 minutes left
    mine.expireTime = Date.now() + 5 * 60 * 1000;
    await t.kv.set(key, JSON.stringify(mine), 5 * 60);
    expect((await authGet(t.app, '/getInfo', token)).json().code).toBe(200);
    expect(await t.kv.ttl(key)).toBeGreaterThan(29 * 60);
    const stored = JSON.parse((await t.kv.get(key))!) as LoginSession;
    expect(stored).toMatchObject({
      userId: 2,
      userName: 'ry',
      roles: ['common'],
      ipaddr: '127.0.0.1',
      browser: 'Chrome 120',
      os: 'Windows 10',
    });
    expect(JSON.stringify(stored)).not.toContain('$2a$');
  });

  it('403 for ry on a permission ry lacks; passes with the permission; admin passes all', async () => {
    const ry = await loginToken(t.app, 'ry');
    const res = await authGet(t.app, '/test/protected', ry);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 403,
      msg: '没有权限，请联系管理员授权',
    });
    const ja = await authGet(t.app, '/test/protected', ry, {
      'accept-language': 'ja',
    });
    expect(ja.json().msg).toBe('権限がありません。管理者に連絡してください');
    expect((await authGet(t.app, '/test/notice', ry)).json()).toEqual({
      code: 200,
      msg: 'ok',
    });
    const admin = await loginToken(t.app, 'admin');
    expect((await authGet(t.app, '/test/protected', admin)).json().code).toBe(
      200,
    );
    // no token at all: 401 comes first
    expect((await t.app.inject({ url: '/test/protected' })).json().code).toBe(
      401,
    );
  });

  it('logout deletes the session, logs it, and answers without a token too', async () => {
    const token = await loginToken(t.app, 'ry');
    expect((await authGet(t.app, '/getInfo', token)).json().code).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json()).toEqual({ code: 200, msg: '退出成功' });
    expect((await authGet(t.app, '/getInfo', token)).json().code).toBe(401);
    const row = await t.app.db.one<{ msg: string; user: string }>(
      `SELECT msg, user_name AS user FROM sys_logininfor
        ORDER BY info_id DESC LIMIT 1`,
    );
    expect(row).toEqual({ msg: '退出成功', user: 'ry' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/logout' });
    expect(anonymous.json()).toEqual({ code: 200, msg: '退出成功' });
  });

  it('unknown errors: code 500, generic message, no stack trace', async () => {
    const res = await t.app.inject({
      url: '/test/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 500,
      msg: 'Unknown system error, please report it to the administrator',
    });
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('stack');
    expect((await t.app.inject({ url: '/test/warn' })).json()).toEqual({
      code: 601,
      msg: '操作失败',
    });
  });

  it('unknown paths: 404 in the {code,msg} shape', async () => {
    const res = await t.app.inject({ url: '/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      msg: '访问资源不存在：/no/such/thing',
    });
  });

  it('security headers: CSP for the SPA, nosniff, frame rules', async () => {
    const res = await t.app.inject({ url: '/captchaImage' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain('frame-src http: https:');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rejects oversized bodies with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000) }),
    });
    expect(res.json()).toEqual({
      code: 500,
      msg: 'The request body is too large',
    });
  });
});

describe('POST /register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (username: string, password: string, lang = 'zh-CN') =>
    t.app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'accept-language': lang },
      payload: { username, password, confirmPassword: password },
    });

  const registerOffered = async () =>
    (await t.app.inject({ url: '/captchaImage' })).json().registerEnabled;

  it('is refused while sys.account.registerUser is false', async () => {
    expect(await registerOffered()).toBeUndefined();
    expect((await register('newbie', 'secret1')).json()).toEqual({
      code: 500,
      msg: '当前系统没有开启注册功能！',
    });
  });

  it('registers when enabled: lengths, uniqueness, then login works', async () => {
    await t.app.db.query(
      `UPDATE sys_config SET config_value = 'true'
        WHERE config_key = 'sys.account.registerUser'`,
    );
    await t.app.services.config.evict('sys.account.registerUser');
    expect(await registerOffered()).toBe(true);
    expect((await register('n', 'secret1', 'en')).json()).toEqual({
      code: 500,
      msg: 'The account must be 2 to 20 characters long',
    });
    expect((await register('newbie', '1234', 'en')).json()).toEqual({
      code: 500,
      msg: 'The password must be 5 to 20 characters long',
    });
    expect((await register('ry', 'secret1')).json()).toEqual({
      code: 500,
      msg: "保存用户'ry'失败，注册账号已存在",
    });
    const ok = await register('newbie', 'secret1');
    expect(ok.json()).toEqual({ code: 200, msg: '注册成功' });
    const user = await t.app.db.one<{
      nick: string;
      hash: string;
      dept: number | null;
    }>(
      `SELECT nick_name AS nick, password AS hash, dept_id AS dept
         FROM sys_user WHERE user_name = 'newbie'`,
    );
    expect(user!.nick).toBe('newbie');
    expect(user!.dept).toBeNull();
    expect(user!.hash).toMatch(/^\$2[aby]\$10\$/);
    const login = await postLogin(t.app, 'newbie', 'secret1');
    expect(login.json().code).toBe(200);
    const info = (await authGet(t.app, '/getInfo', login.json().token)).json();
    expect(info.roles).toEqual([]);
    expect(info.permissions).toEqual([]);
    const routers = (
      await authGet(t.app, '/getRouters', login.json().token)
    ).json();
    expect(routers.data).toEqual([]);
  });
});
