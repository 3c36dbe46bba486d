/**
 * Media files as uploads write them (docs/media.md): a new file is its
 * `media_file` row, version 1 and, for an image, a queued processing job,
 * in one transaction; a replacement is a new version under the same link.
 */
import type { Queryable } from '../db/index.js';

export interface NewMediaFile {
  /** The stable link, `/profile/<key>`. */
  url: string;
  /** Where version 1's bytes are (the stable link's key). */
  storageKey: string;
  folderId: number;
  fileName: string;
  originalName: string;
  ext: string;
  mime: string;
  mediaType: string;
  size: number;
  width: number | null;
  height: number | null;
  sha256: string;
  /** upload | avatar | imported */
  source: string;
  createBy: string;
}

/** What a replacement or a version link needs of a file. */
export interface MediaFileRef {
  mediaId: number;
  url: string;
  ext: string;
  mediaType: string;
  version: number;
  fileName: string;
}

export interface NewVersion {
  mediaId: number;
  /** The version replaced and where its original now is. */
  oldVersion: number;
  oldStorageKey: string;
  /** The new version's bytes, under the stable link's key. */
  storageKey: string;
  size: number;
  width: number | null;
  height: number | null;
  sha256: string;
  mime: string;
  createBy: string;
}

/** Images get responsive sizes made by the worker; other files need nothing. */
const processStateOf = (mediaType: string) =>
  mediaType === 'image' ? 'pending' : 'none';

const REF = `media_id AS "mediaId", url, ext, media_type AS "mediaType",
  version, file_name AS "fileName"`;

/** Inserts a file, its version 1 and (an image) its job; returns the id. */
export async function insertMediaFile(
  tx: Queryable,
  f: NewMediaFile,
): Promise<number> {
  const row = await tx.one<{ mediaId: number }>(
    `INSERT INTO media_file (url, folder_id, file_name, original_name, ext,
       mime, media_type, size, width, height, version, process_state, source,
       create_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11, $12, $13)
     RETURNING media_id AS "mediaId"`,
    [
      f.url,
      f.folderId,
      f.fileName,
      f.originalName,
      f.ext,
      f.mime,
      f.mediaType,
      f.size,
      f.width,
      f.height,
      processStateOf(f.mediaType),
      f.source,
      f.createBy,
    ],
  );
  const mediaId = row!.mediaId;
  await tx.query(
    `INSERT INTO media_version (media_id, version, storage_key, size, width,
       height, sha256, create_by)
     VALUES ($1, 1, $2, $3, $4, $5, $6, $7)`,
    [mediaId, f.storageKey, f.size, f.width, f.height, f.sha256, f.createBy],
  );
  if (f.mediaType === 'image') await queueJob(tx, mediaId, 1);
  return mediaId;
}

async function queueJob(tx: Queryable, mediaId: number, version: number) {
  await tx.query(
    `INSERT INTO media_job (media_id, version) VALUES ($1, $2)
     ON CONFLICT (media_id, version) DO NOTHING`,
    [mediaId, version],
  );
}

/**
 * Records a replacement: the old version's original moved to its own key,
 * the new version under the stable link, the file's size and state renewed
 * and (an image) a job for the new version. Undefined when another
 * replacement of the same version came first.
 */
export async function addMediaVersion(
  tx: Queryable,
  v: NewVersion,
): Promise<number | undefined> {
  const current = await tx.one<{ version: number; mediaType: string }>(
    `SELECT version, media_type AS "mediaType" FROM media_file
      WHERE media_id = $1 FOR UPDATE`,
    [v.mediaId],
  );
  if (!current || current.version !== v.oldVersion) return undefined;
  const version = v.oldVersion + 1;
  await tx.query(
    `UPDATE media_version SET storage_key = $3
      WHERE media_id = $1 AND version = $2`,
    [v.mediaId, v.oldVersion, v.oldStorageKey],
  );
  await tx.query(
    `INSERT INTO media_version (media_id, version, storage_key, size, width,
       height, sha256, create_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      v.mediaId,
      version,
      v.storageKey,
      v.size,
      v.width,
      v.height,
      v.sha256,
      v.createBy,
    ],
  );
  await tx.query(
    `UPDATE media_file SET version = $2, size = $3, width = $4, height = $5,
       mime = $6, process_state = $7, process_error = NULL,
       row_version = row_version + 1, update_by = $8,
       update_time = localtimestamp(0)
     WHERE media_id = $1`,
    [
      v.mediaId,
      version,
      v.size,
      v.width,
      v.height,
      v.mime,
      processStateOf(current.mediaType),
      v.createBy,
    ],
  );
  if (current.mediaType === 'image') await queueJob(tx, v.mediaId, version);
  return version;
}

export function findMediaFile(
  db: Queryable,
  mediaId: number,
): Promise<MediaFileRef | undefined> {
  return db.one<MediaFileRef>(
    `SELECT ${REF} FROM media_file WHERE media_id = $1`,
    [mediaId],
  );
}

export function findMediaFileByUrl(
  db: Queryable,
  url: string,
): Promise<MediaFileRef | undefined> {
  return db.one<MediaFileRef>(`SELECT ${REF} FROM media_file WHERE url = $1`, [
    url,
  ]);
}

/** Where a version's original is, or undefined. */
export async function versionStorageKey(
  db: Queryable,
  mediaId: number,
  version: number,
): Promise<string | undefined> {
  const row = await db.one<{ key: string }>(
    `SELECT storage_key AS key FROM media_version
      WHERE media_id = $1 AND version = $2`,
    [mediaId, version],
  );
  return row?.key;
}

/** Removes a file stored moments ago (an upload taken back): rows only. */
export async function deleteMediaFile(
  tx: Queryable,
  mediaId: number,
): Promise<void> {
  for (const table of ['media_job', 'media_version', 'media_file']) {
    await tx.query(`DELETE FROM ${table} WHERE media_id = $1`, [mediaId]);
  }
}
