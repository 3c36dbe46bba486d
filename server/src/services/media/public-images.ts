/**
 * Library images as the public site draws them (docs/media.md "Public
 * site"): a stable link in published content → the version the item pinned
 * when it was published (version 1 without a pin), its original as `src`,
 * its WebP sizes as `srcset` (and AVIF ones where the worker kept them),
 * its width and height (no layout shift), alt text and focal point.
 * Links the library doesn't know (external ones) resolve to nothing and are
 * drawn as before.
 */
import type { Queryable } from '../../db/index.js';
import {
  MediaPinRepository,
  stableLinksIn,
  type PinnedItem,
} from '../../repositories/media-pins.js';
import { sanitizeRichText, type ImgRewrite } from '../infra/sanitize.js';

export interface PublicImage {
  /** The version's original: `/profile/media/<id>/v<n>/original.<ext>`. */
  src: string;
  /** WebP sizes, `url 320w, url 640w…` ('' while none are made yet). */
  srcset: string;
  /** AVIF sizes, where they are smaller enough to keep. */
  avifSrcset?: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  altEn: string;
  focalX: number;
  focalY: number;
}

/**
 * `sizes` of an image as wide as an article's text column (860 px, the
 * whole width on a phone); components drawing smaller give their own.
 */
export const ARTICLE_SIZES = '(max-width: 900px) 100vw, 860px';

/** A content item and what of it may link to images (fields, rich text). */
export interface ImageSource extends PinnedItem {
  value: unknown;
}

interface FileRow {
  mediaId: number;
  url: string;
  ext: string;
  version: number;
  altJa: string;
  altEn: string;
  focalX: string | number;
  focalY: string | number;
}

interface VersionRow {
  mediaId: number;
  version: number;
  storageKey: string;
  width: number | null;
  height: number | null;
}

interface VariantRow {
  mediaId: number;
  version: number;
  width: number;
  format: string;
  storageKey: string;
}

const itemKey = (kind: string, itemId: number) => `${kind}:${itemId}`;

/** The images of a set of items, each at the version its item shows. */
export class ItemImages {
  constructor(
    private readonly byItem: ReadonlyMap<string, Map<string, PublicImage>>,
  ) {}

  /** The image `url` stands for in an item, if the library knows it. */
  get(kind: string, itemId: number, url: string): PublicImage | undefined {
    return this.byItem.get(itemKey(kind, itemId))?.get(url);
  }

  /**
   * `images` of an answer, by the link content uses (where two items show
   * different versions of one file, the first item's).
   */
  all(): Record<string, PublicImage> {
    const out: Record<string, PublicImage> = {};
    for (const images of this.byItem.values()) {
      for (const [url, image] of images) out[url] ??= image;
    }
    return out;
  }

  /**
   * An item's rich text cleaned for display, its library images given
   * `srcset`, `sizes`, `width`/`height`, the library's alt text where the
   * editor left it empty, and lazy loading.
   */
  richText(html: string | null | undefined, kind: string, itemId: number) {
    const rewrite: ImgRewrite = (attribs) => {
      const image = attribs.src && this.get(kind, itemId, attribs.src);
      if (!image) return undefined;
      return {
        src: image.src,
        ...(image.srcset && { srcset: image.srcset, sizes: image.sizes }),
        ...boxOf(attribs, image),
        alt: attribs.alt || image.alt,
        loading: 'lazy',
        decoding: 'async',
      };
    };
    return sanitizeRichText(html, rewrite);
  }
}

/**
 * width/height to draw: the editor's when both are set, the editor's width
 * with the image's proportions, else the image's own.
 */
function boxOf(
  attribs: Record<string, string>,
  image: PublicImage,
): Record<string, string> {
  const width = /^\d{1,5}$/.test(attribs.width ?? '') ? +attribs.width! : 0;
  const height = /^\d{1,5}$/.test(attribs.height ?? '') ? +attribs.height! : 0;
  if (width && height) return { width: String(width), height: String(height) };
  if (!image.width || !image.height) return {};
  if (width) {
    const h = Math.round((width * image.height) / image.width);
    return { width: String(width), height: String(h) };
  }
  return { width: String(image.width), height: String(image.height) };
}

const srcsetOf = (rows: VariantRow[]) =>
  rows
    .sort((a, b) => a.width - b.width)
    .map((v) => `/profile/${v.storageKey} ${v.width}w`)
    .join(', ');

export class PublicImages {
  private readonly pins: MediaPinRepository;

