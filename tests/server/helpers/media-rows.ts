/** Media library rows written straight into the database, for route tests. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { staffApp, type StaffApp } from './staff-app.js';

/**
 * A staff app with an upload root of its own (removed on close): the files
 * these tests store never reach another test's app, whose start-up would
 * import them into its library.
 */
export async function libraryApp(): Promise<StaffApp> {
  const dir = await mkdtemp(join(tmpdir(), 'media-test-'));
  const s = await staffApp({ profileDir: dir });
  const close = s.t.close;
  s.t.close = async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  };
  return s;
}

export interface TestFile {
  fileName: string;
  mediaType?: string;
  size?: number;
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime?: string;
  folderId?: number;
  tags?: string[];
  source?: string;
  width?: number;
  height?: number;
  processState?: string;
  /** Responsive sizes of version 1: `[width, format, size]`. */
  variants?: [number, string, number][];
}

export interface AddedFile {
  mediaId: number;
  url: string;
  key: string;
}

/** A file with version 1 (and its sizes), its bytes in the blob store. */
export async function addFile(
  app: FastifyInstance,
  f: TestFile,
): Promise<AddedFile> {
  const ext = f.fileName.split('.').pop() ?? 'bin';
  const key = `upload/2026/11/28/${f.fileName.replace(/\.\w+$/, '')}_${randomBytes(4).toString('hex')}.${ext}`;
  const size = f.size ?? 1000;
  const row = await app.db.one<{ id: number }>(
    `INSERT INTO media_file (url, folder_id, file_name, original_name, ext, mime,
       media_type, size, width, height, process_state, source, create_by, create_time)
     VALUES ($1, $2, $3, $3, $4, 'application/octet-stream', $5, $6, $7, $8, $9, $10,
       'admin', coalesce($11::timestamp, localtimestamp(0)))
     RETURNING media_id AS id`,
    [
      `/profile/${key}`,
      f.folderId ?? 0,
      f.fileName,
      ext,
      f.mediaType ?? 'image',
      size,
      f.width ?? null,
      f.height ?? null,
      f.processState ?? 'none',
      f.source ?? 'upload',
      f.createTime ?? null,
    ],
  );
  const mediaId = row!.id;
  await app.db.query(
    `INSERT INTO media_version (media_id, version, storage_key, size, width, height, sha256, create_by)
     VALUES ($1, 1, $2, $3, $4, $5, repeat('0', 64), 'admin')`,
    [mediaId, key, size, f.width ?? null, f.height ?? null],
  );
  await app.blobs.put(key, Buffer.from('original'), 'image/jpeg');
  for (const [width, format, bytes] of f.variants ?? []) {
    const vkey = `media/${mediaId}/v1/${width}.${format}`;
    await app.db.query(
      `INSERT INTO media_variant (media_id, version, width, height, format, storage_key, size)
       VALUES ($1, 1, $2, $3, $4, $5, $6)`,
      [mediaId, width, Math.round(width / 2), format, vkey, bytes],
    );
    await app.blobs.put(vkey, Buffer.from('variant'), `image/${format}`);
  }
  for (const tag of f.tags ?? []) {
    await app.db.query(
      'INSERT INTO media_tag (media_id, tag) VALUES ($1, $2)',
      [mediaId, tag],
    );
  }
  return { mediaId, url: `/profile/${key}`, key };
}
