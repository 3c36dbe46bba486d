/**
 * Size limits of uploads by type and the library's storage quota, from the
 * parameters `sys.media.maxImageMb`, `sys.media.maxDocumentMb`,
 * `sys.media.maxVideoMb` and `sys.media.quotaMb` (docs/media.md, upload
 * step 2). A type's limit is never above the upload limit of 50 MB.
 */
import type { Queryable } from '../../db/index.js';
import { ServiceError } from '../../errors.js';
import type { MessageKey } from '../../i18n/index.js';
import type { ConfigService } from '../config.js';
import { UPLOAD_MAX_MB } from '../infra/files.js';

export type MediaType =
  | 'image'
  | 'document'
  | 'video'
  | 'audio'
  | 'archive'
  | 'other';

const TYPES: Readonly<Record<string, MediaType>> = {
  bmp: 'image',
  gif: 'image',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  avif: 'image',
  doc: 'document',
  docx: 'document',
  xls: 'document',
  xlsx: 'document',
  ppt: 'document',
  pptx: 'document',
  pdf: 'document',
  txt: 'document',
  html: 'document',
  htm: 'document',
  mp4: 'video',
  avi: 'video',
  rmvb: 'video',
  mp3: 'audio',
  rar: 'archive',
  zip: 'archive',
  gz: 'archive',
  bz2: 'archive',
};

/** The library's kind of a file, by its extension. */
export function mediaTypeOf(ext: string): MediaType {
  return TYPES[ext] ?? 'other';
}

interface Limit {
  key: string;
  fallback: number;
  /** The refusal's message. */
  refusal: MessageKey;
}

const IMAGE: Limit = {
  key: 'sys.media.maxImageMb',
  fallback: 20,
  refusal: 'media.tooLargeImage',
};
const DOCUMENT: Limit = {
  key: 'sys.media.maxDocumentMb',
  fallback: 20,
  refusal: 'media.tooLargeDocument',
};
const VIDEO: Limit = {
  key: 'sys.media.maxVideoMb',
  fallback: 50,
  refusal: 'media.tooLargeVideo',
};

/** Which parameter bounds a type. */
const LIMIT_OF: Record<MediaType, Limit> = {
  image: IMAGE,
  video: VIDEO,
  audio: VIDEO,
  document: DOCUMENT,
  archive: DOCUMENT,
  other: DOCUMENT,
};

export const QUOTA_KEY = 'sys.media.quotaMb';
const QUOTA_FALLBACK_MB = 5120;
const MB = 1024 * 1024;

/** `12.3`: megabytes with one decimal, as the messages show sizes. */
const mb = (bytes: number) => String(Math.round((bytes / MB) * 10) / 10);

/** Largest file of a type, in bytes. */
export async function maxBytesOf(
  config: ConfigService,
  type: MediaType,
): Promise<number> {
  const { key, fallback } = LIMIT_OF[type];
  return Math.min(await config.getInt(key, fallback), UPLOAD_MAX_MB) * MB;
}

/** Refuses a file larger than its type's limit (`media.tooLarge`). */
export async function checkSize(
  config: ConfigService,
  type: MediaType,
  name: string,
  size: number,
): Promise<void> {
  const max = await maxBytesOf(config, type);
  if (size <= max) return;
  throw new ServiceError(500, LIMIT_OF[type].refusal, {
    name,
    size: mb(size),
    max: max / MB,
  });
}

/** The quota in bytes. */
export async function quotaBytes(config: ConfigService): Promise<number> {
  return (await config.getInt(QUOTA_KEY, QUOTA_FALLBACK_MB)) * MB;
}

/** Bytes the library takes: every version's original and every variant. */
export async function usedBytes(db: Queryable): Promise<number> {
  const row = await db.one<{ used: number }>(
    `SELECT ((SELECT coalesce(sum(size), 0) FROM media_version)
           + (SELECT coalesce(sum(size), 0) FROM media_variant))::float8 AS used`,
  );
  return row?.used ?? 0;
}

/** Refuses a file that would take the library over its quota (`media.quotaFull`). */
export async function checkQuota(
  db: Queryable,
  config: ConfigService,
  name: string,
  size: number,
): Promise<void> {
  const [used, quota] = await Promise.all([usedBytes(db), quotaBytes(config)]);
  if (used + size <= quota) return;
  throw new ServiceError(500, 'media.quotaFull', {
    name,
    used: mb(used),
    quota: quota / MB,
    size: mb(size),
  });
}
