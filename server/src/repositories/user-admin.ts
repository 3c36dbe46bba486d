import type { Queryable } from '../db/index.js';
import type { ListSpec, Lists, PageResult } from './lib/lists.js';
import {
  dateRangeOf,
  orderByOf,
  type Page,
  type PageQuery,
} from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { DEPT_TREE, inSubtree } from './lib/tree.js';
import { isTaken, updateChecked } from './lib/writes.js';

/** SysUser as user management lists and edits it; no password. */
export interface AdminUserRow {
  userId: number;
  deptId: number | null;
  userName: string;
  nickName: string;
  userType: string;
  email: string;
  phonenumber: string;
  sex: string;
  avatar: string;
  status: string;
  delFlag: string;
  loginIp: string;
  loginDate: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  remark: string | null;
  version: number;
  dept: { deptId: number; deptName: string; leader: string | null } | null;
}

/** Flat export row (contract: 部门名称, 部门负责人 beside the user's columns). */
export type UserExportRow = AdminUserRow & {
  deptName: string | null;
  leader: string | null;
};

export interface UserFilter extends PageQuery {
  userId?: number;
  userName?: string;
  phonenumber?: string;
  status?: string;
  deptId?: number;
}

export interface UserInput {
  deptId?: number | null;
  nickName: string;
  email?: string | null;
  phonenumber?: string | null;
  sex?: string | null;
  status?: string | null;
  remark?: string | null;
}

const COLUMNS = `u.user_id AS "userId", u.dept_id AS "deptId",
  u.user_name AS "userName", u.nick_name AS "nickName", u.user_type AS "userType",
  u.email, u.phonenumber, u.sex, u.avatar, u.status, u.del_flag AS "delFlag",
  u.login_ip AS "loginIp", u.login_date AS "loginDate",
  u.create_by AS "createBy", u.create_time AS "createTime",
  u.update_by AS "updateBy", u.update_time AS "updateTime", u.remark, u.version,
  CASE WHEN d.dept_id IS NULL THEN NULL ELSE json_build_object(
    'deptId', d.dept_id, 'deptName', d.dept_name, 'leader', d.leader) END AS dept`;

const FROM = 'sys_user u LEFT JOIN sys_dept d ON d.dept_id = u.dept_id';

const SORT = {
  columns: {
    userId: 'u.user_id',
    userName: 'u.user_name',
    nickName: 'u.nick_name',
    phonenumber: 'u.phonenumber',
    status: 'u.status',
    createTime: 'u.create_time',
    loginDate: 'u.login_date',
  },
  fallback: 'u.user_id',
  tiebreak: 'u.user_id',
};

