import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import { orderByOf, type Page, type PageQuery } from './lib/page.js';
import { withPublishState } from './lib/publish-state.js';
import { SqlWhere } from './lib/sql-where.js';
import { updateChecked } from './lib/writes.js';

/**
 * project_nav_record: copy blocks shown on a navigation column's own page
 * (the public column page reads them in order).
 */
export interface NavRecordRow {
  navRecordId: number;
  navId: number;
  navName: string | null;
  title: string;
  subtitle: string;
  content: string;
  image: string;
  orderNum: number;
  status: string;
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface NavRecordFilter extends PageQuery {
  navId?: number;
  title?: string;
  status?: string;
  publishState?: string;
}

export interface NavRecordInput {
  navId: number;
  title: string;
  subtitle?: string | null;
  /** Already sanitised. */
  content: string;
  image?: string | null;
  orderNum: number;
  status: string;
  remark?: string | null;
}

const COLUMNS = `r.nav_record_id AS "navRecordId", r.nav_id AS "navId",
  n.nav_name AS "navName", r.title, r.subtitle, r.content, r.image,
  r.order_num AS "orderNum", r.status, r.remark, r.create_by AS "createBy",
  r.create_time AS "createTime", r.update_by AS "updateBy",
  r.update_time AS "updateTime", r.version`;

const FROM = `project_nav_record r
  LEFT JOIN project_navigation n ON n.nav_id = r.nav_id`;

const SORT = {
  columns: {
    navRecordId: 'r.nav_record_id',
    navId: 'r.nav_id',
    title: 'r.title',
    orderNum: 'r.order_num',
    status: 'r.status',
    createTime: 'r.create_time',
    updateTime: 'r.update_time',
  },
  fallback: 'r.nav_id, r.order_num, r.nav_record_id',
  tiebreak: 'r.nav_record_id',
};

const text = (v: string | null | undefined) => (v ?? '').trim();

export class NavRecordRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /** `scope` holds the caller's data scope (nothing: every row). */
  private spec(f: NavRecordFilter, scope: SqlWhere) {
    const where = scope
      .eq('r.nav_id', f.navId)
      .like('r.title', f.title)
      .eq('r.status', f.status);
    return withPublishState(
      {
        columns: COLUMNS,
        from: FROM,
        countFrom: 'project_nav_record r',
        tables: ['project_nav_record'],
        where,
        orderBy: orderByOf(f, SORT),
      },
      {
        kind: 'navRecord',
        alias: 'r',
        idColumn: 'nav_record_id',
        titleColumn: 'title',
      },
      f.publishState,
    );
  }

  list(
    f: NavRecordFilter,
    page: Page,
    scope = new SqlWhere(),
  ): Promise<PageResult<NavRecordRow>> {
    return this.lists.page<NavRecordRow>(this.spec(f, scope), page);
  }

  /** Every matching row in list order (export). */
  listAll(f: NavRecordFilter, scope = new SqlWhere()): Promise<NavRecordRow[]> {
    return this.lists.all<NavRecordRow>(this.spec(f, scope));
  }

  findById(id: number): Promise<NavRecordRow | undefined> {
    return this.db.one<NavRecordRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE r.nav_record_id = $1`,
      [id],
    );
  }

  async insert(r: NavRecordInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO project_nav_record
         (nav_id, title, subtitle, content, image, order_num, status, remark,
          create_by, published)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '0')
       RETURNING nav_record_id AS id`,
      [
        r.navId,
        r.title.trim(),
        text(r.subtitle),
        r.content,
        text(r.image),
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
    r: NavRecordInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'project_nav_record',
      idColumn: 'nav_record_id',
      id,
      version,
      updateBy,
      set: {
        nav_id: r.navId,
        title: r.title.trim(),
        subtitle: text(r.subtitle),
        content: r.content,
        image: text(r.image),
        order_num: r.orderNum,
        status: r.status,
        remark: r.remark === undefined ? undefined : r.remark,
      },
    });
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM project_nav_record WHERE nav_record_id = ANY($1::int[])
       RETURNING nav_record_id`,
      [ids],
    );
    return rows.length;
  }
}
