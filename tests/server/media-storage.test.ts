/**
 * Where uploads are stored and what is refused (docs/media.md): the size
 * limits by type and the quota are parameters, svg and heic are refused
 * with their reasons, a replacement is a new version under the same link
 * with the old original kept, and with PostgreSQL a file uploaded through
 * one instance is served by another.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  isPostgresMode,
  loginToken,
  type TestApp,
} from './helpers/app.js';
import { startInstances } from './helpers/instances.js';
import { postFiles, uploadMedia } from './helpers/media-upload.js';

const MB = 1024 * 1024;

const jpeg = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('media uploads: limits, refusals and versions', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t.app, 'admin');
  });
  afterAll(() => t.close());

  async function setParam(key: string, value: string) {
    await t.app.db.query(
      'UPDATE sys_config SET config_value = $2 WHERE config_key = $1',
      [key, value],
    );
    await t.app.services.config.evict(key);
  }

  it('refuses SVG (scripts) and HEIC (cannot be read) with their reasons', async () => {
    const svg = await uploadMedia(t.app, token, 'logo.svg', '<svg/>');
    expect(svg.json()).toEqual({
      code: 500,
      msg: '[logo.svg] is an SVG file, which is not accepted: SVG can carry scripts. Please upload the image as PNG, JPEG or WebP',
    });
    const heic = await postFiles(t.app, token, '/common/upload', [
      { name: 'file', filename: 'IMG_0001.HEIC', content: 'x' },
    ]);
    expect(heic.json().code).toBe(500);
    expect(heic.json().msg).toContain(
      '[IMG_0001.HEIC] is a HEIC/HEIF photo, which the server cannot read. Please export it as JPEG',
    );
  });

  it('refuses a file over its type’s limit, with the sizes in the message', async () => {
    await setParam('sys.media.maxImageMb', '1');
    await setParam('sys.media.maxDocumentMb', '2');
    try {
      // The size is checked before the content.
      const image = await uploadMedia(
        t.app,
        token,
        'poster.png',
        Buffer.alloc(1.5 * MB),
      );
      expect(image.json()).toEqual({
        code: 500,
        msg: 'The image [poster.png] is 1.5 MB; images may be at most 1 MB. It was not stored',
      });
      const doc = await uploadMedia(
        t.app,
        token,
        'notes.txt',
        'a'.repeat(2.5 * MB),
      );
      expect(doc.json().msg).toBe(
        '[notes.txt] is 2.5 MB; documents and archives may be at most 2 MB. It was not stored',
      );
      // Under the limit of its own type, a file is taken.
      const small = await uploadMedia(
        t.app,
        token,
        'notes.txt',
        'a'.repeat(1.5 * MB),
      );
      expect(small.json().code).toBe(200);
    } finally {
      await setParam('sys.media.maxImageMb', '20');
      await setParam('sys.media.maxDocumentMb', '20');
    }
  });

  it('refuses a file that would take the library over its quota', async () => {
    const used = await t.app.db.one<{ n: number }>(
      `SELECT ((SELECT coalesce(sum(size), 0) FROM media_version)
             + (SELECT coalesce(sum(size), 0) FROM media_variant))::float8 AS n`,
    );
    // Room left: between 0.5 and 1.5 MB.
    const quotaMb = Math.ceil((used!.n + 0.5 * MB) / MB);
    await setParam('sys.media.quotaMb', String(quotaMb));
    try {
      const res = await uploadMedia(
        t.app,
        token,
        'big.txt',
        'b'.repeat(1.6 * MB),
      );
      expect(res.json().code).toBe(500);
      expect(res.json().msg).toMatch(
        new RegExp(
          `^The media library is full: [\\d.]+ MB of ${quotaMb} MB are used and \\[big.txt\\] needs 1.6 MB`,
        ),
      );
      const rows = await t.app.db.query(
        "SELECT 1 FROM media_file WHERE file_name = 'big.txt'",
      );
      expect(rows).toEqual([]);
    } finally {
      await setParam('sys.media.quotaMb', '5120');
    }
  });

  it('replaces a file: version 2 under the same link, version 1 kept for good', async () => {
    const first = await jpeg('#d00');
    const second = await jpeg('#00d');
    const up = (await uploadMedia(t.app, token, 'team.jpg', first)).json();
    expect(up).toMatchObject({ code: 200, data: { version: 1, ext: 'jpg' } });
    const { mediaId, url } = up.data;

    const replaced = await postFiles(
      t.app,
      token,
      `/project/media/replace/${mediaId}`,
      [{ name: 'file', filename: 'team-new.jpeg', content: second }],
    );
    expect(replaced.json()).toMatchObject({
      code: 200,
      data: { mediaId, url, version: 2 },
    });

    const get = (u: string) => t.app.inject({ method: 'GET', url: u });
    const stable = await get(url);
    expect(stable.rawPayload).toEqual(second);
    expect(stable.headers['cache-control']).toBe('public, max-age=3600');
    const v1 = await get(`/profile/media/${mediaId}/v1/original.jpg`);
    expect(v1.statusCode).toBe(200);
    expect(v1.rawPayload).toEqual(first);
    expect(v1.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(v1.headers['x-content-type-options']).toBe('nosniff');
    const v2 = await get(`/profile/media/${mediaId}/v2/original.jpg`);
    expect(v2.rawPayload).toEqual(second);
    expect(
      (await get(`/profile/media/${mediaId}/v3/original.jpg`)).statusCode,
    ).toBe(404);

    // Another type is refused; nothing changes.
    const png = await postFiles(
      t.app,
      token,
      `/project/media/replace/${mediaId}`,
      [{ name: 'file', filename: 'team.png', content: 'x' }],
    );
    expect(png.json()).toEqual({
      code: 500,
      msg: 'A replacement must be of the same type as the file it replaces (.jpg); [team.png] is .png',
    });
    expect((await get(url)).rawPayload).toEqual(second);
  });
});

describe.skipIf(!isPostgresMode())(
  'two instances on one PostgreSQL share uploaded files',
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let close: () => Promise<void>;
    let dirs: string;

    beforeAll(async () => {
      dirs = await mkdtemp(join(tmpdir(), 'wms-media-two-'));
      // Each instance with an upload folder of its own, as on two machines.
      ({ a, b, close } = await startInstances({
        options: (n) => ({ profileDir: join(dirs, String(n)) }),
      }));
    }, 180_000);

    afterAll(async () => {
      await close?.();
      await rm(dirs, { recursive: true, force: true });
    });

    it('uploads through one and reads through the other', async () => {
      expect(a.blobs.kind).toBe('database');
      const token = await loginToken(a, 'admin');
      const res = await postFiles(a, token, '/common/upload', [
        { name: 'file', filename: 'minutes.txt', content: 'shared bytes' },
      ]);
      const body = res.json();
      expect(body.code).toBe(200);
      const shown = await b.inject({ method: 'GET', url: body.fileName });
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toBe('shared bytes');
      const download = await b.inject({
        method: 'GET',
        url: `/common/download/resource?resource=${encodeURIComponent(body.fileName)}`,
        headers: { authorization: `Bearer ${await loginToken(b, 'admin')}` },
      });
      expect(download.body).toBe('shared bytes');
    });
  },
);
