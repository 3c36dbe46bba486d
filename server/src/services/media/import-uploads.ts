/**
 * The data step `media.importUploads` (docs/media.md, "Old uploads"): once,
 * at start-up, every file under the upload root's `upload/` and `avatar/`
 * folders becomes a media file (source `imported` or `avatar`), version 1,
 * with a processing job for an image. With DATABASE_URL the bytes are
 * copied into sys_blob in the same transaction, after which the files on
 * disk are no longer read. Recorded in `sys_data_step`; instances starting
 * together take turns on an advisory lock, so it runs once.
 */
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Db, Queryable } from '../../db/index.js';
import {
  findMediaFileByUrl,
  insertMediaFile,
} from '../../repositories/media-files.js';
import {
  assertSafeRelative,
  extensionOf,
  PROFILE_PREFIX,
} from '../infra/files.js';
import { DatabaseBlobStore } from './blob-database.js';
import type { BlobStore } from './blob-store.js';
import { contentTypeOf } from './content-types.js';
import { mediaTypeOf } from './limits.js';

export const IMPORT_STEP = 'media.importUploads';

/** The folders of the upload root registered, and their files' source. */
const FOLDERS = [
  ['upload', 'imported'],
  ['avatar', 'avatar'],
] as const;

export interface ImportResult {
  /** False when the step had been done before. */
  ran: boolean;
  /** Files registered now. */
  imported: number;
  /** Images among them (queued for processing). */
  images: number;
}

/** Keys of the regular files under `root/folder` (no symlinks, no dot-files). */
async function keysUnder(root: string, folder: string): Promise<string[]> {
  const keys: string[] = [];
  const walk = async (rel: string) => {
    let entries;
    try {
      entries = await readdir(join(root, ...rel.split('/')), {
        withFileTypes: true,
      });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const key = `${rel}/${e.name}`;
      try {
        assertSafeRelative(key);
      } catch {
        continue;
      }
      if (e.isDirectory()) await walk(key);
      else if (e.isFile()) keys.push(key);
    }
  };
  await walk(folder);
  return keys;
}

/** An image's size from its header, or nulls when sharp cannot read it. */
async function sizeOf(data: Buffer) {
  try {
    const { width, height } = await sharp(data).metadata();
    return { width: width ?? null, height: height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

/** The base name of a key, as the library shows the file. */
const baseOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

async function register(
  tx: Queryable,
  store: BlobStore | undefined,
  root: string,
  key: string,
  source: string,
): Promise<'image' | 'file' | undefined> {
  const url = `${PROFILE_PREFIX}/${key}`;
  if (await findMediaFileByUrl(tx, url)) return undefined;
  const path = join(root, ...key.split('/'));
  if (!(await lstat(path)).isFile()) return undefined;
  const data = await readFile(path);
  if (store) await store.put(key, data, contentTypeOf(key));
  const ext = extensionOf(key);
  const mediaType = mediaTypeOf(ext);
  const size =
    mediaType === 'image' ? await sizeOf(data) : { width: null, height: null };
  await insertMediaFile(tx, {
    url,
    storageKey: key,
    folderId: 0,
    fileName: baseOf(key),
    originalName: baseOf(key),
    ext,
    mime: contentTypeOf(key),
    mediaType,
    size: data.length,
    ...size,
    sha256: createHash('sha256').update(data).digest('hex'),
    source,
    createBy: 'admin',
  });
  return mediaType === 'image' ? 'image' : 'file';
}

/** Runs the step unless it is recorded as done. */
export async function importUploads(
  db: Db,
  blobs: BlobStore,
  root: string,
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [IMPORT_STEP]);
    const done = await tx.one(
      'SELECT 1 FROM sys_data_step WHERE step_name = $1',
      [IMPORT_STEP],
    );
    if (done) return { ran: false, imported: 0, images: 0 };
    // On disk the files already are where the store reads them.
    const store =
      blobs.kind === 'database' ? new DatabaseBlobStore(tx) : undefined;
    let imported = 0;
    let images = 0;
    for (const [folder, source] of FOLDERS) {
      for (const key of await keysUnder(root, folder)) {
        const kind = await register(tx, store, root, key, source);
        if (kind) imported += 1;
        if (kind === 'image') images += 1;
      }
    }
    await tx.query(
      'INSERT INTO sys_data_step (step_name, detail) VALUES ($1, $2)',
      [IMPORT_STEP, `${imported} files registered (${blobs.kind})`],
    );
    return { ran: true, imported, images };
  });
}
