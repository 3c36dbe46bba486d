import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import { orderByOf, type Page, type PageQuery } from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { isTaken, updateChecked } from './lib/writes.js';

/** A member of staff told when an enquiry about an item arrives. */
export interface RecipientRow {
  userId: number;
  userName: string;
  nickName: string;
  email: string;
}

/** A consulting item of `/project/consultingItem`, with its recipients. */
export interface ConsultingItemRow {
  itemId: number;
  itemName: string;
  deptId: number | null;
  deptName: string | null;
  orderNum: number;
  status: string;
  recipients: RecipientRow[];
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface ConsultingItemFilter extends PageQuery {
  itemName?: string;
  status?: string;
}

export interface ConsultingItemInput {
  itemName: string;
  deptId: number | null;
  orderNum: number;
  status: string;
  remark?: string | null;
}

/** A user who may be a recipient: `ok` when enabled, present and with an address. */
export interface RecipientCandidate extends RecipientRow {
  ok: boolean;
}

const RECIPIENTS = `coalesce((
  SELECT json_agg(json_build_object('userId', u.user_id, 'userName', u.user_name,
           'nickName', u.nick_name, 'email', u.email) ORDER BY u.user_id)
    FROM project_consulting_recipient r
    JOIN sys_user u ON u.user_id = r.user_id AND u.del_flag = '0'
   WHERE r.item_id = i.item_id), '[]'::json)`;

const COLUMNS = `i.item_id AS "itemId", i.item_name AS "itemName",
  i.dept_id AS "deptId", d.dept_name AS "deptName", i.order_num AS "orderNum",
  i.status, ${RECIPIENTS} AS recipients, i.remark,
  i.create_by AS "createBy", i.create_time AS "createTime",
  i.update_by AS "updateBy", i.update_time AS "updateTime", i.version`;

const FROM = `project_consulting_item i
  LEFT JOIN sys_dept d ON d.dept_id = i.dept_id`;

const SORT = {
  columns: {
    itemId: 'i.item_id',
    itemName: 'i.item_name',
    orderNum: 'i.order_num',
    status: 'i.status',
    createTime: 'i.create_time',
  },
  fallback: 'i.order_num, i.item_id',
  tiebreak: 'i.item_id',
};

/** What an enquiry can be about (`project_consulting_item`) and who is told. */
export class ConsultingItemRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  list(
    f: ConsultingItemFilter,
    page: Page,
  ): Promise<PageResult<ConsultingItemRow>> {
    const where = new SqlWhere()
      .like('i.item_name', f.itemName)
      .eq('i.status', f.status);
    return this.lists.page<ConsultingItemRow>(
      {
        columns: COLUMNS,
        from: FROM,
        countFrom: 'project_consulting_item i',
        tables: ['project_consulting_item'],
        where,
        orderBy: orderByOf(f, SORT),
      },
      page,
    );
  }

  findById(itemId: number): Promise<ConsultingItemRow | undefined> {
    return this.db.one<ConsultingItemRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE i.item_id = $1`,
      [itemId],
    );
  }

  findByIds(ids: readonly number[]): Promise<ConsultingItemRow[]> {
    return this.db.query<ConsultingItemRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE i.item_id = ANY($1)
        ORDER BY i.item_id`,
      [ids],
    );
  }

  /** The enabled items in the form's order. */
  enabled(): Promise<
    { itemId: number; itemName: string; deptId: number | null }[]
  > {
    return this.db.query(
      `SELECT item_id AS "itemId", item_name AS "itemName", dept_id AS "deptId"
         FROM project_consulting_item WHERE status = '0'
        ORDER BY order_num, item_id`,
    );
  }

  /** The addresses to tell about an enquiry on the item (enabled users with an address). */
  async recipientAddresses(itemId: number): Promise<string[]> {
    const rows = await this.db.query<{ email: string }>(
      `SELECT u.email FROM project_consulting_recipient r
         JOIN sys_user u ON u.user_id = r.user_id
        WHERE r.item_id = $1 AND u.del_flag = '0' AND u.status = '0'
          AND coalesce(u.email, '') <> ''
        ORDER BY u.user_id`,
      [itemId],
    );
    return rows.map((r) => r.email);
  }

  /** Users who may be chosen: every enabled user with an e-mail address. */
  candidates(): Promise<RecipientRow[]> {
    return this.db.query<RecipientRow>(
      `SELECT user_id AS "userId", user_name AS "userName",
              nick_name AS "nickName", email
         FROM sys_user
        WHERE del_flag = '0' AND status = '0' AND coalesce(email, '') <> ''
        ORDER BY user_id`,
    );
  }

  /** The users of `ids` that exist, each marked whether it may be a recipient. */
  usersByIds(ids: readonly number[]): Promise<RecipientCandidate[]> {
    return this.db.query<RecipientCandidate>(
      `SELECT user_id AS "userId", user_name AS "userName",
              nick_name AS "nickName", coalesce(email, '') AS email,
              (status = '0' AND coalesce(email, '') <> '') AS ok
         FROM sys_user WHERE user_id = ANY($1) AND del_flag = '0'`,
      [ids],
    );
  }

  isNameTaken(name: string, exceptId?: number): Promise<boolean> {
    return isTaken(this.db, {
      table: 'project_consulting_item',
      column: 'item_name',
      value: name,
      idColumn: 'item_id',
      exceptId,
    });
  }

  /** Number of enquiries about the item. */
  async enquiryCount(itemId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM project_contact WHERE item_id = $1',
      [itemId],
    );
    return row?.n ?? 0;
  }

  async insert(p: ConsultingItemInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ itemId: number }>(
      `INSERT INTO project_consulting_item
         (item_name, dept_id, order_num, status, remark, create_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING item_id AS "itemId"`,
      [p.itemName, p.deptId, p.orderNum, p.status, p.remark ?? null, createBy],
    );
    return row!.itemId;
  }

  update(
    itemId: number,
    p: ConsultingItemInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'project_consulting_item',
      idColumn: 'item_id',
      id: itemId,
      version,
      updateBy,
      set: {
        item_name: p.itemName,
        dept_id: p.deptId,
        order_num: p.orderNum,
        status: p.status,
        remark: p.remark === undefined ? undefined : p.remark,
      },
    });
  }

  /** Replaces the item's recipients. */
  async setRecipients(itemId: number, userIds: readonly number[]) {
    await this.db.query(
      'DELETE FROM project_consulting_recipient WHERE item_id = $1',
      [itemId],
    );
    if (!userIds.length) return;
    await this.db.query(
      `INSERT INTO project_consulting_recipient (item_id, user_id)
       SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [itemId, [...new Set(userIds)]],
    );
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    await this.db.query(
      'DELETE FROM project_consulting_recipient WHERE item_id = ANY($1)',
      [ids],
    );
    const rows = await this.db.query(
      'DELETE FROM project_consulting_item WHERE item_id = ANY($1) RETURNING item_id',
      [ids],
    );
    return rows.length;
  }
}
