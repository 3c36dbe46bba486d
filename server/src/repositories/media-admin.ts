/**
 * The media library's files as its screen reads and edits them
 * (`/project/media`, docs/media.md): the filtered list, a file with its
 * versions and responsive sizes, edits with the row version, moves, deletes
 * and the storage used.
 */
import type { Queryable } from '../db/index.js';
import { ServiceError } from '../errors.js';
import type { Lists, PageResult } from './lib/lists.js';
import {
  dateRangeOf,
  orderByOf,
  type Page,
  type PageQuery,
} from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { MEDIA_ROW_COLUMNS, mediaRowById, type MediaRow } from './media-row.js';

export interface MediaFilter extends PageQuery {
  /** 0: unfiled; undefined: every folder. */
  folderId?: number;
  fileName?: string;
  mediaType?: string;
  tag?: string;
  minSize?: number;
  maxSize?: number;
  /** Avatars are listed only when `avatar` is asked for. */
  source?: string;
}

export interface MediaVersionRow {
  version: number;
  size: number;
  width: number | null;
  height: number | null;
  createBy: string;
  createTime: string | null;
  url: string;
}

export interface MediaVariantRow {
  width: number;
  height: number;
  format: string;
  size: number;
  url: string;
}

export interface MediaEditInput {
  fileName: string;
  folderId: number;
  altJa: string;
  altEn: string;
  focalX: number;
  focalY: number;
}

/** What a deleted file leaves in the blob store. */
export interface MediaKeys {
  mediaId: number;
  /** The stable link's key and every version's and size's own. */
  keys: string[];
}

const SORT = {
  columns: {
    createTime: 'f.create_time',
    fileName: 'f.file_name',
    size: 'f.size',
  },
  fallback: 'f.create_time DESC, f.media_id DESC',
  tiebreak: 'f.media_id',
};

