/**
 * PUT /system/user/profile/updatePwd is no password oracle: wrong old
 * passwords count like failed sign-ins from the same address, and the one
 * that reaches the lock signs the guessing session out. A successful change
 * ends the user's other sessions and keeps the current one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authGet,
  createTestApp,
  loginToken,
  postLogin,
  type TestApp,
} from '../server/helpers/app.js';

const WRONG_OLD = { code: 500, msg: '修改密码失败，旧密码错误' };
const LOCKED = { code: 500, msg: '密码输入错误5次，帐户锁定10分钟' };

describe('own password change', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // password admin123, like admin
    await t.app.db.query(
      `INSERT INTO sys_user (user_name, nick_name, password, status, del_flag)
       SELECT u, u, password, '0', '0' FROM sys_user,
              (VALUES ('guesser'), ('changer')) AS v(u)
        WHERE user_id = 1`,
    );
  });
  afterAll(() => t.close());

  const updatePwd = (
    token: string,
    ip: string,
    oldPassword: string,
    newPassword = 'fresh-pass9',
  ) =>
    t.app
      .inject({
        method: 'PUT',
        url: '/system/user/profile/updatePwd',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
        payload: { oldPassword, newPassword },
      })
      .then((r) => r.json());
  const works = async (token: string) =>
    (await authGet(t.app, '/getInfo', token)).json().code;

  it('wrong old passwords lock like failed sign-ins, then the guessing session is signed out', async () => {
    const ip = '203.0.113.40';
    const guessing = await loginToken(t.app, 'guesser', 'admin123', { ip });
    const elsewhere = await loginToken(t.app, 'guesser', 'admin123', {
      ip: '198.51.100.40',
    });
    for (let i = 0; i < 4; i++) {
      expect(await updatePwd(guessing, ip, `guess-${i}`)).toEqual(WRONG_OLD);
    }
    expect(await updatePwd(guessing, ip, 'guess-4')).toEqual(LOCKED);
    expect(await works(guessing)).toBe(401);
    expect(await updatePwd(guessing, ip, 'admin123')).toMatchObject({
      code: 401,
    });

    // the same lock as sign-in's: this address may not sign in either
    expect(
      (await postLogin(t.app, 'guesser', 'admin123', { ip })).json(),
    ).toEqual(LOCKED);
    // another session sending from the locked address is refused and ended
    const second = await loginToken(t.app, 'guesser', 'admin123', {
      ip: '198.51.100.41',
    });
    expect(await updatePwd(second, ip, 'admin123')).toEqual(LOCKED);
    expect(await works(second)).toBe(401);
    // the session at another address is untouched, and the password unchanged
    expect(await works(elsewhere)).toBe(200);
    expect(
      (
        await postLogin(t.app, 'guesser', 'admin123', { ip: '198.51.100.42' })
      ).json().code,
    ).toBe(200);
  });

  it("a successful change ends the user's other sessions but not the current one", async () => {
    const current = await loginToken(t.app, 'changer', 'admin123', {
      ip: '192.0.2.50',
    });
    const other = await loginToken(t.app, 'changer', 'admin123', {
      ip: '192.0.2.51',
    });
    const admin = await loginToken(t.app, 'admin', 'admin123');
    expect(await updatePwd(current, '192.0.2.50', 'admin123')).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await works(current)).toBe(200);
    expect(await works(other)).toBe(401);
    expect(await works(admin)).toBe(200);
    expect(
      (
        await postLogin(t.app, 'changer', 'fresh-pass9', { ip: '192.0.2.51' })
      ).json().code,
    ).toBe(200);
  });
});
