import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import {
  dateRangeOf,
  orderByOf,
  type Page,
  type PageQuery,
} from './lib/page.js';
import { withPublishState } from './lib/publish-state.js';
import { SqlWhere } from './lib/sql-where.js';
import { inSubtree, NAV_TREE } from './lib/tree.js';
import { updateChecked } from './lib/writes.js';

/**
 * project_record: copy records (news, documents) filed under a navigation
 * column. total_views is counted by the public site and never written here.
 */
export interface RecordRow {
  recordId: number;
  navId: number;
  navName: string | null;
  title: string;
  subtitle: string;
  summary: string;
  mainImage: string;
  pinned: string;
  displayType: string;
  totalViews: number;
  jumpLink: string;
  orderNum: number;
  status: string;
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface RecordDetail extends RecordRow {
  content: string;
  contentBlocks: unknown;
}

export interface RecordFilter extends PageQuery {
  /** The column and every column below it. */
  navId?: number;
  title?: string;
  pinned?: string;
  displayType?: string;
  status?: string;
  publishState?: string;
}

export interface RecordInput {
  navId: number;
  title: string;
  subtitle?: string | null;
  summary?: string | null;
  /** Already sanitised. */
  content: string;
  /** Already cleaned. */
  contentBlocks: unknown[];
  mainImage: string;
  pinned: string;
  displayType: string;
  jumpLink: string;
  orderNum: number;
  status: string;
  remark?: string | null;
}

const COLUMNS = `r.record_id AS "recordId", r.nav_id AS "navId",
  n.nav_name AS "navName", r.title, r.subtitle, r.summary,
  r.main_image AS "mainImage", r.pinned, r.display_type AS "displayType",
  r.total_views AS "totalViews", r.jump_link AS "jumpLink",
  r.order_num AS "orderNum", r.status, r.remark, r.create_by AS "createBy",
  r.create_time AS "createTime", r.update_by AS "updateBy",
  r.update_time AS "updateTime", r.version`;

const FROM = `project_record r
  LEFT JOIN project_navigation n ON n.nav_id = r.nav_id`;

const SORT = {
  columns: {
    recordId: 'r.record_id',
    navId: 'r.nav_id',
    title: 'r.title',
    pinned: 'r.pinned',
    displayType: 'r.display_type',
    totalViews: 'r.total_views',
    orderNum: 'r.order_num',
    status: 'r.status',
    createTime: 'r.create_time',
    updateTime: 'r.update_time',
  },
  fallback: 'r.pinned DESC, r.create_time DESC NULLS LAST, r.record_id DESC',
  tiebreak: 'r.record_id',
};

const text = (v: string | null | undefined) => (v ?? '').trim();

/**
 * `column` is `navId` or lies below it (navigation ancestors hold the
 * comma list of ids above an entry).
 */
export function underColumn(where: SqlWhere, column: string, navId?: number) {
  if (navId === undefined || navId === null) return where;
  return where.and(
    inSubtree(where, column, NAV_TREE, navId),
    'project_navigation',
  );
}

export class RecordRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /** `scope` holds the caller's data scope (nothing: every row). */
  private spec(f: RecordFilter, scope: SqlWhere) {
    const { begin, end } = dateRangeOf(f as Record<string, unknown>);
    const where = underColumn(scope, 'r.nav_id', f.navId)
      .like('r.title', f.title)
      .eq('r.pinned', f.pinned)
      .eq('r.display_type', f.displayType)
      .eq('r.status', f.status)
      .dayRange('r.create_time', begin, end);
    return withPublishState(
      {
        columns: COLUMNS,
        from: FROM,
        countFrom: 'project_record r',
        tables: ['project_record', ...where.tables],
        where,
        orderBy: orderByOf(f, SORT),
      },
      {
        kind: 'record',
        alias: 'r',
        idColumn: 'record_id',
        titleColumn: 'title',
      },
      f.publishState,
    );
  }

  list(
    f: RecordFilter,
    page: Page,
    scope = new SqlWhere(),
  ): Promise<PageResult<RecordRow>> {
    return this.lists.page<RecordRow>(this.spec(f, scope), page);
  }

  /** Every matching row in list order (export). */
  listAll(f: RecordFilter, scope = new SqlWhere()): Promise<RecordRow[]> {
    return this.lists.all<RecordRow>(this.spec(f, scope));
  }

  findById(id: number): Promise<RecordDetail | undefined> {
    return this.db.one<RecordDetail>(
      `SELECT ${COLUMNS}, r.content, r.content_blocks AS "contentBlocks"
         FROM ${FROM} WHERE r.record_id = $1`,
      [id],
    );
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db.one(
      'SELECT 1 FROM project_record WHERE record_id = $1',
      [id],
    );
    return row !== undefined;
  }

  async insert(r: RecordInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO project_record
         (nav_id, title, subtitle, summary, content, content_blocks,
          main_image, pinned, display_type, jump_link, order_num, status,
          remark, create_by, published)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12,
               $13, $14, '0')
       RETURNING record_id AS id`,
      [
        r.navId,
        r.title.trim(),
        text(r.subtitle),
        text(r.summary),
        r.content,
        JSON.stringify(r.contentBlocks),
        r.mainImage,
        r.pinned,
        r.displayType,
        r.jumpLink,
        r.orderNum,
        r.status,
        r.remark ?? null,
        createBy,
      ],
    );
    return row!.id;
  }

  update(
    id: number,
    r: RecordInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'project_record',
      idColumn: 'record_id',
      id,
      version,
      updateBy,
      set: {
        nav_id: r.navId,
        title: r.title.trim(),
        subtitle: text(r.subtitle),
        summary: text(r.summary),
        content: r.content,
        content_blocks: JSON.stringify(r.contentBlocks),
        main_image: r.mainImage,
        pinned: r.pinned,
        display_type: r.displayType,
        jump_link: r.jumpLink,
        order_num: r.orderNum,
        status: r.status,
        remark: r.remark === undefined ? undefined : r.remark,
      },
    });
  }

  /** Deletes records and their items; the number of records deleted. */
  async deleteByIds(ids: readonly number[]): Promise<number> {
    await this.db.query(
      'DELETE FROM project_record_item WHERE record_id = ANY($1::int[])',
      [ids],
    );
    const rows = await this.db.query(
      `DELETE FROM project_record WHERE record_id = ANY($1::int[])
       RETURNING record_id`,
      [ids],
    );
    return rows.length;
  }
}
