import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import { orderByOf, type Page, type PageQuery } from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { updateChecked } from './lib/writes.js';

/** SysNotice, a row of `/system/notice`. The list leaves out the content. */
export interface NoticeRow {
  noticeId: number;
  noticeTitle: string;
  noticeType: string;
  noticeContent?: string | null;
  status: string;
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface NoticeFilter extends PageQuery {
  noticeTitle?: string;
  noticeType?: string;
  createBy?: string;
  status?: string;
  /** Seeded names shown translated that the name search matched (i18n/demo-data.ts). */
  seededNames?: string[];
}

export interface NoticeInput {
  noticeTitle: string;
  noticeType: string;
  /** Already sanitised HTML. */
  noticeContent: string;
  status: string;
  remark?: string | null;
}

const COLUMNS = `n.notice_id AS "noticeId", n.notice_title AS "noticeTitle",
  n.notice_type AS "noticeType", n.status, n.remark,
  n.create_by AS "createBy", n.create_time AS "createTime",
  n.update_by AS "updateBy", n.update_time AS "updateTime", n.version`;

const SORT = {
  columns: {
    noticeId: 'n.notice_id',
    noticeTitle: 'n.notice_title',
    noticeType: 'n.notice_type',
    status: 'n.status',
    createBy: 'n.create_by',
    createTime: 'n.create_time',
    updateTime: 'n.update_time',
  },
  fallback: 'n.notice_id DESC',
  tiebreak: 'n.notice_id',
};

export class NoticeRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  list(f: NoticeFilter, page: Page): Promise<PageResult<NoticeRow>> {
    const where = new SqlWhere()
      .likeOrIn('n.notice_title', f.noticeTitle, f.seededNames)
      .eq('n.notice_type', f.noticeType)
      .like('n.create_by', f.createBy)
      .eq('n.status', f.status);
    return this.lists.page<NoticeRow>(
      {
        columns: COLUMNS,
        from: 'sys_notice n',
        tables: ['sys_notice'],
        where,
        orderBy: orderByOf(f, SORT),
      },
      page,
    );
  }

  findById(noticeId: number): Promise<NoticeRow | undefined> {
    return this.db.one<NoticeRow>(
      `SELECT ${COLUMNS}, n.notice_content AS "noticeContent"
         FROM sys_notice n WHERE n.notice_id = $1`,
      [noticeId],
    );
  }

  async insert(n: NoticeInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ noticeId: number }>(
      `INSERT INTO sys_notice
         (notice_title, notice_type, notice_content, status, remark, create_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING notice_id AS "noticeId"`,
      [
        n.noticeTitle,
        n.noticeType,
        n.noticeContent,
        n.status,
        n.remark ?? null,
        createBy,
      ],
    );
    return row!.noticeId;
  }

  update(
    noticeId: number,
    n: NoticeInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_notice',
      idColumn: 'notice_id',
      id: noticeId,
      version,
      updateBy,
      set: {
        notice_title: n.noticeTitle,
        notice_type: n.noticeType,
        notice_content: n.noticeContent,
        status: n.status,
        remark: n.remark === undefined ? undefined : n.remark,
      },
    });
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sys_notice WHERE notice_id = ANY($1) RETURNING notice_id',
      [ids],
    );
    return rows.length;
  }
}
