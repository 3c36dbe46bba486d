import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  postLogin,
  type TestApp,
} from '../server/helpers/app.js';

// One IPv6 subscriber holds a whole /64: limits and lockouts count the
// network, not each of its 2^64 addresses.
const NET = '2001:db8:77:1';
const host = (n: number) => `${NET}::${n.toString(16)}`;
const ENQUIRY = {
  companyName: '株式会社テスト',
  contactName: '山田 太郎',
  nameReading: 'ヤマダ タロウ',
  applicant: '',
  phone: '03-1234-5678',
  email: 'taro@example.co.jp',
  postalCode: '100-0005',
  address: '東京都千代田区丸の内1-1-1',
  consultingItem: '製品について',
  consultingContent: '見積りをお願いします。',
};
const LOCKED = { code: 500, msg: '密码输入错误5次，帐户锁定10分钟' };

describe('an IPv6 client rotating addresses within its /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 30, contactRateLimit: 2 });
    await t.app.db.query(
      `INSERT INTO sys_user (user_name, nick_name, password, status, del_flag)
       SELECT 'v6target', 'v6target', password, '0', '0' FROM sys_user
        WHERE user_id = 1`,
    );
  });
  afterAll(() => t.close());

  it('is one address to the lockout: five guesses lock its network out, not the account', async () => {
    for (let i = 1; i <= 5; i++) {
      await postLogin(t.app, 'v6target', 'guess-123', { ip: host(i) });
    }
    expect(
      (await postLogin(t.app, 'v6target', 'admin123', { ip: host(99) })).json(),
    ).toEqual(LOCKED);
    // the same network written out in full is the same client
    expect(
      (
        await postLogin(t.app, 'v6target', 'admin123', {
          ip: '2001:0db8:0077:0001:ffff:0:0:1',
        })
      ).json(),
    ).toEqual(LOCKED);
    // five guesses from "five addresses" did not lock the owner out
    expect(
      (
        await postLogin(t.app, 'v6target', 'admin123', { ip: '10.0.0.5' })
      ).json().code,
    ).toBe(200);
    expect(
      (
        await postLogin(t.app, 'v6target', 'admin123', { ip: '2001:db8:78::1' })
      ).json().code,
    ).toBe(200);
  });

  // (the routes' rate limits, @fastify/rate-limit, count IPv6 by /64 too)
  it('shares one captcha budget (60 a minute) across its addresses', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 61; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/captchaImage',
        remoteAddress: host(0x2000 + i),
      });
      codes.push(res.json().code);
    }
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    const other = await t.app.inject({
      method: 'GET',
      url: '/captchaImage',
      remoteAddress: '2001:db8:79::1',
    });
    expect(other.json().code).toBe(200);
  });

  it('shares one enquiry budget (CONTACT_RATE_LIMIT sends) across its addresses', async () => {
    const send = async (ip: string) => {
      const form = await t.app.inject({
        url: '/website/contact/form',
        remoteAddress: ip,
      });
      t.advance(5_000); // past the form's minimum fill time
      const res = await t.app.inject({
        method: 'POST',
        url: '/website/contact',
        remoteAddress: ip,
        payload: { ...ENQUIRY, formToken: form.json().data.formToken },
      });
      return res.json().code as number;
    };
    expect(await send(host(0x3001))).toBe(200);
    expect(await send(host(0x3002))).toBe(200);
    expect(await send(host(0x3003))).toBe(429);
    expect(await send('2001:db8:81::1')).toBe(200);
  });
});
