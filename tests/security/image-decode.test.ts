/**
 * Images are decoded in full before they are stored: a file that starts as
 * an image and goes on as a script, a cut or corrupt image, or a header
 * announcing a huge picture is refused with {code, msg}, and nothing is
 * kept; real PNG, JPEG, GIF and BMP images are stored byte for byte.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { GifWriter } from 'omggif';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';
import { multipart } from '../server/helpers/multipart.js';

const SCRIPT = Buffer.from(
  '\n<?php system($_GET["c"]); ?>\n<script>alert(document.cookie)</script>\n',
);

/** A `w` × `h` PNG of varied pixels. */
function png(w: number, h: number): Buffer {
  const image = new PNG({ width: w, height: h });
  for (let i = 0; i < image.data.length; i += 1) image.data[i] = (i * 37) & 255;
  return PNG.sync.write(image);
}

function jpg(w: number, h: number): Buffer {
  const data = Buffer.alloc(w * h * 4, 0x80);
  return Buffer.from(jpeg.encode({ width: w, height: h, data }, 80).data);
}

function gif(w: number, h: number, frames = 1): Buffer {
  const out = Buffer.alloc(1024 + w * h * frames * 2);
  const writer = new GifWriter(out, w, h, { palette: [0x000000, 0xff8800] });
  for (let f = 0; f < frames; f += 1) {
    const pixels = Array.from({ length: w * h }, (_, i) => (i + f) % 2);
    writer.addFrame(0, 0, w, h, pixels);
  }
  return out.subarray(0, writer.end());
}

/** A 24-bit bottom-up BMP: rows padded to 4 bytes. */
function bmp(w: number, h: number): Buffer {
  const stride = Math.ceil((w * 3) / 4) * 4;
  const out = Buffer.alloc(54 + stride * h);
  out.fill(0x40, 54);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(w, 18);
  out.writeInt32LE(h, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  return out;
}

/** A PNG whose header claims `w` × `h` over a few bytes of data. */
function pngHeaderOnly(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    png(1, 1).subarray(0, 8),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

describe('images are decoded in full before they are stored', () => {
  let t: TestApp;
  let root: string;
  let token: string;

  const send = async (
    filename: string,
    content: Buffer,
    url = '/common/upload',
    field = 'file',
  ) => {
    const body = multipart([{ name: field, filename, content }]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        ...body.headers,
      },
      payload: body.payload,
    });
    return res.json() as { code: number; msg: string; fileName?: string };
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sec-images-'));
    t = await createTestApp({ profileDir: root });
    token = await loginToken(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('an image followed by a script, a cut image or a corrupt one is refused, and nothing is kept', async () => {
    const real = png(64, 64);
    const corrupt = Buffer.from(real);
    corrupt[corrupt.length - 30] ^= 0xff; // inside IDAT: its CRC no longer fits
    const cases: [string, Buffer][] = [
      ['polyglot.png', Buffer.concat([real, SCRIPT])],
      ['cut.png', real.subarray(0, real.length - 40)],
      ['crc.png', corrupt],
      ['after-eoi.jpg', Buffer.concat([jpg(32, 32), SCRIPT])],
      ['cut.jpeg', jpg(32, 32).subarray(0, 200)],
      ['after-trailer.gif', Buffer.concat([gif(8, 8), SCRIPT])],
      ['cut.gif', gif(8, 8).subarray(0, 30)],
      ['after-pixels.bmp', Buffer.concat([bmp(4, 4), SCRIPT])],
      ['cut.bmp', bmp(4, 4).subarray(0, 60)],
    ];
    const before = await filesUnder(root);
    for (const [name, content] of cases) {
      const ext = name.slice(name.lastIndexOf('.') + 1);
      const expected = {
        code: 500,
        msg: `[${name}] is not a complete, readable .${ext} image (damaged, cut short, or with other data after the image); it was not stored`,
      };
      expect(await send(name, content), name).toEqual(expected);
      expect(
        await send(name, content, '/system/user/profile/avatar', 'avatarfile'),
        name,
      ).toEqual(expected);
    }
    expect(await filesUnder(root)).toEqual(before);
  });

  it('a header announcing a huge picture is refused before any pixel is decoded', async () => {
    const before = await filesUnder(root);
    for (const [w, h] of [
      [50_000, 50_000],
      [10_001, 10],
      [6_000, 5_000],
    ]) {
      const started = Date.now();
      expect(await send('bomb.png', pngHeaderOnly(w, h))).toEqual({
        code: 500,
        msg: `The image [bomb.png] is ${w} × ${h} pixels; at most 10000 pixels per side and 25 million pixels in all are accepted; it was not stored`,
      });
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    const wide = gif(8, 8);
    wide.writeUInt16LE(65_535, 6);
    wide.writeUInt16LE(65_535, 8);
    expect((await send('wide.gif', wide)).msg).toMatch(/65535 × 65535 pixels/);
    expect(await filesUnder(root)).toEqual(before);
  });

  it('real PNG, JPEG, GIF (also animated) and BMP images are stored byte for byte', async () => {
    for (const [name, content] of [
      ['photo.png', png(300, 200)],
      ['photo.jpg', jpg(120, 80)],
      ['photo.jpeg', jpg(7, 5)],
      ['still.gif', gif(16, 16)],
      ['moving.gif', gif(16, 16, 3)],
      ['odd.bmp', bmp(5, 3)],
    ] as const) {
      const res = await send(name, content);
      expect(res.code, `${name}: ${res.msg}`).toBe(200);
      const shown = await t.app.inject({ method: 'GET', url: res.fileName! });
      expect(shown.rawPayload.equals(content), name).toBe(true);
    }
    const avatar = await send(
      'me.png',
      png(64, 64),
      '/system/user/profile/avatar',
      'avatarfile',
    );
    expect(avatar.code).toBe(200);
  });
});
