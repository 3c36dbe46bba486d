/**
 * The responsive sizes the media worker makes of an uploaded image
 * (docs/media.md, Processing): the widths, WebP and AVIF by their
 * signatures, each decoding to its width; orientation applied; no EXIF
 * (camera, location) in any size; the largest image accepted processed; an
 * image the library cannot read failed with a reason.
 */
import { GifWriter } from 'omggif';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MediaVariantRepository } from '../../server/src/repositories/media-variants.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  clearQueue,
  jobOf,
  queueImage,
  waitProcessed,
} from './helpers/media-jobs.js';

/** A photo-like JPEG: smooth noise, so that it compresses as photos do. */
async function photo(
  width: number,
  height: number,
  jpeg: (s: Sharp) => Sharp = (s) => s,
): Promise<Buffer> {
  const seed = await sharp({
    create: {
      width: Math.ceil(width / 8),
      height: Math.ceil(height / 8),
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  return jpeg(sharp(seed).resize(width, height))
    .jpeg({ quality: 85 })
    .toBuffer();
}

const isWebp = (b: Buffer) =>
  b.toString('latin1', 0, 4) === 'RIFF' &&
  b.toString('latin1', 8, 12) === 'WEBP';
const isAvif = (b: Buffer) => b.toString('latin1', 4, 12) === 'ftypavif';

/** Does an EXIF block (TIFF) point to a GPS directory (tag 0x8825 in IFD0)? */
function hasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) =>
    le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at);
  const ifd0 = le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  for (let i = 0; i < u16(ifd0); i++) {
    if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  }
  return false;
}

async function processed(app: FastifyInstance, data: Buffer, ext = 'jpg') {
  const queued = await queueImage(app, data, { ext });
  app.mediaWorker.wake();
  const state = await waitProcessed(app, queued.mediaId, 110_000);
  const variants = await new MediaVariantRepository(app.db).listForVersion(
    queued.mediaId,
    1,
  );
  const files = await Promise.all(
    variants.map(async (v) => ({
      ...v,
      bytes: (await app.blobs.get(v.storageKey))!.data,
    })),
  );
  return { ...queued, state, files };
}

