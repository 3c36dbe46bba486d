import type { Queryable } from '../db/index.js';
import { ServiceError } from '../errors.js';
import { Lists, type PageResult } from './lib/lists.js';
import { orderByOf, type Page, type PageQuery } from './lib/page.js';
import { SqlWhere, escapeLike } from './lib/sql-where.js';

/**
 * Enquiries (project_contact) as staff see them. What the visitor sent is never
 * written here: staff change the status (and RuoYi's `handled` flag that
 * follows it), the assignee and the internal `remark` (the insert lives with
 * the public form). Every read and write takes a starting `where` holding the
 * reader's data scope over `c` (services/contacts/scope.ts).
 */
export const CONTACT_STATUSES = [
  'new',
  'in_progress',
  'answered',
  'closed',
] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** RuoYi's flag: '1' while the enquiry is answered or closed. */
export function handledOf(status: ContactStatus): '0' | '1' {
  return status === 'answered' || status === 'closed' ? '1' : '0';
}

export interface ContactRow {
  contactId: number;
  companyName: string;
  contactName: string;
  nameReading: string;
  applicant: string;
  phone: string;
  email: string;
  address: string;
  postalCode: string;
  consultingItem: string;
  consultingContent: string;
  handled: string;
  ip: string;
  remark: string | null;
  status: ContactStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  itemId: number | null;
  deptId: number | null;
  answeredTime: string | null;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

/** Fields the visitor sent (read-only for staff). */
export const VISITOR_FIELDS = [
  'companyName',
  'contactName',
  'nameReading',
  'applicant',
  'phone',
  'email',
  'address',
  'postalCode',
  'consultingItem',
  'consultingContent',
  'ip',
  'createTime',
] as const satisfies readonly (keyof ContactRow)[];

export interface ContactFilter extends PageQuery {
  companyName?: string;
  /** Contact name or its reading. */
  contactName?: string;
  handled?: string;
  status?: string;
  assigneeId?: number;
  itemId?: number;
  /** '1': assigned to the reader or about an item they are told of. */
  mine?: string;
}

/** What a write changes; undefined fields stay as they are. */
export interface ContactChange {
  /** `handled` follows; `answered_time` is set the first time it is answered. */
  status?: ContactStatus;
  assigneeId?: number | null;
  remark?: string | null;
}

const COLUMNS = `c.contact_id AS "contactId", c.company_name AS "companyName",
  c.contact_name AS "contactName", c.name_reading AS "nameReading",
  c.applicant, c.phone, c.email, c.address, c.postal_code AS "postalCode",
  c.consulting_item AS "consultingItem",
  c.consulting_content AS "consultingContent", c.handled, c.ip, c.remark,
  c.status, c.assignee_id AS "assigneeId", a.nick_name AS "assigneeName",
  c.item_id AS "itemId", c.dept_id AS "deptId",
  c.answered_time AS "answeredTime",
  c.create_time AS "createTime", c.update_by AS "updateBy",
  c.update_time AS "updateTime", c.version`;

const FROM = `project_contact c
  LEFT JOIN sys_user a ON a.user_id = c.assignee_id`;

const SORT = {
  columns: {
    contactId: 'c.contact_id',
    companyName: 'c.company_name',
    contactName: 'c.contact_name',
    consultingItem: 'c.consulting_item',
    handled: 'c.handled',
    status: 'c.status',
    answeredTime: 'c.answered_time',
    createTime: 'c.create_time',
    updateTime: 'c.update_time',
  },
  fallback: 'c.create_time DESC, c.contact_id DESC',
  tiebreak: 'c.contact_id',
};

/** Assigned to `userId`, or about an item whose recipients include them. */
function mineCondition(where: SqlWhere, userId: number): string {
  const me = where.param(userId);
  return `(c.assignee_id = ${me} OR EXISTS (
    SELECT 1 FROM project_consulting_recipient r
     WHERE r.item_id = c.item_id AND r.user_id = ${me}))`;
}

export class ContactRepository {
  /** Totals counted every time (the recipients table keeps no generation). */
  private readonly counted: Lists;

  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {
    this.counted = new Lists(db, null);
  }

