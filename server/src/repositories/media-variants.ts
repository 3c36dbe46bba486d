import type { Queryable } from '../db/index.js';

export type VariantFormat = 'webp' | 'avif';

/** One responsive size of an image version (media_variant). */
export interface MediaVariant {
  width: number;
  height: number;
  format: VariantFormat;
  /** Its key in the blob store: `media/<id>/v<n>/<width>.<format>`. */
  storageKey: string;
  size: number;
}

/** The responsive sizes of image versions, made by the media worker. */
export class MediaVariantRepository {
  constructor(private readonly db: Queryable) {}

  /** A version's sizes, narrowest first, WebP before AVIF at each width. */
  listForVersion(mediaId: number, version: number): Promise<MediaVariant[]> {
    return this.db.query<MediaVariant>(
      `SELECT width, height, format, storage_key AS "storageKey",
              size::float8 AS size
         FROM media_variant
        WHERE media_id = $1 AND version = $2
        ORDER BY width, format DESC`,
      [mediaId, version],
    );
  }

  /**
   * Sets a version's sizes, dropping any an earlier attempt recorded;
   * false (nothing recorded) when the version is gone: its file was deleted
   * while they were made.
   */
  async replace(
    mediaId: number,
    version: number,
    variants: readonly MediaVariant[],
  ): Promise<boolean> {
    await this.db.query(
      'DELETE FROM media_variant WHERE media_id = $1 AND version = $2',
      [mediaId, version],
    );
    const exists = await this.db.one(
      'SELECT 1 FROM media_version WHERE media_id = $1 AND version = $2',
      [mediaId, version],
    );
    if (!exists) return false;
    if (!variants.length) return true;
    await this.db.query(
      `INSERT INTO media_variant
         (media_id, version, width, height, format, storage_key, size)
       SELECT $1, $2, v.width, v.height, v.format, v.storage_key, v.size
         FROM unnest($3::integer[], $4::integer[], $5::varchar[],
                     $6::varchar[], $7::bigint[])
           AS v(width, height, format, storage_key, size)`,
      [
        mediaId,
        version,
        variants.map((v) => v.width),
        variants.map((v) => v.height),
        variants.map((v) => v.format),
        variants.map((v) => v.storageKey),
        variants.map((v) => v.size),
      ],
    );
    return true;
  }
}
