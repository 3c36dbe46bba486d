import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_PREFIX } from '../../server/src/services/captcha.js';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  captchaText,
  drawCaptcha,
  renderCaptcha,
} from '../../server/src/services/infra/captcha-image.js';
import { createTestApp, postLogin, type TestApp } from './helpers/app.js';
import { decodePng } from './helpers/png.js';

const EN = { 'accept-language': 'en' };

describe('captcha (enabled)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: true });
  });
  afterAll(() => t.close());

  async function captcha() {
    const res = await t.app.inject({ url: '/captchaImage' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const answer = await t.kv.get(CAPTCHA_PREFIX + body.uuid);
    return { body, answer: answer! };
  }

  it('returns a base64 PNG image and keeps the answer for 2 minutes', async () => {
    const { body, answer } = await captcha();
    expect(body).toMatchObject({ code: 200, captchaEnabled: true });
    expect(body.uuid).toMatch(/^[0-9a-f]{32}$/);
    const png = decodePng(Buffer.from(body.img, 'base64'));
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(body.img).not.toMatch(/^data:/);
    expect(answer).toMatch(/^[34679ACEFHJKMNPRWXY]{4}$/);
    const ttl = await t.kv.ttl(CAPTCHA_PREFIX + body.uuid);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it('accepts the right answer once only, typed in any case', async () => {
    const { body, answer } = await captcha();
    const ok = await postLogin(t.app, 'admin', 'admin123', {
      code: answer.toLowerCase(),
      uuid: body.uuid,
    });
    expect(ok.json().code).toBe(200);
    const again = await postLogin(t.app, 'admin', 'admin123', {
      code: answer,
      uuid: body.uuid,
      headers: EN,
    });
    expect(again.json()).toEqual({
      code: 500,
      msg: 'The captcha has expired',
    });
  });

  it('rejects a wrong answer with the contract message and burns the uuid', async () => {
    const { body, answer } = await captcha();
    // never an answer: 0 is not in the captcha's alphabet
    const wrong = '0000';
    const res = await postLogin(t.app, 'admin', 'admin123', {
      code: wrong,
      uuid: body.uuid,
    });
    expect(res.json()).toEqual({ code: 500, msg: '验证码错误' });
    const retry = await postLogin(t.app, 'admin', 'admin123', {
      code: answer,
      uuid: body.uuid,
    });
    expect(retry.json()).toEqual({ code: 500, msg: '验证码已失效' });
    const rows = await t.app.db.query<{ status: string; msg: string }>(
      `SELECT status, msg FROM sys_logininfor ORDER BY info_id DESC LIMIT 2`,
    );
    expect(rows).toEqual([
      { status: '1', msg: '验证码已失效' },
      { status: '1', msg: '验证码错误' },
    ]);
  });

  it('rejects an expired answer (TTL passed) and a missing uuid', async () => {
    const { body, answer } = await captcha();
    t.advance(121_000);
    const res = await postLogin(t.app, 'admin', 'admin123', {
      code: answer,
      uuid: body.uuid,
      headers: { 'accept-language': 'ja' },
    });
    expect(res.json()).toEqual({
      code: 500,
      msg: '認証コードの有効期限が切れました',
    });
    const none = await postLogin(t.app, 'admin', 'admin123');
    expect(none.json()).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('follows the sys.account.captchaEnabled parameter', async () => {
    await t.app.db.query(
      `UPDATE sys_config SET config_value = 'false'
        WHERE config_key = 'sys.account.captchaEnabled'`,
    );
    await t.app.services.config.evict('sys.account.captchaEnabled');
    try {
      const res = await t.app.inject({ url: '/captchaImage' });
      expect(res.json()).toEqual({
        code: 200,
        msg: '操作成功',
        captchaEnabled: false,
      });
      const login = await postLogin(t.app, 'admin', 'admin123');
      expect(login.json().code).toBe(200);
    } finally {
      await t.app.db.query(
        `UPDATE sys_config SET config_value = 'true'
          WHERE config_key = 'sys.account.captchaEnabled'`,
      );
      await t.app.services.config.evict('sys.account.captchaEnabled');
    }
  });
});

describe('captcha disabled by CAPTCHA_ENABLED=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: false });
  });
  afterAll(() => t.close());

  it('answers only {code, msg, captchaEnabled:false} and login needs no code', async () => {
    const res = await t.app.inject({ url: '/captchaImage' });
    expect(res.json()).toEqual({
      code: 200,
      msg: '操作成功',
      captchaEnabled: false,
    });
    expect((await postLogin(t.app, 'admin', 'admin123')).json().code).toBe(200);
  });
});

describe('the captcha picture', () => {
  it('asks for four characters none of which is taken for another, never a sum', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const text = captchaText();
      expect(text).toMatch(/^[34679ACEFHJKMNPRWXY]{4}$/);
      for (const ch of text) seen.add(ch);
    }
    // every character of the alphabet comes up, and no look-alike ever does
    expect([...seen].sort().join('')).toBe(CAPTCHA_ALPHABET);
    for (const lookAlike of '01258BDGILOQSTUVZ') {
      expect(CAPTCHA_ALPHABET).not.toContain(lookAlike);
    }
  });

  it('is large enough to read: 400 x 128 pixels shown at 200 x 64, characters filling most of its height', () => {
    expect([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]).toEqual([400, 128]);
    for (let i = 0; i < 20; i++) {
      const { glyphs } = drawCaptcha(captchaText());
      const ys = glyphs.flatMap((g) =>
        g.flatMap((c) => [c.start, ...c.segments.flatMap((s) => s.points)]),
      );
      const xs = ys.map((p) => p[0]);
      const heights = glyphs.map((g) => {
        const gy = g.flatMap((c) =>
          [c.start, ...c.segments.flatMap((s) => s.points)].map((p) => p[1]),
        );
        return Math.max(...gy) - Math.min(...gy);
      });
      // each character at least 40% of the picture's height, all inside it
      expect(Math.min(...heights)).toBeGreaterThan(CAPTCHA_HEIGHT * 0.4);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...xs)).toBeLessThanOrEqual(CAPTCHA_WIDTH);
    }
  });

  it('never draws a character the same way twice', () => {
    const drawings = [drawCaptcha('MMMM'), drawCaptcha('MMMM')];
    const glyphs = drawings.flatMap((d) => d.glyphs);
    expect(glyphs).toHaveLength(8);
    // the same character, eight times: no two share their drawing (segment
    // kinds with every point, relative to where the outline starts)
    const drawing = (g: (typeof glyphs)[number]) =>
      g
        .map((c) =>
          c.segments
            .map(
              (s) =>
                s.type +
                s.points
                  .map((p) =>
                    p.map((v, i) => Math.round((v - c.start[i]) * 1000)),
                  )
                  .join(' '),
            )
            .join(''),
        )
        .join('|');
    expect(new Set(glyphs.map(drawing)).size).toBe(8);
    // and the kinds of segments themselves vary (the font's fixed command
    // sequence does not come through)
    const kinds = glyphs.map((g) =>
      g.map((c) => c.segments.map((s) => s.type).join('')).join('|'),
    );
    expect(new Set(kinds).size).toBeGreaterThan(1);
  });

  it('paints pixels only: the PNG names no drawing commands', () => {
    const png = renderCaptcha('WX4M');
    expect(png.includes('<path')).toBe(false);
    expect(png.includes('<svg')).toBe(false);
    const { rgb } = decodePng(png);
    const grey = (i: number) => rgb[i] + rgb[i + 1] + rgb[i + 2];
    const levels = Array.from({ length: rgb.length / 3 }, (_, i) =>
      grey(i * 3),
    );
    // dark ink on a light background
    expect(Math.min(...levels)).toBeLessThan(3 * 100);
    expect(Math.max(...levels)).toBeGreaterThan(3 * 215);
  });
});
