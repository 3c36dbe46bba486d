import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryKv } from '../../server/src/kv/index.js';
import { CAPTCHA_PREFIX } from '../../server/src/services/captcha.js';
import { FORM_PREFIX } from '../../server/src/services/enquiry.js';
import {
  keepInSlot,
  SLOT_PREFIX,
} from '../../server/src/services/infra/issue-slots.js';
import type { Json } from './helpers/api.js';
import { createTestApp, type TestApp } from './helpers/app.js';

const EN = { 'accept-language': 'en' };

const SLOTS = 50;

/** Captcha answers and contact form tokens keep state: both are bounded. */
describe('endpoints that hand out state are bounded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      captchaEnabled: true,
      loginRateLimit: 3,
      contactRateLimit: 2,
      issueSlots: SLOTS,
    });
  });
  afterAll(() => t.close());

  const get = (url: string, ip: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: EN });

  it('GET /captchaImage: at most 60 a minute per address', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await get('/captchaImage', '10.1.0.1')).json().code).toBe(200);
    }
    const over = await get('/captchaImage', '10.1.0.1');
    expect(over.json()).toEqual({
      code: 429,
      msg: 'Too many requests, please try again later',
    });
    expect((await get('/captchaImage', '10.1.0.2')).json().img).toBeTruthy();
  });

  it('GET /website/contact/form: at most 6 x the send limit per 10 minutes per address', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await get('/website/contact/form', '10.2.0.1');
      expect(res.json().data.formToken).toBeTruthy();
    }
    expect((await get('/website/contact/form', '10.2.0.1')).json().code).toBe(
      429,
    );
    expect((await get('/website/contact/form', '10.2.0.2')).json().code).toBe(
      200,
    );
  });

  it('all clients together: a fixed number kept, a new one replaces the oldest and is never refused', async () => {
    for (const [prefix, url, pick] of [
      [CAPTCHA_PREFIX, '/captchaImage', (b: Json) => b.uuid],
      [FORM_PREFIX, '/website/contact/form', (b: Json) => b.data.formToken],
    ] as const) {
      const handed: string[] = [];
      for (let i = 0; i < SLOTS + 5; i++) {
        const body = (await get(url, `10.3.${i >> 8}.${i & 255}`)).json();
        expect(body.code).toBe(200);
        handed.push(pick(body));
      }
      expect((await t.kv.keys(prefix)).length).toBe(SLOTS);
      for (const [i, id] of handed.entries()) {
        expect(await t.kv.get(prefix + id)).toEqual(
          i < 5 ? null : expect.any(String),
        );
      }
    }
  });

  it('a ring of n slots keeps the n newest entries, the oldest replaced first', async () => {
    const kv = new MemoryKv();
    const ring = { kind: 'x', prefix: 'x:', slots: 3 };
    for (let i = 1; i <= 7; i++) {
      await keepInSlot(kv, ring, `id${i}`, String(i), 60);
    }
    expect(await kv.keys('x:')).toEqual(['x:id5', 'x:id6', 'x:id7']);
    expect((await kv.keys(`${SLOT_PREFIX}x:`)).length).toBe(4);
    // an entry used up (deleted) leaves its slot to the next one
    await kv.del('x:id5');
    await keepInSlot(kv, ring, 'id8', '8', 60);
    expect(await kv.keys('x:')).toEqual(['x:id6', 'x:id7', 'x:id8']);
    await kv.close();
  });
});
