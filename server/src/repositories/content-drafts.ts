/**
 * content_draft: the working draft of a content item, one per item
 * (docs/publishing.md). `data` is the item's whole save body, checked and
 * sanitised. Writing here never touches the content tables, so the public
 * site's caches stay valid while editors work.
 */
import type { Queryable } from '../db/index.js';
import { ServiceError } from '../errors.js';
import type { Lists, PageResult } from './lib/lists.js';
import type { Page } from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';

export type DraftState = 'draft' | 'review' | 'scheduled';
export type DraftAction = 'save' | 'unpublish';

export interface Draft {
  kind: string;
  itemId: number;
  data: Record<string, unknown>;
  state: DraftState;
  action: DraftAction;
  releaseId: number | null;
  version: number;
  submitNote: string | null;
  submittedBy: string | null;
  submittedTime: string | null;
  reviewComment: string | null;
  reviewedBy: string | null;
  reviewedTime: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
}

const COLUMNS = `d.kind, d.item_id AS "itemId", d.data, d.state, d.action,
  d.release_id AS "releaseId", d.version, d.submit_note AS "submitNote",
  d.submitted_by AS "submittedBy", d.submitted_time AS "submittedTime",
  d.review_comment AS "reviewComment", d.reviewed_by AS "reviewedBy",
  d.reviewed_time AS "reviewedTime", d.create_by AS "createBy",
  d.create_time AS "createTime", d.update_by AS "updateBy",
  d.update_time AS "updateTime"`;

/** A draft waiting for review, as the queue lists it. */
export interface QueueRow {
  kind: string;
  itemId: number;
  data: Record<string, unknown>;
  action: DraftAction;
  navName: string | null;
  submitNote: string | null;
  submittedBy: string | null;
  submittedTime: string | null;
}

export class DraftRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  find(kind: string, itemId: number): Promise<Draft | undefined> {
    return this.db.one<Draft>(
      `SELECT ${COLUMNS} FROM content_draft d
        WHERE d.kind = $1 AND d.item_id = $2`,
      [kind, itemId],
    );
  }

  /** The draft, locked until the transaction ends. */
  findForUpdate(kind: string, itemId: number): Promise<Draft | undefined> {
    return this.db.one<Draft>(
      `SELECT ${COLUMNS} FROM content_draft d
        WHERE d.kind = $1 AND d.item_id = $2 FOR UPDATE`,
      [kind, itemId],
    );
  }

  /**
   * Writes the draft's data (state back to draft, out of any release).
   * With a draft, `version` is the one the editor loaded (a draft saved since
   * is refused; undefined = no check). Without one, `version` is the
   * published row's, checked by the caller; the new draft's is one more.
   */
  async save(
    kind: string,
    itemId: number,
    data: unknown,
    action: DraftAction,
    version: number | null | undefined,
    by: string,
  ): Promise<void> {
    const existing = await this.findForUpdate(kind, itemId);
    if (!existing) {
      await this.db.query(
        `INSERT INTO content_draft
           (kind, item_id, data, action, version, create_by, update_by,
            update_time)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $6, localtimestamp(0))`,
        [kind, itemId, JSON.stringify(data), action, (version ?? 0) + 1, by],
      );
      return;
    }
    if (typeof version === 'number' && version !== existing.version) {
      throw new ServiceError(500, 'common.modifiedConcurrently');
    }
    await this.db.query(
      `UPDATE content_draft
          SET data = $3::jsonb, action = $4, state = 'draft', release_id = NULL,
              version = version + 1, update_by = $5,
              update_time = localtimestamp(0)
        WHERE kind = $1 AND item_id = $2`,
      [kind, itemId, JSON.stringify(data), action, by],
    );
  }

  /** Moves the draft from one of `from` to `to`; false when it is not in one. */
  async transition(
    kind: string,
    itemId: number,
    from: readonly DraftState[],
    to: DraftState,
    set: {
      submitNote?: string | null;
      submittedBy?: string;
      reviewComment?: string | null;
      reviewedBy?: string;
      releaseId?: number | null;
    } = {},
  ): Promise<boolean> {
    const params: unknown[] = [kind, itemId, [...from], to];
    const sets = ['state = $4'];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      sets.push(sql.replace('?', `$${params.length}`));
    };
    if (set.submittedBy !== undefined) {
      add('submitted_by = ?', set.submittedBy);
      add('submit_note = ?', set.submitNote ?? null);
      sets.push('submitted_time = localtimestamp(0)');
    }
    if (set.reviewedBy !== undefined) {
      add('reviewed_by = ?', set.reviewedBy);
      add('review_comment = ?', set.reviewComment ?? null);
      sets.push('reviewed_time = localtimestamp(0)');
    }
    if (set.releaseId !== undefined) add('release_id = ?', set.releaseId);
    const rows = await this.db.query(
      `UPDATE content_draft SET ${sets.join(', ')}
        WHERE kind = $1 AND item_id = $2 AND state = ANY($3::text[])
        RETURNING item_id`,
      params,
    );
    return rows.length > 0;
  }

  /**
   * Sets the display order in an item's draft, if it has one: an order moved
   * outside drafts (up and down in a tree) stays moved when it is published.
   */
  async setOrder(kind: string, itemId: number, orderNum: number) {
    await this.db.query(
      `UPDATE content_draft
          SET data = jsonb_set(data, '{orderNum}', to_jsonb($3::int))
        WHERE kind = $1 AND item_id = $2`,
      [kind, itemId, orderNum],
    );
  }

  async remove(kind: string, itemIds: readonly number[]): Promise<void> {
    await this.db.query(
      'DELETE FROM content_draft WHERE kind = $1 AND item_id = ANY($2::int[])',
      [kind, itemIds],
    );
  }

  /**
   * Drafts in review, oldest submission first; `where` may narrow (scope),
   * `navName` is the SQL of the owning column's name.
   */
  queue(
    where: SqlWhere,
    page: Page,
    navName: string,
  ): Promise<PageResult<QueueRow>> {
    where.and(`d.state = 'review'`);
    return this.lists.page<QueueRow>(
      {
        columns: `d.kind, d.item_id AS "itemId", d.data, d.action,
          ${navName} AS "navName",
          d.submit_note AS "submitNote", d.submitted_by AS "submittedBy",
          d.submitted_time AS "submittedTime"`,
        from: 'content_draft d',
        countFrom: 'content_draft d',
        tables: ['content_draft', 'project_navigation', ...where.tables],
        where,
        orderBy: 'ORDER BY d.submitted_time ASC, d.kind, d.item_id',
      },
      page,
    );
  }
}
