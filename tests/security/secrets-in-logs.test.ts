/**
 * Passwords and tokens never reach the operation log or the sign-in log:
 * changing, resetting and setting passwords, unlocking the screen, and the
 * bearer token of every logged call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from '../server/helpers/api.js';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';

const SECRETS = ['Sekr3tNew1', 'Sekr3tReset2', 'Sekr3tAdd3', 'WrongUnlock4'];

describe('secrets in logs', () => {
  let t: TestApp;
  let token: string;
  let admin: Api;

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t.app);
    admin = api(t.app, token);
  });
  afterAll(() => t.close());

  it('no password or token in any column of the operation or sign-in log', async () => {
    expect(
      (
        await admin.post('/system/user', {
          userName: 'logsecret',
          nickName: 'Log secret',
          password: SECRETS[2],
          deptId: 103,
          status: '0',
          roleIds: [2],
          postIds: [],
        })
      ).code,
    ).toBe(200);
    const id = (await admin.get('/system/user/list?userName=logsecret')).rows[0]
      .userId;
    expect(
      (
        await admin.put('/system/user/resetPwd', {
          userId: id,
          password: SECRETS[1],
        })
      ).code,
    ).toBe(200);
    const own = api(t.app, await loginToken(t.app, 'logsecret', SECRETS[1]));
    expect(
      (
        await own.put('/system/user/profile/updatePwd', {
          oldPassword: SECRETS[1],
          newPassword: SECRETS[0],
        })
      ).code,
    ).toBe(200);
    await admin.post('/unlockscreen', { password: SECRETS[3] });
    await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'logsecret', password: SECRETS[3] },
    });

    // What the operation log screen shows...
    const list = await admin.get('/monitor/operlog/list?pageSize=100');
    expect(list.total).toBeGreaterThanOrEqual(3);
    const details = await Promise.all(
      list.rows.map((r: { operId: number }) =>
        admin.get(`/monitor/operlog/${r.operId}`),
      ),
    );
    // ...and every column of both logs as stored.
    const stored = await t.app.db.one<{ s: string }>(
      `SELECT (SELECT coalesce(string_agg(o::text, '|'), '') FROM sys_oper_log o)
           || (SELECT coalesce(string_agg(l::text, '|'), '') FROM sys_logininfor l) AS s`,
    );
    const tokenPart = token.split('.')[2];
    for (const text of [
      JSON.stringify(list),
      JSON.stringify(details),
      stored!.s,
    ]) {
      for (const secret of SECRETS) expect(text).not.toContain(secret);
      expect(text).not.toContain(tokenPart);
      expect(text).not.toMatch(/Bearer\s/i);
      expect(text).not.toMatch(/\$2[aby]\$\d+\$/);
    }
    // The calls were logged, with their password fields masked.
    expect(JSON.stringify(list)).toContain('******');
  });
});
