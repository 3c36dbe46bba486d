import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskSecrets } from '../../server/src/plugins/app/oper-log.js';
import { ServiceError } from '../../server/src/errors.js';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

/** Test-only routes that declare an operation log. */
async function logged(app: FastifyInstance) {
  app.put(
    '/test/logged/password',
    { config: { log: { title: 'Test', businessType: 'UPDATE' } } },
    async () => ({ code: 200, msg: 'ok', token: 'server-secret-token' }),
  );
  app.delete(
    '/test/logged/:ids',
    { config: { log: { title: 'Test', businessType: 'DELETE' } } },
    async () => {
      throw new ServiceError(601, 'dept.hasUsers');
    },
  );
  app.post(
    '/test/logged/crash',
    { config: { log: { title: 'Test', businessType: 'OTHER' } } },
    async () => {
      throw new Error('boom');
    },
  );
  app.post('/test/unlogged', async () => ({ code: 200, msg: 'ok' }));
}

describe('operation log hook', () => {
  let t: TestApp;
  let admin: Api;
  const rows = async () => {
    await t.app.operLog.flush();
    return t.app.db.query<Json>(
      `SELECT title, business_type, method, request_method, oper_param,
              json_result, status, error_msg FROM sys_oper_log ORDER BY oper_id`,
    );
  };

  beforeAll(async () => {
    t = await createTestApp({ routes: logged });
    admin = api(t.app, await loginToken(t.app, 'admin'));
  });
  afterAll(() => t.close());

  it('masks passwords and tokens at any depth', () => {
    expect(
      maskSecrets({
        userName: 'a',
        password: 'p',
        oldPassword: 'o',
        nested: [{ newPassword: 'n', confirmPassword: 'c', keep: 1 }],
        token: 't',
      }),
    ).toEqual({
      userName: 'a',
      password: '******',
      oldPassword: '******',
      nested: [{ newPassword: '******', confirmPassword: '******', keep: 1 }],
      token: '******',
    });
  });

  it('records params without secrets, failures with their message, and nothing for undeclared routes', async () => {
    await t.app.operLog.flush();
    await t.app.db.exec('DELETE FROM sys_oper_log');
    await admin.put('/test/logged/password', {
      userId: 3,
      oldPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    expect(await admin.del('/test/logged/3,4')).toMatchObject({ code: 601 });
    expect((await admin.post('/test/logged/crash')).code).toBe(500);
    await admin.post('/test/unlogged');
    // Rows are written asynchronously (in any order on a connection pool).
    const logged = await rows();
    expect(logged.map((r: Json) => r.business_type).sort()).toEqual([0, 2, 3]);
    const put = logged.find((r: Json) => r.business_type === 2);
    const del = logged.find((r: Json) => r.business_type === 3);
    const crash = logged.find((r: Json) => r.business_type === 0);
    expect(put).toMatchObject({
      business_type: 2,
      method: 'PUT /test/logged/password',
      request_method: 'PUT',
      status: 0,
    });
    expect(JSON.parse(put.oper_param)).toEqual({
      userId: 3,
      oldPassword: '******',
      newPassword: '******',
    });
    expect(JSON.parse(put.json_result)).toEqual({
      code: 200,
      msg: 'ok',
      token: '******',
    });
    const all = JSON.stringify(logged);
    expect(all).not.toContain('old-secret');
    expect(all).not.toContain('new-secret');
    expect(all).not.toContain('server-secret-token');
    expect(del).toMatchObject({
      business_type: 3,
      status: 1,
      error_msg: '部门存在用户,不允许删除',
    });
    expect(JSON.parse(del.oper_param)).toEqual({ ids: '3,4' });
    expect(crash).toMatchObject({ status: 1 });
  });

  it('a failing log write never fails the request', async () => {
    await t.app.operLog.flush();
    await t.app.db.exec('ALTER TABLE sys_oper_log RENAME TO sys_oper_log_away');
    try {
      expect(await admin.put('/test/logged/password', { a: 1 })).toMatchObject({
        code: 200,
      });
      await t.app.operLog.flush();
    } finally {
      await t.app.db.exec(
        'ALTER TABLE sys_oper_log_away RENAME TO sys_oper_log',
      );
    }
  });
});
