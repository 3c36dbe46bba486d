import type { Queryable } from '../db/index.js';
import type { Lists } from './lib/lists.js';
import { withPublishState } from './lib/publish-state.js';
import { SqlWhere } from './lib/sql-where.js';
import { descendantOf } from './lib/tree.js';
import { isTaken, updateChecked } from './lib/writes.js';

/** project_navigation as staff see it. */
export interface NavigationRow {
  navId: number;
  parentId: number;
  ancestors: string;
  navName: string;
  mainName: string;
  enName: string;
  link: string;
  mainImage: string;
  navType: string;
  recordCategory: string;
  showInNav: string;
  orderNum: number;
  status: string;
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
  /** The owning department (data scope of the column and its content). */
  deptId: number | null;
  deptName: string | null;
  parentName?: string | null;
}

export interface NavigationFilter {
  navName?: string;
  navType?: string;
  recordCategory?: string;
  showInNav?: string;
  status?: string;
  publishState?: string;
}

export interface NavigationInput {
  parentId: number;
  navName: string;
  mainName?: string | null;
  enName?: string | null;
  link?: string | null;
  mainImage?: string | null;
  navType: string;
  recordCategory?: string | null;
  showInNav: string;
  orderNum: number;
  status: string;
  remark?: string | null;
  /** A top-level column's department (a child takes its parent's). */
  deptId?: number | null;
}

/** What still hangs off a navigation entry (a delete is refused then). */
export interface NavigationUse {
  children: number;
  records: number;
  products: number;
  navRecords: number;
}

const COLUMNS = `n.nav_id AS "navId", n.parent_id AS "parentId", n.ancestors,
  n.nav_name AS "navName", n.main_name AS "mainName", n.en_name AS "enName",
  n.link, n.main_image AS "mainImage", n.nav_type AS "navType",
  n.record_category AS "recordCategory", n.show_in_nav AS "showInNav",
  n.order_num AS "orderNum", n.status, n.remark, n.create_by AS "createBy",
  n.create_time AS "createTime", n.update_by AS "updateBy",
  n.update_time AS "updateTime", n.version, n.dept_id AS "deptId",
  (SELECT d.dept_name FROM sys_dept d WHERE d.dept_id = n.dept_id) AS "deptName"`;

const ALIVE = `del_flag = '0'`;

const text = (v: string | null | undefined) => (v ?? '').trim();

