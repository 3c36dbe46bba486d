/**
 * Responsive sizes of one image version (docs/media.md, Processing): the
 * version's original read from the blob store, its EXIF orientation
 * applied, then each width of WIDTHS narrower than it (and its own width
 * when not wider than the widest) as WebP, and as AVIF where that pays. No
 * metadata is written to any size. Run by the media worker, never inside a
 * request.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Queryable } from '../../db/index.js';
import {
  MediaVariantRepository,
  type MediaVariant,
} from '../../repositories/media-variants.js';
import type { BlobStore } from './blob-store.js';
import { bmpPixels, isBmp, type RawImage } from './bmp-pixels.js';

// One libvips thread: resizing a photo never takes the cores HTTP needs.
sharp.concurrency(1);

/** The widths made, in CSS pixels of a 1x screen up to a wide 2x one. */
export const WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const WEBP_QUALITY = 78;
export const AVIF_QUALITY = 50;
/** The AVIF of a width is kept only at most this share of its WebP's bytes. */
export const AVIF_KEEP_RATIO = 0.85;
/**
 * aom's fastest setting: a 12-megapixel photo's five AVIFs in seconds, not a
 * minute on one thread, still about a third smaller than the WebPs.
 */
const AVIF_EFFORT = 0;

/** A failure that another attempt cannot cure: the job fails at once. */
export class PermanentMediaError extends Error {}

/** The original of a version (media_version), and whether it still exists. */
interface VersionSource {
  storageKey: string;
  sha256: string;
}

/** The widths made of an image `width` pixels wide (after orientation). */
export function variantWidths(width: number): number[] {
  const widths: number[] = WIDTHS.filter((w) => w < width);
  if (width <= WIDTHS[WIDTHS.length - 1]) widths.push(width);
  return widths;
}

/** `media/<id>/v<n>/<width>.<format>` */
export function variantKey(
  mediaId: number,
  version: number,
  width: number,
  format: string,
): string {
  return `media/${mediaId}/v${version}/${width}.${format}`;
}

export interface ProcessImageDeps {
  db: Queryable;
  blobs: BlobStore;
}

/**
 * Makes and stores the sizes of version `version` of media file `mediaId`
 * and records them in media_variant (replacing those of an earlier
 * attempt). A file or version deleted meanwhile is nothing to do. Throws
 * PermanentMediaError for an image this library cannot read.
 */
export async function processImage(
  deps: ProcessImageDeps,
  mediaId: number,
  version: number,
): Promise<MediaVariant[]> {
  const source = await deps.db.one<VersionSource>(
    `SELECT v.storage_key AS "storageKey", v.sha256
       FROM media_version v JOIN media_file f USING (media_id)
      WHERE v.media_id = $1 AND v.version = $2`,
    [mediaId, version],
  );
  if (!source) return [];
  const blob = await deps.blobs.get(source.storageKey);
  if (!blob) throw new Error(`The original ${source.storageKey} is missing`);
  // A replace moves the bytes it supersedes to a key of their own: what was
  // read may be the newer version's, so it is checked and read again later.
  const sha256 = createHash('sha256').update(blob.data).digest('hex');
  if (sha256 !== source.sha256.trim()) {
    throw new Error(`The original ${source.storageKey} changed while read`);
  }
  const variants = await resize(blob.data, mediaId, version);
  // Stored before they are recorded: a row always names bytes that exist.
  for (const v of variants) {
    await deps.blobs.put(
      v.storageKey,
      v.data,
      v.format === 'webp' ? 'image/webp' : 'image/avif',
    );
  }
  const rows = variants.map(({ data: _data, ...row }) => row);
  const repo = new MediaVariantRepository(deps.db);
  if (!(await repo.replace(mediaId, version, rows))) {
    // Deleted while its sizes were made: what was just stored goes too.
    await deps.blobs.deletePrefix(`media/${mediaId}/v${version}/`);
    return [];
  }
  return rows;
}

interface MadeVariant extends MediaVariant {
  data: Buffer;
}

/** A new pipeline over the image each call (BMP decoded here: libvips reads none). */
async function opener(data: Buffer): Promise<() => Sharp> {
  if (!isBmp(data)) return () => sharp(data);
  let raw: RawImage;
  try {
    raw = await bmpPixels(data);
  } catch (err) {
    throw unreadable(err);
  }
  const { width, height, channels } = raw;
  return () => sharp(raw.data, { raw: { width, height, channels } });
}

const unreadable = (err: unknown) =>
  new PermanentMediaError(
    `The image cannot be read for resizing (${(err as Error).message}); ` +
      'upload it as JPEG, PNG or WebP',
  );

async function orientedSize(
  open: () => Sharp,
): Promise<{ width: number; animated: boolean }> {
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (err) {
    throw unreadable(err);
  }
  return {
    width: meta.autoOrient?.width ?? meta.width ?? 0,
    animated: (meta.pages ?? 1) > 1,
  };
}

async function resize(
  data: Buffer,
  mediaId: number,
  version: number,
): Promise<MadeVariant[]> {
  const open = await opener(data);
  const { width, animated } = await orientedSize(open);
  // An animation keeps its frames only in its original: no still sizes of it.
  if (animated || !width) return [];
  const out: MadeVariant[] = [];
  for (const w of variantWidths(width)) {
    const resized = () =>
      open().rotate().resize({ width: w, withoutEnlargement: true });
    const webp = await resized()
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const made = (format: 'webp' | 'avif', r: typeof webp): MadeVariant => ({
      width: r.info.width,
      height: r.info.height,
      format,
      storageKey: variantKey(mediaId, version, w, format),
      size: r.data.length,
      data: r.data,
    });
    out.push(made('webp', webp));
    const avif = await resized()
      .avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT })
      .toBuffer({ resolveWithObject: true });
    if (avif.data.length <= AVIF_KEEP_RATIO * webp.data.length) {
      out.push(made('avif', avif));
    }
  }
  return out;
}
