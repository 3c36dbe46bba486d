/**
 * The once-only data step `media.importUploads` (docs/media.md, "Old
 * uploads"): files already under the upload root when the server starts
 * become media files, their bytes readable through `/profile` (with
 * PostgreSQL, copied into sys_blob); the step is recorded and a second run
 * registers nothing.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_STEP,
  importUploads,
} from '../../server/src/services/media/import-uploads.js';
import { createTestApp, isPostgresMode, type TestApp } from './helpers/app.js';

const OLD = {
  pdf: 'upload/2025/03/01/price_list_20250301101010A1B2C3.pdf',
  photo: 'upload/2025/03/02/shop_20250302101010D4E5F6.png',
  avatar: 'avatar/2025/03/03/me_20250303101010ABCDEF.png',
};

describe('old uploads registered once at start-up', () => {
  let t: TestApp;
  let root: string;
  let photo: Buffer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'wms-media-import-'));
    photo = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#393' },
    })
      .png()
      .toBuffer();
    const put = async (key: string, data: Buffer | string) => {
      const path = join(root, ...key.split('/'));
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, data);
    };
    await put(OLD.pdf, '%PDF-1.4 old price list');
    await put(OLD.photo, photo);
    await put(OLD.avatar, photo);
    // Never registered: a dot-file, and a folder the step does not read.
    await put('upload/2025/03/01/.hidden.txt', 'x');
    await put('download/abc_users.xlsx', 'x');
    t = await createTestApp({ profileDir: root });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const fileRows = () =>
    t.app.db.query<{
      url: string;
      source: string;
      mediaType: string;
      processState: string;
      width: number | null;
    }>(
      `SELECT url, source, media_type AS "mediaType",
              process_state AS "processState", width
         FROM media_file ORDER BY url`,
    );

  it('registers every file under upload/ and avatar/ with its source', async () => {
    const rows = await fileRows();
    const byUrl = new Map(rows.map((r) => [r.url, r]));
    expect(byUrl.get(`/profile/${OLD.pdf}`)).toMatchObject({
      source: 'imported',
      mediaType: 'document',
      processState: 'none',
    });
    expect(byUrl.get(`/profile/${OLD.photo}`)).toMatchObject({
      source: 'imported',
      mediaType: 'image',
      width: 30,
    });
    expect(byUrl.get(`/profile/${OLD.avatar}`)).toMatchObject({
      source: 'avatar',
      mediaType: 'image',
    });
    // The demo content's brochure is registered the same way.
    expect(byUrl.get('/profile/upload/demo/company.pdf')?.source).toBe(
      'imported',
    );
    expect(rows.map((r) => r.url).join()).not.toContain('hidden');
    expect(rows.map((r) => r.url).join()).not.toContain('download');
    // An image gets its responsive sizes made: a job per image.
    const jobs = await t.app.db.query(
      `SELECT f.url FROM media_job j JOIN media_file f USING (media_id)
        WHERE j.version = 1 ORDER BY f.url`,
    );
    expect(jobs).toEqual([
      { url: `/profile/${OLD.avatar}` },
      { url: `/profile/${OLD.photo}` },
    ]);
  });

  it('serves the registered bytes; with PostgreSQL they are in sys_blob', async () => {
    const shown = await t.app.inject({
      method: 'GET',
      url: `/profile/${OLD.photo}`,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload).toEqual(photo);
    const blobs = await t.app.db.query<{ key: string }>(
      'SELECT blob_key AS key FROM sys_blob WHERE blob_key = $1',
      [OLD.photo],
    );
    expect(blobs).toHaveLength(isPostgresMode() ? 1 : 0);
  });

  it('is recorded, and a second start registers nothing', async () => {
    const step = await t.app.db.one<{ detail: string }>(
      'SELECT detail FROM sys_data_step WHERE step_name = $1',
      [IMPORT_STEP],
    );
    expect(step?.detail).toMatch(/^4 files registered/);
    const before = (await fileRows()).length;
    await writeFile(
      join(root, 'upload', '2025', '03', '01', 'late_20250301101010FFFFFF.txt'),
      'placed after the step',
    );
    const again = await importUploads(t.app.db, t.app.blobs, root);
    expect(again).toEqual({ ran: false, imported: 0, images: 0 });
    expect(await fileRows()).toHaveLength(before);
  });
});