  private spec(f: ContactFilter, where: SqlWhere, userId: number) {
    where
      .like('c.company_name', f.companyName)
      .eq('c.handled', f.handled)
      .eq('c.status', f.status)
      .eq('c.assignee_id', f.assigneeId)
      .eq('c.item_id', f.itemId)
      .dayRange('c.create_time', f['params[beginTime]'], f['params[endTime]']);
    const name = f.contactName?.trim();
    if (name) {
      const p = where.param(`%${escapeLike(name)}%`);
      where.and(`(c.contact_name LIKE ${p} OR c.name_reading LIKE ${p})`);
    }
    if (f.mine === '1') where.and(mineCondition(where, userId));
    return {
      columns: COLUMNS,
      from: FROM,
      countFrom: 'project_contact c',
      tables: ['project_contact'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(
    f: ContactFilter,
    page: Page,
    where: SqlWhere,
    userId: number,
  ): Promise<PageResult<ContactRow>> {
    const lists = f.mine === '1' ? this.counted : this.lists;
    return lists.page<ContactRow>(this.spec(f, where, userId), page);
  }

  /** Every matching enquiry in list order (export). */
  listAll(
    f: ContactFilter,
    where: SqlWhere,
    userId: number,
  ): Promise<ContactRow[]> {
    return this.lists.all<ContactRow>(this.spec(f, where, userId));
  }

  /** One enquiry in scope; `lock` holds it for the caller's transaction. */
  findById(
    contactId: number,
    where = new SqlWhere(),
    lock = false,
  ): Promise<ContactRow | undefined> {
    where.and(`c.contact_id = ${where.param(contactId)}`);
    return this.db.one<ContactRow>(
      `SELECT ${COLUMNS} FROM ${FROM}${where.sql()}${lock ? ' FOR UPDATE OF c' : ''}`,
      where.params,
    );
  }

  /** Those of `ids` in `where` (the scope), with their status. */
  statuses(
    ids: readonly number[],
    where = new SqlWhere(),
    lock = false,
  ): Promise<{ contactId: number; status: ContactStatus }[]> {
    where.and(`c.contact_id = ANY(${where.param([...ids])}::int[])`);
    return this.db.query(
      `SELECT c.contact_id AS "contactId", c.status FROM project_contact c
        ${where.sql()} ORDER BY c.contact_id${lock ? ' FOR UPDATE' : ''}`,
      where.params,
    );
  }

  /**
   * Writes the staff's part of one enquiry, checked against `version` (none:
   * no check). Returns the new version.
   */
  async update(
    contactId: number,
    change: ContactChange,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    const params: unknown[] = [contactId, updateBy];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const sets = [
      'update_by = $2',
      'update_time = localtimestamp(0)',
      'version = version + 1',
    ];
    if (change.status !== undefined) {
      const s = `${p(change.status)}::varchar`;
      sets.push(
        `status = ${s}`,
        `handled = ${p(handledOf(change.status))}`,
        `answered_time = CASE WHEN ${s} = 'answered'
           THEN coalesce(answered_time, localtimestamp(0))
           ELSE answered_time END`,
      );
    }
    if (change.assigneeId !== undefined) {
      sets.push(`assignee_id = ${p(change.assigneeId)}::int`);
    }
    if (change.remark !== undefined) sets.push(`remark = ${p(change.remark)}`);
    const checked = typeof version === 'number';
    const row = await this.db.one<{ version: number }>(
      `UPDATE project_contact SET ${sets.join(', ')}
        WHERE contact_id = $1${checked ? ` AND version = ${p(version)}` : ''}
       RETURNING version`,
      params,
    );
    if (row) return row.version;
    const alive = await this.db.one(
      'SELECT 1 FROM project_contact WHERE contact_id = $1',
      [contactId],
    );
    throw new ServiceError(
      500,
      alive && checked ? 'common.modifiedConcurrently' : 'common.notExists',
    );
  }

  /** Moves each of `ids` to `status` (handled and answered time follow). */
  async moveAll(
    ids: readonly number[],
    status: ContactStatus,
    updateBy: string,
  ): Promise<void> {
    await this.db.query(
      `UPDATE project_contact
          SET status = $2::varchar, handled = $3, update_by = $4,
              answered_time = CASE WHEN $2::varchar = 'answered'
                THEN coalesce(answered_time, localtimestamp(0))
                ELSE answered_time END,
              update_time = localtimestamp(0), version = version + 1
        WHERE contact_id = ANY($1::int[])`,
      [[...ids], status, handledOf(status), updateBy],
    );
  }

  /**
   * New enquiries assigned to `userId` or about an item whose recipients
   * include them, within `where` (the scope).
   */
  async countNew(userId: number, where: SqlWhere): Promise<number> {
    where.and(`c.status = 'new'`).and(mineCondition(where, userId));
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM project_contact c${where.sql()}`,
      where.params,
    );
    return row?.n ?? 0;
  }

  /** Who an enquiry can be assigned to: every enabled user not deleted, by name. */
  assignees(): Promise<
    { userId: number; userName: string; nickName: string }[]
  > {
    return this.db.query(
      `SELECT user_id AS "userId", user_name AS "userName",
              nick_name AS "nickName"
         FROM sys_user WHERE status = '0' AND del_flag = '0'
        ORDER BY nick_name, user_name`,
    );
  }

  /** Whether `userId` is an enabled user that is not deleted. */
  async isActiveUser(userId: number): Promise<boolean> {
    const row = await this.db.one(
      `SELECT 1 FROM sys_user
        WHERE user_id = $1 AND status = '0' AND del_flag = '0'`,
      [userId],
    );
    return !!row;
  }

  /** The name a reply is signed with: the user's nickname. */
  async staffName(userId: number): Promise<string> {
    const row = await this.db.one<{ name: string }>(
      'SELECT nick_name AS name FROM sys_user WHERE user_id = $1',
      [userId],
    );
    return row?.name ?? '';
  }
}
