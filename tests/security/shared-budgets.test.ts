/**
 * Shared budgets: many addresses, each under its own rate limit, together
 * ask for more contact forms and captchas than the server keeps. Nobody
 * else may be locked out by that: a fresh address still gets a form and a
 * captcha and can use them, while what the server keeps stays bounded (the
 * oldest go first) and every address stays limited on its own.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { RedisKv } from '../../server/src/kv/index.js';
import { CAPTCHA_PREFIX } from '../../server/src/services/captcha.js';
import {
  FORM_PREFIX,
  MIN_FILL_SECONDS,
} from '../../server/src/services/enquiry.js';
import { CAPTCHA_ALPHABET } from '../../server/src/services/infra/captcha-image.js';
import {
  DEFAULT_ISSUE_SLOTS,
  SLOT_PREFIX,
} from '../../server/src/services/infra/issue-slots.js';
import {
  createTestApp,
  createTestDatabase,
  postLogin,
  type TestApp,
} from '../server/helpers/app.js';

/** A captcha answer: four characters of the captcha's alphabet. */
const ANSWER = new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`);
const redisUrl = process.env.REDIS_URL;

const ADDRESSES = 335;
const FRESH = '192.0.2.7';
const EN = { 'accept-language': 'en' };
const RATE_LIMITED = {
  code: 429,
  msg: 'Too many requests, please try again later',
};

const ENQUIRY = {
  companyName: 'Example Ltd',
  contactName: 'Jane Doe',
  nameReading: 'ジェーン ドウ',
  phone: '03-1234-5678',
  email: 'jane@example.com',
  postalCode: '100-0005',
  address: '東京都千代田区丸の内1-1-1',
  consultingItem: '製品について',
  consultingContent: 'Please send a quote.',
};

const attacker = (i: number) => `198.18.${i >> 8}.${i & 255}`;

/**
 * Every attacking address asks `perAddress` times, never past its own
 * limit; returns the first and the last thing handed out.
 */
async function flood(
  t: TestApp,
  url: string,
  perAddress: number,
  pick: (body: Record<string, never>) => string,
) {
  const handed: string[] = [];
  for (let a = 0; a < ADDRESSES; a += 25) {
    const batch = Array.from(
      { length: Math.min(25, ADDRESSES - a) },
      async (_, k) => {
        const out: string[] = [];
        for (let i = 0; i < perAddress; i++) {
          const res = await t.app.inject({
            url,
            remoteAddress: attacker(a + k),
            headers: EN,
          });
          expect(res.json().code).toBe(200);
          out.push(pick(res.json()));
        }
        return out;
      },
    );
    for (const out of await Promise.all(batch)) handed.push(...out);
  }
  return { first: handed[0], last: handed[handed.length - 1], handed };
}

async function captchaFor(t: TestApp, ip: string) {
  const res = await t.app.inject({
    url: '/captchaImage',
    remoteAddress: ip,
    headers: EN,
  });
  expect(res.json().code).toBe(200);
  const uuid = res.json().uuid as string;
  return { uuid, code: (await t.kv.get(CAPTCHA_PREFIX + uuid))! };
}

describe('shared budgets: contact forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 10 sends per address per 10 minutes: 60 forms per address
    t = await createTestApp({ captchaEnabled: true, contactRateLimit: 10 });
  });
  afterAll(() => t.close());

  const form = (ip: string) =>
    t.app.inject({
      url: '/website/contact/form',
      remoteAddress: ip,
      headers: EN,
    });
  const send = async (ip: string, formToken: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/website/contact',
        remoteAddress: ip,
        headers: EN,
        payload: { ...ENQUIRY, formToken, ...(await captchaFor(t, ip)) },
      })
    ).json();

  it('past the number kept, a fresh address still gets a form and sends an enquiry with it', async () => {
    const { first, last, handed } = await flood(
      t,
      '/website/contact/form',
      60,
      (b: { data?: { formToken: string } }) => b.data!.formToken,
    );
    // 20,100 forms: more than the server keeps (once a global budget)
    expect(handed.length).toBeGreaterThan(DEFAULT_ISSUE_SLOTS);

    const res = await form(FRESH);
    expect(res.json().code).toBe(200);
    const formToken = res.json().data.formToken as string;
    t.advance((MIN_FILL_SECONDS + 1) * 1000);
    const sent = await send(FRESH, formToken);
    expect(sent).toMatchObject({ code: 200 });
    expect(sent.data.contactId).toBeGreaterThan(0);
    // still single use
    expect((await send(FRESH, formToken)).code).toBe(500);

    // bounded: never more forms kept than the fixed number; the oldest went
    expect((await t.kv.keys(FORM_PREFIX)).length).toBeLessThanOrEqual(
      DEFAULT_ISSUE_SLOTS,
    );
    expect(
      (await t.kv.keys(`${SLOT_PREFIX}contact_form:`)).length,
    ).toBeLessThanOrEqual(DEFAULT_ISSUE_SLOTS + 1);
    expect(await t.kv.get(FORM_PREFIX + first)).toBeNull();
    expect(await t.kv.get(FORM_PREFIX + last)).toBe('1');

    // each address is still limited on its own
    expect((await form(attacker(0))).json()).toEqual(RATE_LIMITED);
  }, 300_000);
});

describe('shared budgets: captchas', () => {
  const SLOTS = 250;
  let t: TestApp;
  beforeAll(async () => {
    // ISSUE_SLOTS lowered so that a flood past it stays quick to draw;
    // 30 sign-ins per address a minute: 60 captchas
    t = await createTestApp({
      captchaEnabled: true,
      loginRateLimit: 30,
      issueSlots: SLOTS,
    });
  });
  afterAll(() => t.close());

  it('past the number kept, a fresh address still gets a captcha and signs in with it', async () => {
    const { first, last, handed } = await flood(
      t,
      '/captchaImage',
      1,
      (b: { uuid?: string }) => b.uuid!,
    );
    expect(handed.length).toBeGreaterThan(SLOTS);

    const c = await captchaFor(t, FRESH);
    expect(c.code).toMatch(ANSWER);
    const signIn = await postLogin(t.app, 'admin', 'admin123', {
      ip: FRESH,
      ...c,
    });
    expect(signIn.json()).toMatchObject({ code: 200 });
    expect(signIn.json().token).toBeTruthy();

    expect((await t.kv.keys(CAPTCHA_PREFIX)).length).toBeLessThanOrEqual(SLOTS);
    expect(
      (await t.kv.keys(`${SLOT_PREFIX}captcha:`)).length,
    ).toBeLessThanOrEqual(SLOTS + 1);
    expect(await t.kv.get(CAPTCHA_PREFIX + first)).toBeNull();
    expect(await t.kv.get(CAPTCHA_PREFIX + last)).toMatch(ANSWER);
  }, 120_000);

  it('each address is still limited on its own: 60 captchas a minute', async () => {
    const ip = '192.0.2.8';
    for (let i = 0; i < 60; i++) await captchaFor(t, ip);
    const over = await t.app.inject({
      url: '/captchaImage',
      remoteAddress: ip,
      headers: EN,
    });
    expect(over.json()).toEqual(RATE_LIMITED);
    expect((await captchaFor(t, '192.0.2.9')).code).toMatch(ANSWER);
  }, 120_000);
});

/** Several instances behind a load balancer share one Redis and one ring. */
describe.skipIf(!redisUrl)('shared budgets: two instances on one Redis', () => {
  const SLOTS = 40;
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  const apps: FastifyInstance[] = [];
  const drops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const database = await createTestDatabase();
      drops.push(database.drop);
      apps.push(
        await buildApp({
          ...database.options,
          kv: new RedisKv({ url: redisUrl!, prefix }),
          captchaEnabled: true,
          staticDir: null,
          issueSlots: SLOTS,
        }),
      );
    }
  });
  afterAll(async () => {
    const keys = await apps[0].kv.keys('');
    if (keys.length) await apps[0].kv.del(...keys);
    for (const app of apps) await app.close();
    for (const drop of drops) await drop();
  });

  const ask = (n: number, url: string, ip: string) =>
    apps[n % 2].inject({ url, remoteAddress: ip, headers: EN });

  it('handed out by either, kept at most SLOTS in all, used on the other', async () => {
    for (let i = 0; i < 3 * SLOTS; i++) {
      const ip = `198.19.${i >> 8}.${i & 255}`;
      expect((await ask(i, '/captchaImage', ip)).json().code).toBe(200);
      expect((await ask(i, '/website/contact/form', ip)).json().code).toBe(200);
    }
    const kv = apps[0].kv;
    expect((await kv.keys(CAPTCHA_PREFIX)).length).toBe(SLOTS);
    expect((await kv.keys(FORM_PREFIX)).length).toBe(SLOTS);

    const c = (await ask(0, '/captchaImage', FRESH)).json();
    const code = (await kv.get(CAPTCHA_PREFIX + c.uuid))!;
    const signIn = await postLogin(apps[1], 'admin', 'admin123', {
      ip: FRESH,
      uuid: c.uuid,
      code,
    });
    expect(signIn.json()).toMatchObject({ code: 200 });

    const formToken = (await ask(1, '/website/contact/form', FRESH)).json().data
      .formToken;
    // Redis keeps real time: wait out the minimum fill time
    await new Promise((r) => setTimeout(r, (MIN_FILL_SECONDS + 0.5) * 1000));
    const c2 = (await ask(1, '/captchaImage', FRESH)).json();
    const payload = {
      ...ENQUIRY,
      formToken,
      uuid: c2.uuid,
      code: await kv.get(CAPTCHA_PREFIX + c2.uuid),
    };
    const sent = await apps[0].inject({
      method: 'POST',
      url: '/website/contact',
      remoteAddress: FRESH,
      headers: EN,
      payload,
    });
    expect(sent.json()).toMatchObject({ code: 200 });
    expect((await kv.keys(FORM_PREFIX)).length).toBe(SLOTS - 1);
  }, 120_000);
});