/** `/profile/upload/…` → `upload/…`, the key of a stable link. */
export const keyOfUrl = (url: string): string =>
  url.replace(/^\/profile\//, '');

export class MediaAdminRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /**
   * One page of files. Tags change only with an edit of their file (its row
   * version), so the file table's writes keep the cached totals exact.
   */
  list(f: MediaFilter, page: Page): Promise<PageResult<MediaRow>> {
    const range = dateRangeOf(f as Record<string, unknown>);
    const where = new SqlWhere()
      .eq('f.folder_id', f.folderId)
      .ilike('f.file_name', f.fileName)
      .eq('f.media_type', f.mediaType);
    if (f.source) where.eq('f.source', f.source);
    else where.and("f.source <> 'avatar'");
    if (f.tag) {
      where.and(
        `EXISTS (SELECT 1 FROM media_tag t WHERE t.media_id = f.media_id
                    AND t.tag = ${where.param(f.tag)})`,
      );
    }
    if (typeof f.minSize === 'number') {
      where.and(`f.size >= ${where.param(f.minSize)}`);
    }
    if (typeof f.maxSize === 'number') {
      where.and(`f.size <= ${where.param(f.maxSize)}`);
    }
    where.dayRange('f.create_time', range.begin, range.end);
    return this.lists.page<MediaRow>(
      {
        columns: MEDIA_ROW_COLUMNS,
        from: 'media_file f',
        tables: ['media_file'],
        where,
        orderBy: orderByOf(f, SORT),
      },
      page,
    );
  }

  findById(mediaId: number): Promise<MediaRow | undefined> {
    return mediaRowById(this.db, mediaId);
  }

  /** The files of `ids` that exist (id, name and stable link). */
  findByIds(
    ids: readonly number[],
  ): Promise<{ mediaId: number; fileName: string; url: string }[]> {
    return this.db.query(
      `SELECT media_id AS "mediaId", file_name AS "fileName", url
         FROM media_file WHERE media_id = ANY($1::int[]) ORDER BY media_id`,
      [ids],
    );
  }

  /** Every version's original, newest first. */
  versions(mediaId: number): Promise<MediaVersionRow[]> {
    return this.db.query<MediaVersionRow>(
      `SELECT version, size::float8 AS size, width, height,
              create_by AS "createBy", create_time AS "createTime",
              '/profile/' || storage_key AS url
         FROM media_version WHERE media_id = $1 ORDER BY version DESC`,
      [mediaId],
    );
  }

  /** The responsive sizes of one version, by format and width. */
  variants(mediaId: number, version: number): Promise<MediaVariantRow[]> {
    return this.db.query<MediaVariantRow>(
      `SELECT width, height, format, size::float8 AS size,
              '/profile/' || storage_key AS url
         FROM media_variant WHERE media_id = $1 AND version = $2
        ORDER BY format, width`,
      [mediaId, version],
    );
  }

  /**
   * Saves name, folder, alt text and focal point when the row is still at
   * `rowVersion`; `common.modifiedConcurrently` when someone saved it since,
   * `common.notExists` when it is gone.
   */
  async update(
    mediaId: number,
    p: MediaEditInput,
    rowVersion: number,
    updateBy: string,
  ): Promise<void> {
    const row = await this.db.one(
      `UPDATE media_file
          SET file_name = $3, folder_id = $4, alt_ja = $5, alt_en = $6,
              focal_x = $7, focal_y = $8, update_by = $9,
              update_time = localtimestamp(0), row_version = row_version + 1
        WHERE media_id = $1 AND row_version = $2 RETURNING media_id`,
      [
        mediaId,
        rowVersion,
        p.fileName,
        p.folderId,
        p.altJa,
        p.altEn,
        p.focalX,
        p.focalY,
        updateBy,
      ],
    );
    if (row) return;
    const alive = await this.db.one(
      'SELECT 1 FROM media_file WHERE media_id = $1',
      [mediaId],
    );
    throw new ServiceError(
      500,
      alive ? 'common.modifiedConcurrently' : 'common.notExists',
    );
  }

  /** Files into a folder (0: unfiled); how many moved. */
  async move(
    ids: readonly number[],
    folderId: number,
    updateBy: string,
  ): Promise<number> {
    const rows = await this.db.query(
      `UPDATE media_file
          SET folder_id = $2, update_by = $3, update_time = localtimestamp(0),
              row_version = row_version + 1
        WHERE media_id = ANY($1::int[]) RETURNING media_id`,
      [ids, folderId, updateBy],
    );
    return rows.length;
  }

  /**
   * Deletes the files with their versions, sizes, tags, jobs and pins;
   * answers the blob keys they used, for the caller to remove.
   */
  async deleteByIds(ids: readonly number[]): Promise<MediaKeys[]> {
    const files = await this.db.query<{
      mediaId: number;
      url: string;
      keys: string[] | null;
    }>(
      `SELECT f.media_id AS "mediaId", f.url,
              (SELECT array_agg(k.storage_key) FROM (
                 SELECT storage_key FROM media_version WHERE media_id = f.media_id
                 UNION SELECT storage_key FROM media_variant WHERE media_id = f.media_id
               ) k) AS keys
         FROM media_file f WHERE f.media_id = ANY($1::int[])`,
      [ids],
    );
    const found = files.map((f) => f.mediaId);
    for (const table of [
      'media_variant',
      'media_version',
      'media_tag',
      'media_job',
      'media_pin',
      'media_file',
    ]) {
      await this.db.query(
        `DELETE FROM ${table} WHERE media_id = ANY($1::int[])`,
        [found],
      );
    }
    return files.map((f) => ({
      mediaId: f.mediaId,
      keys: [...new Set([keyOfUrl(f.url), ...(f.keys ?? [])])],
    }));
  }

  /** Bytes of every version and size, and the number of files. */
  async usage(): Promise<{ usedBytes: number; count: number }> {
    const row = await this.db.one<{ usedBytes: number; count: number }>(
      `SELECT (SELECT coalesce(sum(size), 0) FROM media_version)::float8
            + (SELECT coalesce(sum(size), 0) FROM media_variant)::float8
              AS "usedBytes",
              (SELECT count(*)::int FROM media_file) AS count`,
    );
    return row ?? { usedBytes: 0, count: 0 };
  }
}
