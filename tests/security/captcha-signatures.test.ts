/**
 * Captcha reading by signatures: an attacker collects solved captchas,
 * learns each character's drawing commands (which no translation, scale or
 * bending changes) and reads fresh ones. The picture must carry no such
 * commands, and the drawing it is painted from must not repeat them either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_PREFIX } from '../../server/src/services/captcha.js';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  drawCaptcha,
  captchaText,
} from '../../server/src/services/infra/captcha-image.js';
import {
  createTestApp,
  postLogin,
  type TestApp,
} from '../server/helpers/app.js';
import { decodePng } from '../server/helpers/png.js';
import {
  contoursOfImage,
  SignatureReader,
  type Contour,
} from './helpers/captcha-signatures.js';

const TRAIN = 150;
const TEST = 80;

describe('captcha signatures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: true });
  });
  afterAll(() => t.close());

  /** One captcha as a client gets it, with its answer from the store. */
  async function solved() {
    const body = (await t.app.inject({ url: '/captchaImage' })).json() as {
      uuid: string;
      img: string;
    };
    const answer = (await t.kv.get(CAPTCHA_PREFIX + body.uuid))!;
    return { uuid: body.uuid, img: Buffer.from(body.img, 'base64'), answer };
  }

  it('learning the drawing commands of 150 solved captchas reads under 10% of 80 fresh ones', async () => {
    const reader = new SignatureReader(4);
    for (let i = 0; i < TRAIN; i++) {
      const { img, answer } = await solved();
      reader.train(contoursOfImage(img), answer);
    }
    let read = 0;
    for (let i = 0; i < TEST; i++) {
      const { img, answer } = await solved();
      if (reader.read(contoursOfImage(img)) === answer) read++;
    }
    expect(read).toBeLessThan(TEST / 10);
  }, 120_000);

  it('even the outlines the picture is painted from read under 10%', () => {
    const contoursOf = (text: string): Contour[] =>
      drawCaptcha(text).glyphs.flatMap((glyph) =>
        glyph.map((c) => ({
          commands: `M${c.segments.map((s) => s.type).join('')}Z`,
          points: [c.start, ...c.segments.flatMap((s) => s.points)],
        })),
      );
    const reader = new SignatureReader(4);
    for (let i = 0; i < TRAIN; i++) {
      const answer = captchaText();
      reader.train(contoursOf(answer), answer);
    }
    let read = 0;
    for (let i = 0; i < TEST; i++) {
      const answer = captchaText();
      if (reader.read(contoursOf(answer)) === answer) read++;
    }
    expect(read).toBeLessThan(TEST / 10);
    // nothing learnt twice: every drawing of a character was new
    expect(reader.size).toBe(TRAIN * 4);
  });

  it('the image is a valid PNG with dark ink on a light background, and the answer is checked as before', async () => {
    const { uuid, img } = await solved();
    const png = decodePng(img);
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const sums = Array.from({ length: png.width * png.height }, (_, i) =>
      png.rgb.slice(i * 3, i * 3 + 3).reduce((a, b) => a + b, 0),
    );
    expect(Math.min(...sums)).toBeLessThan(300);
    expect(Math.max(...sums)).toBeGreaterThan(650);

    // never an answer: 0 is not in the captcha's alphabet
    const wrong = '0000';
    const refused = await postLogin(t.app, 'admin', 'admin123', {
      uuid,
      code: wrong,
    });
    expect(refused.json()).toEqual({ code: 500, msg: '验证码错误' });
    const next = await solved();
    const ok = await postLogin(t.app, 'admin', 'admin123', {
      uuid: next.uuid,
      code: next.answer,
    });
    expect(ok.json().code).toBe(200);
  });
});
