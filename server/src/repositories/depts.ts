import type { Queryable } from '../db/index.js';
import type { Lists } from './lib/lists.js';
import { SqlWhere } from './lib/sql-where.js';
import { descendantOf } from './lib/tree.js';
import { isTaken, updateChecked } from './lib/writes.js';

/** SysDept, a row of `/system/dept`. */
export interface DeptRow {
  deptId: number;
  parentId: number;
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: string;
  delFlag: string;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
  parentName?: string | null;
}

export interface DeptFilter {
  deptId?: number;
  parentId?: number;
  deptName?: string;
  status?: string;
  /** Seeded names shown translated that the name search matched (i18n/demo-data.ts). */
  seededNames?: string[];
}

export interface DeptInput {
  parentId: number;
  deptName: string;
  orderNum: number;
  leader?: string | null;
  phone?: string | null;
  email?: string | null;
  status: string;
}

const COLUMNS = `d.dept_id AS "deptId", d.parent_id AS "parentId", d.ancestors,
  d.dept_name AS "deptName", d.order_num AS "orderNum", d.leader, d.phone,
  d.email, d.status, d.del_flag AS "delFlag", d.create_by AS "createBy",
  d.create_time AS "createTime", d.update_by AS "updateBy",
  d.update_time AS "updateTime", d.version`;

export class DeptRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /**
   * Live departments matching the filter, ordered parent_id, order_num.
   * `where` may already hold a data-scope condition on `d.dept_id`.
   */
  list(f: DeptFilter, where: SqlWhere = new SqlWhere()): Promise<DeptRow[]> {
    where
      .and(`d.del_flag = '0'`)
      .eq('d.dept_id', f.deptId)
      .eq('d.parent_id', f.parentId)
      .likeOrIn('d.dept_name', f.deptName, f.seededNames)
      .eq('d.status', f.status);
    return this.lists.all<DeptRow>({
      columns: COLUMNS,
      from: 'sys_dept d',
      tables: ['sys_dept'],
      where,
      orderBy: 'ORDER BY d.parent_id, d.order_num, d.dept_id',
    });
  }

  /** A live department with its parent's name. */
  findById(deptId: number): Promise<DeptRow | undefined> {
    return this.db.one<DeptRow>(
      `SELECT ${COLUMNS}, p.dept_name AS "parentName"
         FROM sys_dept d LEFT JOIN sys_dept p ON p.dept_id = d.parent_id
        WHERE d.dept_id = $1 AND d.del_flag = '0'`,
      [deptId],
    );
  }

  isNameTaken(name: string, parentId: number, exceptId?: number) {
    return isTaken(this.db, {
      table: 'sys_dept',
      column: 'dept_name',
      value: name,
      idColumn: 'dept_id',
      exceptId,
      within: { parent_id: parentId },
      alive: `del_flag = '0'`,
    });
  }

  /** Live sub-departments at any depth that are enabled. */
  async enabledDescendantCount(deptId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_dept
        WHERE status = '0' AND del_flag = '0' AND ${descendantOf('$1')}`,
      [String(deptId)],
    );
    return row?.n ?? 0;
  }

  async childCount(deptId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_dept
        WHERE parent_id = $1 AND del_flag = '0'`,
      [deptId],
    );
    return row?.n ?? 0;
  }

  async userCount(deptId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_user
        WHERE dept_id = $1 AND del_flag = '0'`,
      [deptId],
    );
    return row?.n ?? 0;
  }

  async insert(d: DeptInput, ancestors: string, createBy: string) {
    const row = await this.db.one<{ deptId: number }>(
      `INSERT INTO sys_dept (parent_id, ancestors, dept_name, order_num, leader,
                             phone, email, status, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING dept_id AS "deptId"`,
      [
        d.parentId,
        ancestors,
        d.deptName,
        d.orderNum,
        d.leader ?? null,
        d.phone ?? null,
        d.email ?? null,
        d.status,
        createBy,
      ],
    );
    return row!.deptId;
  }

  update(
    deptId: number,
    d: DeptInput,
    ancestors: string,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_dept',
      idColumn: 'dept_id',
      id: deptId,
      version,
      updateBy,
      alive: `del_flag = '0'`,
      set: {
        parent_id: d.parentId,
        ancestors,
        dept_name: d.deptName,
        order_num: d.orderNum,
        leader: d.leader,
        phone: d.phone,
        email: d.email,
        status: d.status,
      },
    });
  }

  /** After a move: descendants' ancestors `old,…` become `new,…`. */
  async moveDescendants(
    deptId: number,
    oldAncestors: string,
    newAncestors: string,
  ): Promise<void> {
    const oldPrefix = `${oldAncestors},${deptId}`;
    const newPrefix = `${newAncestors},${deptId}`;
    await this.db.query(
      `UPDATE sys_dept
          SET ancestors = $2 || substr(ancestors, length($1) + 1)
        WHERE ${descendantOf('$3')}`,
      [oldPrefix, newPrefix, String(deptId)],
    );
  }

  /** Enables every department in an ancestors list (enabling a child). */
  async enableAll(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query(
      `UPDATE sys_dept SET status = '0' WHERE dept_id = ANY($1) AND status <> '0'`,
      [ids],
    );
  }

  /** Logical delete. */
  async remove(deptId: number, updateBy: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE sys_dept SET del_flag = '2', update_by = $2,
              update_time = localtimestamp(0), version = version + 1
        WHERE dept_id = $1 AND del_flag = '0' RETURNING dept_id`,
      [deptId, updateBy],
    );
    return rows.length;
  }
}
