/**
 * A media file as the library answers it (`MediaRow`, docs/media.md): the
 * select list over `media_file f` every media repository shares, so the
 * list, the detail and the upload answer the same shape.
 */
import type { Queryable } from '../db/index.js';

export interface MediaRow {
  mediaId: number;
  /** The stable link content stores; always serves the newest version. */
  url: string;
  /** 0: unfiled. */
  folderId: number;
  fileName: string;
  originalName: string;
  ext: string;
  mime: string;
  /** image | document | video | audio | archive | other */
  mediaType: string;
  size: number;
  width: number | null;
  height: number | null;
  version: number;
  altJa: string;
  altEn: string;
  /** Focal point as fractions of width and height (0..1). */
  focalX: number;
  focalY: number;
  /** none | pending | ready | failed */
  processState: string;
  processError: string | null;
  /** The 320 px WebP of the newest version when ready, else the stable link of an image, else null. */
  thumbUrl: string | null;
  tags: string[];
  /** upload | avatar | imported */
  source: string;
  rowVersion: number;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
}

/** Width of the preview the list shows. */
export const THUMB_WIDTH = 320;

/**
 * The newest version's WebP closest to the preview width: the narrowest at
 * least that wide, else the widest (an image narrower than it).
 */
const THUMB = `(SELECT '/profile/' || v.storage_key FROM media_variant v
   WHERE v.media_id = f.media_id AND v.version = f.version AND v.format = 'webp'
   ORDER BY (v.width < ${THUMB_WIDTH}), abs(v.width - ${THUMB_WIDTH}) LIMIT 1)`;

const TAGS = `coalesce((SELECT json_agg(t.tag ORDER BY t.tag) FROM media_tag t
   WHERE t.media_id = f.media_id), '[]'::json)`;

/** The select list of a `MediaRow` over `media_file f`. */
export const MEDIA_ROW_COLUMNS = `f.media_id AS "mediaId", f.url,
  f.folder_id AS "folderId", f.file_name AS "fileName",
  f.original_name AS "originalName", f.ext, f.mime, f.media_type AS "mediaType",
  f.size::float8 AS size, f.width, f.height, f.version,
  f.alt_ja AS "altJa", f.alt_en AS "altEn",
  f.focal_x::float8 AS "focalX", f.focal_y::float8 AS "focalY",
  f.process_state AS "processState", f.process_error AS "processError",
  CASE WHEN f.media_type <> 'image' THEN NULL
       WHEN f.process_state = 'ready' THEN coalesce(${THUMB}, f.url)
       ELSE f.url END AS "thumbUrl",
  ${TAGS} AS tags, f.source, f.row_version AS "rowVersion",
  f.create_by AS "createBy", f.create_time AS "createTime",
  f.update_by AS "updateBy", f.update_time AS "updateTime"`;

/** One file's `MediaRow`, or undefined. */
export function mediaRowById(
  db: Queryable,
  mediaId: number,
): Promise<MediaRow | undefined> {
  return db.one<MediaRow>(
    `SELECT ${MEDIA_ROW_COLUMNS} FROM media_file f WHERE f.media_id = $1`,
    [mediaId],
  );
}