export class NavigationRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /** `scope` holds the caller's data scope (nothing: every row). */
  private spec(f: NavigationFilter, scope: SqlWhere) {
    const where = scope
      .and(`n.del_flag = '0'`)
      .like('n.nav_name', f.navName)
      .eq('n.nav_type', f.navType)
      .eq('n.record_category', f.recordCategory)
      .eq('n.show_in_nav', f.showInNav)
      .eq('n.status', f.status);
    return withPublishState(
      {
        columns: COLUMNS,
        from: 'project_navigation n',
        tables: ['project_navigation'],
        where,
        orderBy: 'ORDER BY n.parent_id, n.order_num, n.nav_id',
      },
      {
        kind: 'navigation',
        alias: 'n',
        idColumn: 'nav_id',
        titleColumn: 'nav_name',
      },
      f.publishState,
    );
  }

  /** Live entries matching the filter, ordered parent, order, id (a flat tree). */
  list(f: NavigationFilter, scope = new SqlWhere()): Promise<NavigationRow[]> {
    return this.lists.all<NavigationRow>(this.spec(f, scope));
  }

  /** A live entry with its parent's name. */
  findById(navId: number): Promise<NavigationRow | undefined> {
    return this.db.one<NavigationRow>(
      `SELECT ${COLUMNS}, p.nav_name AS "parentName"
         FROM project_navigation n
         LEFT JOIN project_navigation p ON p.nav_id = n.parent_id
        WHERE n.nav_id = $1 AND n.del_flag = '0'`,
      [navId],
    );
  }

  findByIds(ids: readonly number[]): Promise<NavigationRow[]> {
    return this.db.query<NavigationRow>(
      `SELECT ${COLUMNS} FROM project_navigation n
        WHERE n.nav_id = ANY($1::int[]) AND n.del_flag = '0'
        ORDER BY n.nav_id`,
      [ids],
    );
  }

  isNameTaken(name: string, parentId: number, exceptId?: number) {
    return isTaken(this.db, {
      table: 'project_navigation',
      column: 'nav_name',
      value: name,
      idColumn: 'nav_id',
      exceptId,
      within: { parent_id: parentId },
      alive: ALIVE,
    });
  }

  /** Children not in `except`, and the content filed under the entry. */
  async usage(
    navId: number,
    except: readonly number[] = [],
  ): Promise<NavigationUse> {
    const row = await this.db.one<NavigationUse>(
      `SELECT
         (SELECT count(*)::int FROM project_navigation
           WHERE parent_id = $1 AND ${ALIVE} AND nav_id <> ALL($2::int[])) AS children,
         (SELECT count(*)::int FROM project_record WHERE nav_id = $1) AS records,
         (SELECT count(*)::int FROM project_product WHERE nav_id = $1) AS products,
         (SELECT count(*)::int FROM project_nav_record WHERE nav_id = $1) AS "navRecords"`,
      [navId, except],
    );
    return row ?? { children: 0, records: 0, products: 0, navRecords: 0 };
  }

  async insert(
    n: NavigationInput,
    ancestors: string,
    createBy: string,
  ): Promise<number> {
    const row = await this.db.one<{ navId: number }>(
      `INSERT INTO project_navigation
         (parent_id, ancestors, nav_name, main_name, en_name, link, main_image,
          nav_type, record_category, show_in_nav, order_num, status, remark,
          create_by, published)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
               '0')
       RETURNING nav_id AS "navId"`,
      [
        n.parentId,
        ancestors,
        n.navName.trim(),
        text(n.mainName),
        text(n.enName),
        text(n.link),
        text(n.mainImage),
        n.navType,
        text(n.recordCategory),
        n.showInNav,
        n.orderNum,
        n.status,
        n.remark ?? null,
        createBy,
      ],
    );
    return row!.navId;
  }

  update(
    navId: number,
    n: NavigationInput,
    ancestors: string,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'project_navigation',
      idColumn: 'nav_id',
      id: navId,
      version,
      updateBy,
      alive: ALIVE,
      set: {
        parent_id: n.parentId,
        ancestors,
        nav_name: n.navName.trim(),
        main_name: text(n.mainName),
        en_name: text(n.enName),
        link: text(n.link),
        main_image: text(n.mainImage),
        nav_type: n.navType,
        record_category: text(n.recordCategory),
        show_in_nav: n.showInNav,
        order_num: n.orderNum,
        status: n.status,
        remark: n.remark === undefined ? undefined : n.remark,
      },
    });
  }

  /** After a move: descendants' ancestors `old,…` become `new,…`. */
  async moveDescendants(
    navId: number,
    oldAncestors: string,
    newAncestors: string,
  ): Promise<void> {
    await this.db.query(
      `UPDATE project_navigation
          SET ancestors = $2 || substr(ancestors, length($1) + 1)
        WHERE ${descendantOf('$3')}`,
      [`${oldAncestors},${navId}`, `${newAncestors},${navId}`, String(navId)],
    );
  }

  /** Live siblings under `parentId` in display order, locked for a reorder. */
  siblingsForUpdate(
    parentId: number,
  ): Promise<{ navId: number; orderNum: number }[]> {
    return this.db.query(
      `SELECT nav_id AS "navId", order_num AS "orderNum"
         FROM project_navigation
        WHERE parent_id = $1 AND ${ALIVE}
        ORDER BY order_num, nav_id
        FOR UPDATE`,
      [parentId],
    );
  }

  /** Sets display orders (each changed row gets a new version). */
  async setOrder(
    orders: readonly { navId: number; orderNum: number }[],
    updateBy: string,
  ): Promise<void> {
    for (const o of orders) {
      await this.db.query(
        `UPDATE project_navigation
            SET order_num = $2, update_by = $3,
                update_time = localtimestamp(0), version = version + 1
          WHERE nav_id = $1 AND order_num <> $2`,
        [o.navId, o.orderNum, updateBy],
      );
    }
  }

  /** A new column's department: its parent's, else `fallback` (the creator's). */
  async inheritDept(navId: number, fallback: number | null): Promise<void> {
    await this.db.query(
      `UPDATE project_navigation n
          SET dept_id = coalesce((SELECT p.dept_id FROM project_navigation p
                                   WHERE p.nav_id = n.parent_id), $2)
        WHERE n.nav_id = $1`,
      [navId, fallback],
    );
  }

  /**
   * The column and everything below it take its department: a top-level
   * column's `deptId` (null keeps its own), a child column its parent's.
   */
  async syncDept(navId: number, deptId: number | null): Promise<void> {
    await this.db.query(
      `UPDATE project_navigation
          SET dept_id = (SELECT CASE WHEN c.parent_id = 0
                                     THEN coalesce($2::int, c.dept_id)
                                     ELSE p.dept_id END
                           FROM project_navigation c
                           LEFT JOIN project_navigation p
                             ON p.nav_id = c.parent_id
                          WHERE c.nav_id = $1)
        WHERE nav_id = $1 OR ${descendantOf('$3')}`,
      [navId, deptId, String(navId)],
    );
  }

  /** Logical delete. */
  async remove(ids: readonly number[], updateBy: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE project_navigation
          SET del_flag = '2', update_by = $2, update_time = localtimestamp(0),
              version = version + 1
        WHERE nav_id = ANY($1::int[]) AND ${ALIVE} RETURNING nav_id`,
      [ids, updateBy],
    );
    return rows.length;
  }
}
