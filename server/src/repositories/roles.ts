import type { Queryable } from '../db/index.js';
import type { ListSpec, Lists, PageResult } from './lib/lists.js';
import {
  dateRangeOf,
  orderByOf,
  type Page,
  type PageQuery,
} from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { isTaken, updateChecked } from './lib/writes.js';

export interface RoleRow {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  dataScope: string;
  menuCheckStrictly: boolean;
  deptCheckStrictly: boolean;
  status: string;
  delFlag: string;
}

/** SysRole as role management lists and edits it. */
export interface AdminRoleRow extends RoleRow {
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface RoleFilter extends PageQuery {
  roleId?: number;
  roleName?: string;
  roleKey?: string;
  status?: string;
  /** Seeded names shown translated that the name search matched (i18n/demo-data.ts). */
  seededNames?: string[];
}

export interface RoleInput {
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: string;
  menuCheckStrictly?: boolean | null;
  deptCheckStrictly?: boolean | null;
  remark?: string | null;
  /** Insert only: the new role's data scope (default '1', all). */
  dataScope?: string;
}

const COLUMNS = `r.role_id AS "roleId", r.role_name AS "roleName",
  r.role_key AS "roleKey", r.role_sort AS "roleSort", r.data_scope AS "dataScope",
  r.menu_check_strictly = 1 AS "menuCheckStrictly",
  r.dept_check_strictly = 1 AS "deptCheckStrictly",
  r.status, r.del_flag AS "delFlag", r.remark,
  r.create_by AS "createBy", r.create_time AS "createTime",
  r.update_by AS "updateBy", r.update_time AS "updateTime", r.version`;

const SORT = {
  columns: {
    roleId: 'r.role_id',
    roleName: 'r.role_name',
    roleKey: 'r.role_key',
    roleSort: 'r.role_sort',
    status: 'r.status',
    createTime: 'r.create_time',
  },
  fallback: 'r.role_sort, r.role_id',
  tiebreak: 'r.role_id',
};

const flag = (v: boolean | null | undefined) =>
  v === undefined || v === null ? undefined : v ? 1 : 0;

export class RoleRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /** `where` may already hold the role data-scope condition. */
  private spec(f: RoleFilter, where: SqlWhere): ListSpec {
    where
      .and(`r.del_flag = '0'`)
      .eq('r.role_id', f.roleId)
      .likeOrIn('r.role_name', f.roleName, f.seededNames)
      .eq('r.status', f.status)
      .like('r.role_key', f.roleKey);
    const range = dateRangeOf(f as Record<string, unknown>);
    where.dayRange('r.create_time', range.begin, range.end);
    return {
      columns: COLUMNS,
      from: 'sys_role r',
      tables: ['sys_role'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(
    f: RoleFilter,
    where: SqlWhere,
    page: Page,
  ): Promise<PageResult<AdminRoleRow>> {
    return this.lists.page<AdminRoleRow>(this.spec(f, where), page);
  }

  /** Every matching role in list order (export, pickers). */
  listAll(f: RoleFilter, where: SqlWhere): Promise<AdminRoleRow[]> {
    return this.lists.all<AdminRoleRow>(this.spec(f, where));
  }

  findById(roleId: number): Promise<AdminRoleRow | undefined> {
    return this.db.one<AdminRoleRow>(
      `SELECT ${COLUMNS} FROM sys_role r WHERE r.role_id = $1 AND r.del_flag = '0'`,
      [roleId],
    );
  }

  findByIds(ids: readonly number[]): Promise<AdminRoleRow[]> {
    return this.db.query<AdminRoleRow>(
      `SELECT ${COLUMNS} FROM sys_role r
        WHERE r.role_id = ANY($1) AND r.del_flag = '0' ORDER BY r.role_id`,
      [ids],
    );
  }

  isNameTaken(name: string, exceptId?: number) {
    return this.taken('role_name', name, exceptId);
  }

  isKeyTaken(key: string, exceptId?: number) {
    return this.taken('role_key', key, exceptId);
  }

  private taken(column: string, value: string, exceptId?: number) {
    return isTaken(this.db, {
      table: 'sys_role',
      column,
      value,
      idColumn: 'role_id',
      exceptId,
      alive: `del_flag = '0'`,
    });
  }

  /** Live users holding the role. */
  async userCount(roleId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_user_role ur
         JOIN sys_user u ON u.user_id = ur.user_id AND u.del_flag = '0'
        WHERE ur.role_id = $1`,
      [roleId],
    );
    return row?.n ?? 0;
  }

  async insert(r: RoleInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ roleId: number }>(
      `INSERT INTO sys_role (role_name, role_key, role_sort, status,
                             menu_check_strictly, dept_check_strictly, remark, create_by,
                             data_scope)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING role_id AS "roleId"`,
      [
        r.roleName,
        r.roleKey,
        r.roleSort,
        r.status,
        flag(r.menuCheckStrictly) ?? 1,
        flag(r.deptCheckStrictly) ?? 1,
        r.remark ?? null,
        createBy,
        r.dataScope ?? '1',
      ],
    );
    return row!.roleId;
  }

  update(
    roleId: number,
    r: RoleInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_role',
      idColumn: 'role_id',
      id: roleId,
      version,
      updateBy,
      alive: `del_flag = '0'`,
      set: {
        role_name: r.roleName,
        role_key: r.roleKey,
        role_sort: r.roleSort,
        status: r.status,
        menu_check_strictly: flag(r.menuCheckStrictly),
        dept_check_strictly: flag(r.deptCheckStrictly),
        remark: r.remark,
      },
    });
  }

  updateDataScope(
    roleId: number,
    s: { dataScope: string; deptCheckStrictly?: boolean | null },
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_role',
      idColumn: 'role_id',
      id: roleId,
      version,
      updateBy,
      alive: `del_flag = '0'`,
      set: {
        data_scope: s.dataScope,
        dept_check_strictly: flag(s.deptCheckStrictly),
      },
    });
  }

  async changeStatus(roleId: number, status: string, updateBy: string) {
    const rows = await this.db.query(
      `UPDATE sys_role SET status = $2, update_by = $3,
              update_time = localtimestamp(0), version = version + 1
        WHERE role_id = $1 AND del_flag = '0' RETURNING role_id`,
      [roleId, status, updateBy],
    );
    return rows.length;
  }

  /** Replaces the role's menus (ids of existing menus only). */
  async setMenus(roleId: number, menuIds: readonly number[]): Promise<void> {
    await this.db.query('DELETE FROM sys_role_menu WHERE role_id = $1', [
      roleId,
    ]);
    if (menuIds.length === 0) return;
    await this.db.query(
      `INSERT INTO sys_role_menu (role_id, menu_id)
       SELECT $1, m.menu_id FROM sys_menu m WHERE m.menu_id = ANY($2)`,
      [roleId, menuIds],
    );
  }

  /** Replaces the role's custom data-scope departments. */
  async setDepts(roleId: number, deptIds: readonly number[]): Promise<void> {
    await this.db.query('DELETE FROM sys_role_dept WHERE role_id = $1', [
      roleId,
    ]);
    if (deptIds.length === 0) return;
    await this.db.query(
      `INSERT INTO sys_role_dept (role_id, dept_id)
       SELECT $1, d.dept_id FROM sys_dept d
        WHERE d.dept_id = ANY($2) AND d.del_flag = '0'`,
      [roleId, deptIds],
    );
  }

  /**
   * The role's departments; with `strictly` (dept_check_strictly) parents of
   * other checked departments are left out, so a tree with parent-child
   * linkage shows half-checked parents correctly.
   */
  async deptIdsOf(roleId: number, strictly: boolean): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT d.dept_id AS id FROM sys_dept d
         JOIN sys_role_dept rd ON rd.dept_id = d.dept_id AND rd.role_id = $1
        WHERE d.del_flag = '0'${
          strictly
            ? ` AND d.dept_id NOT IN (SELECT c.parent_id FROM sys_dept c
                  JOIN sys_role_dept x ON x.dept_id = c.dept_id AND x.role_id = $1
                 WHERE c.del_flag = '0')`
            : ''
        }
        ORDER BY d.parent_id, d.order_num, d.dept_id`,
      [roleId],
    );
    return rows.map((r) => r.id);
  }

  /** Logical delete; menu, department and user links go. */
  async removeByIds(ids: readonly number[], updateBy: string) {
    for (const table of ['sys_role_menu', 'sys_role_dept', 'sys_user_role']) {
      await this.db.query(`DELETE FROM ${table} WHERE role_id = ANY($1)`, [
        ids,
      ]);
    }
    const rows = await this.db.query(
      `UPDATE sys_role SET del_flag = '2', update_by = $2,
              update_time = localtimestamp(0), version = version + 1
        WHERE role_id = ANY($1) AND del_flag = '0' RETURNING role_id`,
      [ids, updateBy],
    );
    return rows.length;
  }

  /** Grants the role to users (already holding it: unchanged). */
  async addUsers(roleId: number, userIds: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      `INSERT INTO sys_user_role (user_id, role_id)
       SELECT u.user_id, $1 FROM sys_user u
        WHERE u.user_id = ANY($2) AND u.del_flag = '0'
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [roleId, userIds],
    );
    return rows.length;
  }

  /** Takes the role away from users. */
  async removeUsers(
    roleId: number,
    userIds: readonly number[],
  ): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM sys_user_role WHERE role_id = $1 AND user_id = ANY($2)
       RETURNING user_id`,
      [roleId, userIds],
    );
    return rows.length;
  }

  /** Roles of a user that are not deleted (enabled and disabled). */
  findByUserId(userId: number): Promise<RoleRow[]> {
    return this.db.query<RoleRow>(
      `SELECT r.role_id AS "roleId", r.role_name AS "roleName",
              r.role_key AS "roleKey", r.role_sort AS "roleSort",
              r.data_scope AS "dataScope",
              r.menu_check_strictly = 1 AS "menuCheckStrictly",
              r.dept_check_strictly = 1 AS "deptCheckStrictly",
              r.status, r.del_flag AS "delFlag"
         FROM sys_role r JOIN sys_user_role ur ON ur.role_id = r.role_id
        WHERE ur.user_id = $1 AND r.del_flag = '0'
        ORDER BY r.role_sort, r.role_id`,
      [userId],
    );
  }
}
