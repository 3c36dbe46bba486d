import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postLogin, type TestApp } from './helpers/app.js';

describe('login rate limit per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('answers {code:429,msg} after the limit, per IP', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await postLogin(t.app, 'nobody', 'whatever1', {
        ip: '10.0.0.1',
      });
      expect(res.json().code).toBe(500);
    }
    const limited = await postLogin(t.app, 'admin', 'admin123', {
      ip: '10.0.0.1',
      headers: { 'accept-language': 'en' },
    });
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toEqual({
      code: 429,
      msg: 'Too many requests, please try again later',
    });
    const other = await postLogin(t.app, 'admin', 'admin123', {
      ip: '10.0.0.2',
    });
    expect(other.json().code).toBe(200);
  });
});
