import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryKv } from '../../server/src/kv/index.js';
import { CAPTCHA_BUDGET } from '../../server/src/services/captcha.js';
import { FORM_BUDGET } from '../../server/src/services/enquiry.js';
import {
  BUDGET_PREFIX,
  takeFromBudget,
} from '../../server/src/services/issue-budget.js';
import { createTestApp, type TestApp } from './helpers/app.js';

const EN = { 'accept-language': 'en' };

/** Captcha answers and contact form tokens keep state: both are bounded. */
describe('endpoints that hand out state are bounded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      captchaEnabled: true,
      loginRateLimit: 3,
      contactRateLimit: 2,
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

  it('all clients together: past the global budget the answer is "busy", nothing is stored', async () => {
    for (const [name, budget, url] of [
      ['captcha', CAPTCHA_BUDGET, '/captchaImage'],
      ['contact_form', FORM_BUDGET, '/website/contact/form'],
    ] as const) {
      await t.kv.set(BUDGET_PREFIX + name, String(budget), 60);
      const keysBefore = (await t.kv.keys('')).length;
      const res = await get(url, '10.3.0.9');
      expect(res.json()).toEqual({
        code: 429,
        msg: 'The server is busy, please try again in a few minutes',
      });
      // only the budget counter moved
      expect((await t.kv.keys('')).length).toBe(keysBefore);
      await t.kv.del(BUDGET_PREFIX + name);
      expect((await get(url, '10.3.0.9')).json().code).toBe(200);
    }
  });

  it('a budget refills when its window has passed', async () => {
    let now = 0;
    const kv = new MemoryKv({ now: () => now });
    for (let i = 0; i < 3; i++) await takeFromBudget(kv, 'x', 3, 60);
    await expect(takeFromBudget(kv, 'x', 3, 60)).rejects.toMatchObject({
      code: 429,
      msgKey: 'error.busy',
    });
    now += 61_000;
    await expect(takeFromBudget(kv, 'x', 3, 60)).resolves.toBeUndefined();
    await kv.close();
  });
});
