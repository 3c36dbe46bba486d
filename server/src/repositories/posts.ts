import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import { orderByOf, type Page, type PageQuery } from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { isTaken, updateChecked } from './lib/writes.js';

/** SysPost, a row of `/system/post`. */
export interface PostRow {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface PostFilter extends PageQuery {
  postCode?: string;
  postName?: string;
  status?: string;
  /** Seeded names shown translated that the name search matched (i18n/demo-data.ts). */
  seededNames?: string[];
}

export interface PostInput {
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
  remark?: string | null;
}

const COLUMNS = `p.post_id AS "postId", p.post_code AS "postCode",
  p.post_name AS "postName", p.post_sort AS "postSort", p.status, p.remark,
  p.create_by AS "createBy", p.create_time AS "createTime",
  p.update_by AS "updateBy", p.update_time AS "updateTime", p.version`;

const SORT = {
  columns: {
    postId: 'p.post_id',
    postCode: 'p.post_code',
    postName: 'p.post_name',
    postSort: 'p.post_sort',
    status: 'p.status',
    createTime: 'p.create_time',
  },
  fallback: 'p.post_sort, p.post_id',
  tiebreak: 'p.post_id',
};

export class PostRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  private spec(f: PostFilter) {
    const where = new SqlWhere()
      .like('p.post_code', f.postCode)
      .eq('p.status', f.status)
      .likeOrIn('p.post_name', f.postName, f.seededNames);
    return {
      columns: COLUMNS,
      from: 'sys_post p',
      tables: ['sys_post'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(f: PostFilter, page: Page): Promise<PageResult<PostRow>> {
    return this.lists.page<PostRow>(this.spec(f), page);
  }

  /** Every matching post in list order (export). */
  listAll(f: PostFilter): Promise<PostRow[]> {
    return this.lists.all<PostRow>(this.spec(f));
  }

  findAll(): Promise<PostRow[]> {
    return this.db.query<PostRow>(
      `SELECT ${COLUMNS} FROM sys_post p ORDER BY p.post_sort, p.post_id`,
    );
  }

  findById(postId: number): Promise<PostRow | undefined> {
    return this.db.one<PostRow>(
      `SELECT ${COLUMNS} FROM sys_post p WHERE p.post_id = $1`,
      [postId],
    );
  }

  findByIds(ids: readonly number[]): Promise<PostRow[]> {
    return this.db.query<PostRow>(
      `SELECT ${COLUMNS} FROM sys_post p WHERE p.post_id = ANY($1) ORDER BY p.post_id`,
      [ids],
    );
  }

  isNameTaken(name: string, exceptId?: number): Promise<boolean> {
    return isTaken(this.db, {
      table: 'sys_post',
      column: 'post_name',
      value: name,
      idColumn: 'post_id',
      exceptId,
    });
  }

  isCodeTaken(code: string, exceptId?: number): Promise<boolean> {
    return isTaken(this.db, {
      table: 'sys_post',
      column: 'post_code',
      value: code,
      idColumn: 'post_id',
      exceptId,
    });
  }

  /** Number of users holding the post. */
  async userCount(postId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_user_post WHERE post_id = $1',
      [postId],
    );
    return row?.n ?? 0;
  }

  async insert(p: PostInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ postId: number }>(
      `INSERT INTO sys_post (post_code, post_name, post_sort, status, remark, create_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING post_id AS "postId"`,
      [
        p.postCode,
        p.postName,
        p.postSort,
        p.status,
        p.remark ?? null,
        createBy,
      ],
    );
    return row!.postId;
  }

  update(
    postId: number,
    p: PostInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_post',
      idColumn: 'post_id',
      id: postId,
      version,
      updateBy,
      set: {
        post_code: p.postCode,
        post_name: p.postName,
        post_sort: p.postSort,
        status: p.status,
        remark: p.remark === undefined ? undefined : p.remark,
      },
    });
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sys_post WHERE post_id = ANY($1) RETURNING post_id',
      [ids],
    );
    return rows.length;
  }
}
