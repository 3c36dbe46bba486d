import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import { orderByOf, type Page, type PageQuery } from './lib/page.js';
import { escapeLike, type SqlWhere } from './lib/sql-where.js';

/** One notice of the navbar bell (RuoYi 3.9.x `listTop`). */
export interface TopNoticeRow {
  noticeId: number;
  noticeTitle: string;
  noticeType: string;
  createBy: string;
  createTime: string | null;
  isRead: boolean;
}

/** A reader of a notice (RuoYi 3.9.x `readUsers/list`). */
export interface NoticeReaderRow {
  userId: number;
  userName: string;
  nickName: string;
  deptName: string | null;
  phonenumber: string;
  readTime: string;
}

export interface ReaderFilter extends PageQuery {
  noticeId: number;
  /** Account or nickname contains. */
  searchValue?: string;
}

/** How many notices the bell shows. */
export const TOP_NOTICES = 5;

const SORT = {
  columns: {
    readTime: 'r.read_time',
    userName: 'u.user_name',
    nickName: 'u.nick_name',
    deptName: 'd.dept_name',
  },
  fallback: 'r.read_time DESC',
  tiebreak: 'u.user_id',
};

/** Read marks of notices (sys_notice_read). Only notices in force count. */
export class NoticeReadRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /** The newest notices in force with this user's read mark. */
  top(userId: number, limit = TOP_NOTICES): Promise<TopNoticeRow[]> {
    return this.db.query<TopNoticeRow>(
      `SELECT n.notice_id AS "noticeId", n.notice_title AS "noticeTitle",
              n.notice_type AS "noticeType", n.create_by AS "createBy",
              n.create_time AS "createTime", (r.user_id IS NOT NULL) AS "isRead"
         FROM sys_notice n
         LEFT JOIN sys_notice_read r ON r.notice_id = n.notice_id AND r.user_id = $1
        WHERE n.status = '0'
        ORDER BY n.create_time DESC NULLS LAST, n.notice_id DESC
        LIMIT $2`,
      [userId, limit],
    );
  }

  /** Notices in force this user has not read. */
  async unreadCount(userId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_notice n
        WHERE n.status = '0'
          AND NOT EXISTS (SELECT 1 FROM sys_notice_read r
                           WHERE r.notice_id = n.notice_id AND r.user_id = $1)`,
      [userId],
    );
    return row?.n ?? 0;
  }

  /** Marks these notices read (ids of missing notices are ignored); returns how many were new. */
  async markRead(
    userId: number,
    noticeIds: readonly number[],
  ): Promise<number> {
    if (noticeIds.length === 0) return 0;
    const rows = await this.db.query(
      `INSERT INTO sys_notice_read (notice_id, user_id)
       SELECT n.notice_id, $1 FROM sys_notice n WHERE n.notice_id = ANY($2)
       ON CONFLICT DO NOTHING RETURNING notice_id`,
      [userId, noticeIds],
    );
    return rows.length;
  }

  /** Readers of one notice, newest read first; `where` carries the data scope (u, d). */
  readers(
    f: ReaderFilter,
    where: SqlWhere,
    page: Page,
  ): Promise<PageResult<NoticeReaderRow>> {
    where.and(`r.notice_id = ${where.param(f.noticeId)}`);
    where.and("u.del_flag = '0'");
    const search = f.searchValue?.trim();
    if (search) {
      const p = where.param(`%${escapeLike(search)}%`);
      where.and(`(u.user_name ILIKE ${p} OR u.nick_name ILIKE ${p})`);
    }
    return this.lists.page<NoticeReaderRow>(
      {
        columns: `u.user_id AS "userId", u.user_name AS "userName",
          u.nick_name AS "nickName", d.dept_name AS "deptName",
          u.phonenumber, r.read_time AS "readTime"`,
        from: `sys_notice_read r
          JOIN sys_user u ON u.user_id = r.user_id
          LEFT JOIN sys_dept d ON d.dept_id = u.dept_id`,
        tables: ['sys_notice_read', 'sys_user', 'sys_dept'],
        where,
        orderBy: orderByOf(f, SORT),
      },
      page,
    );
  }
}