  /**
   * `newest`: items (`kind:id`) shown at their files' newest versions, as
   * they will be once published (a preview link's items).
   */
  constructor(
    private readonly db: Queryable,
    private readonly newest: ReadonlySet<string> = new Set(),
  ) {
    this.pins = new MediaPinRepository(db);
  }

  /** The library images the sources link to, per item. */
  async of(sources: readonly ImageSource[]): Promise<ItemImages> {
    const links = sources.map((s) => ({ ...s, links: stableLinksIn(s.value) }));
    const all = [...new Set(links.flatMap((s) => s.links))];
    const files = all.length ? await this.files(all) : [];
    const byUrl = new Map(files.map((f) => [f.url, f]));
    const pins = await this.pins.find(
      sources,
      files.map((f) => f.mediaId),
    );
    const pinned = new Map(
      pins.map((p) => [`${itemKey(p.kind, p.itemId)}|${p.mediaId}`, p.version]),
    );
    const wanted = new Map<string, { file: FileRow; version: number }>();
    const chosen = links.map((s) => {
      const key = itemKey(s.kind, s.itemId);
      const shown = new Map<string, string>();
      for (const url of s.links) {
        const file = byUrl.get(url);
        if (!file) continue;
        const version = this.newest.has(key)
          ? file.version
          : (pinned.get(`${key}|${file.mediaId}`) ?? 1);
        const at = `${file.mediaId}/${version}`;
        wanted.set(at, { file, version });
        shown.set(url, at);
      }
      return { key, shown };
    });
    const made = await this.build([...wanted.values()]);
    const byItem = new Map<string, Map<string, PublicImage>>();
    for (const { key, shown } of chosen) {
      const images = byItem.get(key) ?? new Map<string, PublicImage>();
      for (const [url, at] of shown) {
        const image = made.get(at);
        if (image) images.set(url, image);
      }
      byItem.set(key, images);
    }
    return new ItemImages(byItem);
  }

  private files(urls: string[]) {
    return this.db.query<FileRow>(
      `SELECT media_id AS "mediaId", url, ext, version, alt_ja AS "altJa",
              alt_en AS "altEn", focal_x AS "focalX", focal_y AS "focalY"
         FROM media_file
        WHERE url = ANY($1::text[]) AND media_type = 'image'`,
      [urls],
    );
  }

  /** PublicImage of each wanted (file, version), by `mediaId/version`. */
  private async build(wanted: { file: FileRow; version: number }[]) {
    const out = new Map<string, PublicImage>();
    if (!wanted.length) return out;
    const ids = wanted.map((w) => w.file.mediaId);
    const versions = wanted.map((w) => w.version);
    const [rows, variants] = await Promise.all([
      this.db.query<VersionRow>(
        `SELECT v.media_id AS "mediaId", v.version, v.storage_key AS "storageKey",
                v.width, v.height
           FROM media_version v
           JOIN unnest($1::int[], $2::int[]) AS w(media_id, version)
             ON w.media_id = v.media_id AND w.version = v.version`,
        [ids, versions],
      ),
      this.db.query<VariantRow>(
        `SELECT v.media_id AS "mediaId", v.version, v.width, v.format,
                v.storage_key AS "storageKey"
           FROM media_variant v
           JOIN unnest($1::int[], $2::int[]) AS w(media_id, version)
             ON w.media_id = v.media_id AND w.version = v.version`,
        [ids, versions],
      ),
    ]);
    const files = new Map(wanted.map((w) => [w.file.mediaId, w.file]));
    for (const row of rows) {
      const file = files.get(row.mediaId)!;
      const at = `${row.mediaId}/${row.version}`;
      const own = variants.filter(
        (v) => v.mediaId === row.mediaId && v.version === row.version,
      );
      const avif = srcsetOf(own.filter((v) => v.format === 'avif'));
      const ext = /\.([a-z0-9]+)$/i.exec(row.storageKey)?.[1] ?? file.ext;
      out.set(at, {
        src: `/profile/media/${row.mediaId}/v${row.version}/original.${ext.toLowerCase()}`,
        srcset: srcsetOf(own.filter((v) => v.format === 'webp')),
        ...(avif && { avifSrcset: avif }),
        sizes: ARTICLE_SIZES,
        width: row.width ?? 0,
        height: row.height ?? 0,
        alt: file.altJa,
        altEn: file.altEn,
        focalX: Number(file.focalX),
        focalY: Number(file.focalY),
      });
    }
    return out;
  }
}