/** Live users for management screens: lists under data scope, edits, links. */
export class UserAdminRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /**
   * `where` may already hold a data-scope condition on `u.dept_id` /
   * `u.user_id`. deptId matches the department and all below it.
   */
  private spec(f: UserFilter, where: SqlWhere): ListSpec {
    where.and(`u.del_flag = '0'`).eq('u.user_id', f.userId);
    where
      .like('u.user_name', f.userName)
      .eq('u.status', f.status)
      .like('u.phonenumber', f.phonenumber);
    const range = dateRangeOf(f as Record<string, unknown>);
    where.dayRange('u.create_time', range.begin, range.end);
    if (f.deptId !== undefined && f.deptId !== null) {
      where.and(inSubtree(where, 'u.dept_id', DEPT_TREE, f.deptId), 'sys_dept');
    }
    return {
      columns: COLUMNS,
      from: FROM,
      countFrom: 'sys_user u',
      tables: ['sys_user'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(
    f: UserFilter,
    where: SqlWhere,
    page: Page,
  ): Promise<PageResult<AdminUserRow>> {
    return this.lists.page<AdminUserRow>(this.spec(f, where), page);
  }

  /** Every matching user in list order, flat for the export sheet. */
  async listAll(f: UserFilter, where: SqlWhere): Promise<UserExportRow[]> {
    const rows = await this.lists.all<AdminUserRow>(this.spec(f, where));
    return rows.map((r) => ({
      ...r,
      deptName: r.dept?.deptName ?? null,
      leader: r.dept?.leader ?? null,
    }));
  }

  /** Users holding (or, with `without`, not holding) a role (role auth page). */
  roleUsers(
    roleId: number,
    f: Pick<UserFilter, 'userName' | 'phonenumber'> & PageQuery,
    where: SqlWhere,
    page: Page,
    without = false,
  ): Promise<PageResult<AdminUserRow>> {
    where
      .and(`u.del_flag = '0'`)
      .like('u.user_name', f.userName)
      .like('u.phonenumber', f.phonenumber);
    where.and(
      `${without ? 'NOT ' : ''}EXISTS (SELECT 1 FROM sys_user_role ur
         WHERE ur.user_id = u.user_id AND ur.role_id = ${where.param(roleId)})`,
      'sys_user_role',
    );
    return this.lists.page<AdminUserRow>(
      {
        columns: COLUMNS,
        from: FROM,
        countFrom: 'sys_user u',
        tables: ['sys_user'],
        where,
        orderBy: orderByOf(f, SORT),
      },
      page,
    );
  }

  findById(userId: number): Promise<AdminUserRow | undefined> {
    return this.db.one<AdminUserRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE u.user_id = $1 AND u.del_flag = '0'`,
      [userId],
    );
  }

  /** Live users by account name (import). */
  async findByUserNames(names: readonly string[]) {
    return this.db.query<{ userId: number; userName: string; version: number }>(
      `SELECT user_id AS "userId", user_name AS "userName", version
         FROM sys_user WHERE user_name = ANY($1) AND del_flag = '0'`,
      [names],
    );
  }

  /** Ids among `ids` that name live users. */
  async liveIds(ids: readonly number[]): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT user_id AS id FROM sys_user
        WHERE user_id = ANY($1) AND del_flag = '0' ORDER BY user_id`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  isUserNameTaken(userName: string, exceptId?: number) {
    return this.taken('user_name', userName, exceptId);
  }

  isPhoneTaken(phonenumber: string, exceptId?: number) {
    return this.taken('phonenumber', phonenumber, exceptId);
  }

  isEmailTaken(email: string, exceptId?: number) {
    return this.taken('email', email, exceptId);
  }

  private taken(column: string, value: string, exceptId?: number) {
    return isTaken(this.db, {
      table: 'sys_user',
      column,
      value,
      idColumn: 'user_id',
      exceptId,
      alive: `del_flag = '0'`,
    });
  }

  /** Whether a live department has this id. */
  async deptExists(deptId: number): Promise<boolean> {
    const row = await this.db.one(
      `SELECT 1 FROM sys_dept WHERE dept_id = $1 AND del_flag = '0'`,
      [deptId],
    );
    return row !== undefined;
  }

  async postIdsOf(userId: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT post_id AS id FROM sys_user_post WHERE user_id = $1 ORDER BY post_id`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  async roleIdsOf(userId: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT ur.role_id AS id FROM sys_user_role ur
         JOIN sys_role r ON r.role_id = ur.role_id AND r.del_flag = '0'
        WHERE ur.user_id = $1 ORDER BY ur.role_id`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  async insert(
    u: UserInput & { userName: string },
    passwordHash: string,
    createBy: string,
  ): Promise<number> {
    const row = await this.db.one<{ userId: number }>(
      `INSERT INTO sys_user (dept_id, user_name, nick_name, email, phonenumber,
                             sex, password, pwd_update_date, status, remark, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, localtimestamp(0), $8, $9, $10)
       RETURNING user_id AS "userId"`,
      [
        u.deptId ?? null,
        u.userName,
        u.nickName,
        u.email ?? '',
        u.phonenumber ?? '',
        u.sex || '0',
        passwordHash,
        u.status || '0',
        u.remark ?? null,
        createBy,
      ],
    );
    return row!.userId;
  }

  /** Edit with the concurrency check (the account name never changes). */
  update(
    userId: number,
    u: UserInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_user',
      idColumn: 'user_id',
      id: userId,
      version,
      updateBy,
      alive: `del_flag = '0'`,
      set: {
        dept_id: u.deptId === undefined ? undefined : u.deptId,
        nick_name: u.nickName,
        email: u.email === undefined ? undefined : (u.email ?? ''),
        phonenumber:
          u.phonenumber === undefined ? undefined : (u.phonenumber ?? ''),
        sex: u.sex ?? undefined,
        status: u.status ?? undefined,
        remark: u.remark,
      },
    });
  }

  async setPosts(userId: number, postIds: readonly number[]): Promise<void> {
    await this.db.query('DELETE FROM sys_user_post WHERE user_id = $1', [
      userId,
    ]);
    if (postIds.length === 0) return;
    await this.db.query(
      `INSERT INTO sys_user_post (user_id, post_id)
       SELECT $1, p.post_id FROM sys_post p WHERE p.post_id = ANY($2)`,
      [userId, postIds],
    );
  }

  async setRoles(userId: number, roleIds: readonly number[]): Promise<void> {
    await this.db.query('DELETE FROM sys_user_role WHERE user_id = $1', [
      userId,
    ]);
    if (roleIds.length === 0) return;
    await this.db.query(
      `INSERT INTO sys_user_role (user_id, role_id)
       SELECT $1, r.role_id FROM sys_role r
        WHERE r.role_id = ANY($2) AND r.del_flag = '0'`,
      [userId, roleIds],
    );
  }

  /** A single-column change without the version check (password, status). */
  private async setColumns(
    userId: number,
    sets: string,
    params: unknown[],
    updateBy: string,
  ): Promise<number> {
    const rows = await this.db.query(
      `UPDATE sys_user SET ${sets}, update_by = $2,
              update_time = localtimestamp(0), version = version + 1
        WHERE user_id = $1 AND del_flag = '0' RETURNING user_id`,
      [userId, updateBy, ...params],
    );
    return rows.length;
  }

  resetPassword(userId: number, hash: string, updateBy: string) {
    return this.setColumns(
      userId,
      'password = $3, pwd_update_date = localtimestamp(0)',
      [hash],
      updateBy,
    );
  }

  changeStatus(userId: number, status: string, updateBy: string) {
    return this.setColumns(userId, 'status = $3', [status], updateBy);
  }

  /** Logical delete; role and post links go. Returns the number deleted. */
  async removeByIds(ids: readonly number[], updateBy: string) {
    await this.db.query('DELETE FROM sys_user_role WHERE user_id = ANY($1)', [
      ids,
    ]);
    await this.db.query('DELETE FROM sys_user_post WHERE user_id = ANY($1)', [
      ids,
    ]);
    const rows = await this.db.query(
      `UPDATE sys_user SET del_flag = '2', update_by = $2,
              update_time = localtimestamp(0), version = version + 1
        WHERE user_id = ANY($1) AND del_flag = '0' RETURNING user_id`,
      [ids, updateBy],
    );
    return rows.length;
  }
}
