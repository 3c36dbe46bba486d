/**
 * Sign-in attacks: password guessing (lockout, per-address rate limit),
 * captcha replay, and session fixation (a fresh token at every sign-in).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_PREFIX } from '../../server/src/services/captcha.js';
import {
  authGet,
  createTestApp,
  loginToken,
  postLogin,
  type TestApp,
} from '../server/helpers/app.js';

describe('sign-in attacks', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: true, loginRateLimit: 20 });
  });
  afterAll(() => t.close());

  const captcha = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/captchaImage' });
    const { uuid } = res.json() as { uuid: string };
    return { uuid, code: (await t.kv.get(CAPTCHA_PREFIX + uuid))! };
  };
  const login = async (user: string, pw: string, ip = '10.0.0.1') =>
    (await postLogin(t.app, user, pw, { ip, ...(await captcha()) })).json();

  it('a captcha answer works once: replaying the same uuid and answer is refused', async () => {
    const c = await captcha();
    const first = await postLogin(t.app, 'admin', 'admin123', c);
    expect(first.json().code).toBe(200);
    const replay = await postLogin(t.app, 'admin', 'admin123', c);
    expect(replay.json().code).toBe(500);
    expect(replay.json().token).toBeUndefined();
  });

  it('a wrong captcha answer burns the uuid (no guessing the answer on one image)', async () => {
    const c = await captcha();
    // never an answer: 0 is not in the captcha's alphabet
    const wrong = '0000';
    expect(
      (
        await postLogin(t.app, 'admin', 'admin123', { ...c, code: wrong })
      ).json().code,
    ).toBe(500);
    expect((await postLogin(t.app, 'admin', 'admin123', c)).json().code).toBe(
      500,
    );
  });

  it('every sign-in gets a new token; a token sent along with the sign-in is not adopted', async () => {
    const a = await loginToken(t.app, 'admin', 'admin123', await captcha());
    const b = await loginToken(t.app, 'admin', 'admin123', {
      ...(await captcha()),
      headers: { authorization: `Bearer ${a}` },
    });
    expect(b).not.toBe(a);
    const keyOf = (tk: string) =>
      JSON.parse(Buffer.from(tk.split('.')[1], 'base64url').toString())
        .login_user_key as string;
    expect(keyOf(b)).not.toBe(keyOf(a));
    // Ending the first session leaves the second one working.
    await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${a}` },
    });
    expect((await authGet(t.app, '/getInfo', a)).json().code).toBe(401);
    expect((await authGet(t.app, '/getInfo', b)).json().code).toBe(200);
  });

  it('five wrong passwords lock the account: the right one is then refused too', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('ry', `wrong-${i}`, '10.0.0.2')).code).toBe(500);
    }
    const locked = await login('ry', 'admin123', '10.0.0.2');
    expect(locked.code).toBe(500);
    expect(locked.token).toBeUndefined();
  });

  it('one address sending many sign-ins is rate limited', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await postLogin(t.app, `nobody${i}`, 'x', { ip: '10.0.0.3' });
      codes.push(res.json().code);
    }
    expect(codes).toContain(429);
    expect(codes.slice(-1)[0]).toBe(429);
  });
});