describe('media processing', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    await clearQueue(t.app);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it('makes every width narrower than the photo as WebP, and AVIF where it pays', async () => {
    const { mediaId, state, files } = await processed(
      t.app,
      await photo(2000, 1500),
    );
    expect(state).toEqual({ processState: 'ready', processError: null });
    const webp = files.filter((f) => f.format === 'webp');
    expect(webp.map((f) => f.width)).toEqual([320, 640, 960, 1280, 1920]);
    for (const f of files) {
      expect(f.storageKey).toBe(`media/${mediaId}/v1/${f.width}.${f.format}`);
      expect(f.bytes.length).toBe(f.size);
      expect(f.format === 'webp' ? isWebp(f.bytes) : isAvif(f.bytes)).toBe(
        true,
      );
      const meta = await sharp(f.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([f.width, f.height]);
      expect(f.height).toBe(Math.round((f.width * 1500) / 2000));
    }
    const avif = files.filter((f) => f.format === 'avif');
    // Noise-like photos: AVIF pays at every width here.
    expect(avif.length).toBeGreaterThan(0);
    for (const a of avif) {
      const w = webp.find((f) => f.width === a.width)!;
      expect(a.size).toBeLessThanOrEqual(0.85 * w.size);
    }
    expect(await jobOf(t.app, mediaId)).toMatchObject({
      status: 'done',
      attempts: 1,
    });
  }, 120_000);

  it('adds the image’s own width when it is narrower than 1920 px (PNG in)', async () => {
    const png = await sharp(await photo(500, 300))
      .png()
      .toBuffer();
    const { files } = await processed(t.app, png, 'png');
    const widths = files.filter((f) => f.format === 'webp').map((f) => f.width);
    expect(widths).toEqual([320, 500]);
  });

  it('applies the EXIF orientation and writes no EXIF, camera or location data', async () => {
    // Stored 1200×800 and tagged "rotate 90°": a portrait photo 800×1200.
    const tagged = await photo(1200, 800, (s) =>
      s
        .withExif({
          IFD0: { Make: 'TestCamMaker', Model: 'X1' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '35/1 40/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '139/1 45/1 0/1',
          },
        })
        .withMetadata({ orientation: 6 }),
    );
    const source = await sharp(tagged).metadata();
    expect(source.orientation).toBe(6);
    expect(hasGps(source.exif!)).toBe(true);

    const { files } = await processed(t.app, tagged);
    const webp = files.filter((f) => f.format === 'webp');
    expect(webp.map((f) => f.width)).toEqual([320, 640, 800]);
    for (const f of files) {
      expect(f.height).toBeGreaterThan(f.width);
      const meta = await sharp(f.bytes).metadata();
      expect(meta.height).toBeGreaterThan(meta.width!);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(f.bytes.includes('TestCamMaker')).toBe(false);
      expect(f.bytes.includes('Exif')).toBe(false);
    }
  });

  it('processes the largest image accepted (25 megapixels, 10,000 px wide)', async () => {
    const huge = await sharp({
      create: {
        width: 10_000,
        height: 2_500,
        channels: 3,
        background: { r: 40, g: 110, b: 170 },
      },
    })
      .jpeg()
      .toBuffer();
    const { state, files } = await processed(t.app, huge);
    expect(state.processState).toBe('ready');
    const widest = files.find((f) => f.format === 'webp' && f.width === 1920)!;
    expect(widest.height).toBe(480);
    expect((await sharp(widest.bytes).metadata()).width).toBe(1920);
  }, 120_000);

  it('resizes a BMP (decoded here: libvips reads none), rows in their order', async () => {
    // 24-bit, bottom-up as usual: red above, blue below.
    const [w, h] = [400, 300];
    const stride = w * 3;
    const bmp = Buffer.alloc(54 + stride * h);
    bmp.write('BM');
    bmp.writeUInt32LE(bmp.length, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(w, 18);
    bmp.writeInt32LE(h, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    for (let row = 0; row < h; row++) {
      // Stored from the bottom row up; BGR.
      const bgr = row < h / 2 ? [255, 0, 0] : [0, 0, 255];
      for (let x = 0; x < w; x++) bmp.set(bgr, 54 + row * stride + x * 3);
    }
    const { state, files } = await processed(t.app, bmp, 'bmp');
    expect(state.processState).toBe('ready');
    const webp = files.filter((f) => f.format === 'webp');
    expect(webp.map((f) => [f.width, f.height])).toEqual([
      [320, 240],
      [400, 300],
    ]);
    const { data } = await sharp(webp[0].bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 320 + x) * 3, (y * 320 + x) * 3 + 3),
    ];
    const near = (a: number[], b: number[]) =>
      a.every((v, i) => Math.abs(v - b[i]) < 24);
    expect(near(pixel(10, 10), [255, 0, 0])).toBe(true);
    expect(near(pixel(10, 230), [0, 0, 255])).toBe(true);
  });

  it('makes no still sizes of an animation: the site shows its original', async () => {
    const gif = Buffer.alloc(4096);
    const writer = new GifWriter(gif, 400, 300, {
      palette: [0xff0000, 0x0000ff],
      loop: 0,
    });
    for (const colour of [0, 1]) {
      writer.addFrame(0, 0, 400, 300, new Array(400 * 300).fill(colour), {
        delay: 50,
      });
    }
    const { state, files } = await processed(
      t.app,
      gif.subarray(0, writer.end()),
      'gif',
    );
    expect(state.processState).toBe('ready');
    expect(files).toEqual([]);
  });

  it('fails an image it cannot read at once, saying why', async () => {
    const bmp = Buffer.from('not an image at all, though named .jpg');
    const { mediaId, state, files } = await processed(t.app, bmp);
    expect(state.processState).toBe('failed');
    expect(state.processError).toMatch(/cannot be read.*JPEG, PNG or WebP/);
    expect(files).toEqual([]);
    expect(await jobOf(t.app, mediaId)).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
  });
});
