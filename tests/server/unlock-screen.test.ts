import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

/** POST /unlockscreen as RuoYi-Vue3 3.9.x sends it: JSON `{ password }`. */
describe('/unlockscreen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('unlocks with the signed-in user’s password and refuses another one, saying how many tries are left', async () => {
    const ry = api(t.app, await loginToken(t.app, 'ry'));
    expect(await ry.post('/unlockscreen', { password: 'admin123' })).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await ry.post('/unlockscreen', { password: 'nope' })).toEqual({
      code: 500,
      msg: '密码错误，还可尝试 4 次',
    });
    expect(await ry.post('/unlockscreen', {})).toEqual({
      code: 500,
      msg: '请输入密码以解锁屏幕',
    });
    // a right answer starts the count again
    expect(
      await ry.post('/unlockscreen', { password: 'admin123' }),
    ).toMatchObject({
      code: 200,
    });
    expect(await ry.post('/unlockscreen', { password: 'nope' })).toMatchObject({
      msg: '密码错误，还可尝试 4 次',
    });
  });

  it('ends the session at the fifth wrong password; other sessions of the user go on', async () => {
    const locked = api(t.app, await loginToken(t.app, 'ry'));
    const other = api(t.app, await loginToken(t.app, 'ry'));
    for (let i = 4; i >= 1; i--) {
      expect(
        await locked.post('/unlockscreen', { password: 'x' }),
      ).toMatchObject({
        code: 500,
        msg: `密码错误，还可尝试 ${i} 次`,
      });
    }
    expect(await locked.post('/unlockscreen', { password: 'x' })).toEqual({
      code: 401,
      msg: '密码错误 5 次，已退出登录',
    });
    expect(await locked.get('/getInfo')).toMatchObject({ code: 401 });
    expect(await other.get('/getInfo')).toMatchObject({ code: 200 });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/unlockscreen',
      payload: { password: 'admin123' },
    });
    expect(res.json()).toMatchObject({ code: 401 });
  });
});
