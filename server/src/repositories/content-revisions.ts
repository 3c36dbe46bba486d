/**
 * content_revision: what an item looked like at each save, submit, reject,
 * publish, unpublish and restore (docs/publishing.md), newest first.
 */
import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import type { Page } from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';

export type RevisionAction =
  | 'create'
  | 'save'
  | 'submit'
  | 'withdraw'
  | 'reject'
  | 'publish'
  | 'unpublish'
  | 'discard'
  | 'restore'
  | 'remove';

export interface RevisionRow {
  revisionId: number;
  kind: string;
  itemId: number;
  action: RevisionAction;
  note: string | null;
  createBy: string;
  createTime: string | null;
}

export interface Revision extends RevisionRow {
  data: Record<string, unknown> | null;
}

const COLUMNS = `v.revision_id::int AS "revisionId", v.kind,
  v.item_id AS "itemId", v.action, v.note, v.create_by AS "createBy",
  v.create_time AS "createTime"`;

export class RevisionRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  async add(r: {
    kind: string;
    itemId: number;
    action: RevisionAction;
    data: unknown;
    note?: string | null;
    by: string;
  }): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO content_revision (kind, item_id, action, data, note, create_by)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6) RETURNING revision_id::int AS id`,
      [
        r.kind,
        r.itemId,
        r.action,
        r.data === null || r.data === undefined ? null : JSON.stringify(r.data),
        r.note?.trim() || null,
        r.by,
      ],
    );
    return row!.id;
  }

  /**
   * Keeps the published version of an item that has no revision yet (content
   * published before revisions were kept), by whoever last wrote it and
   * dated when it was published, so its history starts from it.
   */
  async baseline(r: {
    kind: string;
    itemId: number;
    data: unknown;
    by: string;
    at: string;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO content_revision
         (kind, item_id, action, data, create_by, create_time)
       SELECT $1::text, $2::int, 'publish', $3::jsonb, $4::text, $5::timestamp
        WHERE NOT EXISTS (SELECT 1 FROM content_revision
                           WHERE kind = $1::text AND item_id = $2::int)`,
      [r.kind, r.itemId, JSON.stringify(r.data), r.by, r.at],
    );
  }

  list(
    kind: string,
    itemId: number,
    page: Page,
  ): Promise<PageResult<RevisionRow>> {
    const where = new SqlWhere().eq('v.kind', kind).eq('v.item_id', itemId);
    return this.lists.page<RevisionRow>(
      {
        columns: COLUMNS,
        from: 'content_revision v',
        tables: ['content_revision'],
        where,
        orderBy: 'ORDER BY v.revision_id DESC',
      },
      page,
    );
  }

  find(revisionId: number): Promise<Revision | undefined> {
    return this.db.one<Revision>(
      `SELECT ${COLUMNS}, v.data FROM content_revision v
        WHERE v.revision_id = $1`,
      [revisionId],
    );
  }

  /**
   * Deletes revisions created before `days` days ago, keeping each item's
   * newest; the number deleted.
   */
  async clean(days: number): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM content_revision v
        WHERE v.create_time < localtimestamp(0) - make_interval(days => $1)
          AND v.revision_id < (SELECT max(w.revision_id) FROM content_revision w
                                WHERE w.kind = v.kind AND w.item_id = v.item_id)
        RETURNING v.revision_id`,
      [days],
    );
    return rows.length;
  }
}
