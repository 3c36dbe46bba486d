/**
 * Where a media file is used (docs/media.md): its stable link, or a link
 * into its versions (`/profile/media/<id>/`), anywhere in the six content
 * tables' rows (any column; a row visitors do not see yet counts as a
 * draft), in working drafts, in kept revisions, in notices and in users'
 * avatars. A file so used is not deleted.
 */
import type { Queryable } from '../../db/index.js';
import { escapeLike } from '../../repositories/lib/sql-where.js';
import { CONTENT_KINDS, KINDS } from '../publishing/kinds.js';

export type UsagePlace =
  | 'published'
  | 'draft'
  | 'revision'
  | 'notice'
  | 'avatar';

export interface MediaUsage {
  /** A content kind (`record`, `product`…), `notice` or `user`. */
  kind: string;
  id: number;
  title: string;
  place: UsagePlace;
}

/** The file's links as content may hold them (also percent-encoded). */
export function linkPatterns(file: { mediaId: number; url: string }): string[] {
  const links = [file.url, `/profile/media/${file.mediaId}/`];
  const encoded = links.map((l) => encodeURI(l));
  return [...new Set([...links, ...encoded])].map((l) => `%${escapeLike(l)}%`);
}

const snake = (field: string) =>
  field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `text` holds one of the patterns (`$1`, a text array). */
const holds = (text: string) => `${text} LIKE ANY($1::text[])`;

/** The title field of a draft's or revision's kind, read from its data. */
const titleOfData = (kindExpr: string, dataExpr: string) =>
  `coalesce(${dataExpr} ->> (CASE ${kindExpr} ${CONTENT_KINDS.map(
    (k) => `WHEN '${k}' THEN '${KINDS[k].titleField}'`,
  ).join(' ')} END), '')`;

const PUBLISHED = CONTENT_KINDS.map((k) => {
  const def = KINDS[k];
  const alive = k === 'navigation' ? " AND t.del_flag = '0'" : '';
  return `SELECT '${k}' AS kind, t.${def.idColumn} AS id,
            coalesce(t.${snake(def.titleField)}::text, '') AS title,
            CASE WHEN t.published = '1' THEN 'published' ELSE 'draft' END AS place,
            CASE WHEN t.published = '1' THEN 1 ELSE 2 END AS rank
       FROM ${def.table} t WHERE ${holds('row_to_json(t)::text')}${alive}`;
});

const USAGE_SQL = `SELECT DISTINCT ON (rank, kind, id) kind, id, title, place FROM (
  ${PUBLISHED.join('\n  UNION ALL ')}
  UNION ALL
  SELECT d.kind, d.item_id, ${titleOfData('d.kind', 'd.data')}, 'draft', 2
    FROM content_draft d WHERE ${holds('d.data::text')}
  UNION ALL
  SELECT r.kind, r.item_id,
         (array_agg(${titleOfData('r.kind', 'r.data')} ORDER BY r.revision_id DESC))[1],
         'revision', 3
    FROM content_revision r WHERE ${holds('r.data::text')}
   GROUP BY r.kind, r.item_id
  UNION ALL
  SELECT 'notice', n.notice_id, n.notice_title, 'notice', 4
    FROM sys_notice n
   WHERE ${holds("n.notice_title || ' ' || coalesce(n.notice_content, '')")}
  UNION ALL
  SELECT 'user', u.user_id, coalesce(nullif(u.nick_name, ''), u.user_name),
         'avatar', 5
    FROM sys_user u WHERE u.del_flag = '0' AND ${holds("coalesce(u.avatar, '')")}
) used ORDER BY rank, kind, id`;

/** Every place the file is used, published content first. */
export function mediaUsage(
  db: Queryable,
  file: { mediaId: number; url: string },
): Promise<MediaUsage[]> {
  return db.query<MediaUsage>(USAGE_SQL, [linkPatterns(file)]);
}
