import type { Queryable } from '../db/index.js';
import type { TextKeys } from '../i18n/stored-text.js';
import type { Lists, PageResult } from './lib/lists.js';
import {
  dateRangeOf,
  orderByOf,
  type Page,
  type PageQuery,
} from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';

export interface LogininforInput {
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** '0' success, '1' failure */
  status: '0' | '1';
  msg: string;
  /** The fields kept as message keys (shown in the reader's language). */
  textKeys?: TextKeys;
}

/** SysLogininfor, a row of `/monitor/logininfor`. */
export interface LogininforRow {
  infoId: number;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  status: string;
  msg: string;
  loginTime: string | null;
  textKeys: TextKeys | null;
}

export interface LogininforFilter extends PageQuery {
  ipaddr?: string;
  status?: string;
  userName?: string;
}

const COLUMNS = `l.info_id AS "infoId", l.user_name AS "userName", l.ipaddr,
  l.login_location AS "loginLocation", l.browser, l.os, l.status, l.msg,
  l.login_time AS "loginTime", l.text_keys AS "textKeys"`;

const SORT = {
  columns: {
    infoId: 'l.info_id',
    userName: 'l.user_name',
    ipaddr: 'l.ipaddr',
    loginLocation: 'l.login_location',
    browser: 'l.browser',
    os: 'l.os',
    status: 'l.status',
    loginTime: 'l.login_time',
  },
  fallback: 'l.info_id DESC',
  tiebreak: 'l.info_id',
};

const EXPORT_BATCH = 2000;

export class LogininforRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  async insert(row: LogininforInput): Promise<void> {
    await this.db.query(
      `INSERT INTO sys_logininfor
         (user_name, ipaddr, login_location, browser, os, status, msg,
          text_keys)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      [
        row.userName.slice(0, 50),
        row.ipaddr.slice(0, 128),
        row.loginLocation.slice(0, 255),
        row.browser.slice(0, 50),
        row.os.slice(0, 50),
        row.status,
        row.msg.slice(0, 255),
        row.textKeys ? JSON.stringify(row.textKeys) : null,
      ],
    );
  }

  private spec(f: LogininforFilter) {
    const { begin, end } = dateRangeOf(f as Record<string, unknown>);
    const where = new SqlWhere()
      .like('l.ipaddr', f.ipaddr)
      .eq('l.status', f.status)
      .like('l.user_name', f.userName)
      .timeRange('l.login_time', begin, end);
    return {
      columns: COLUMNS,
      from: 'sys_logininfor l',
      tables: ['sys_logininfor'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(f: LogininforFilter, page: Page): Promise<PageResult<LogininforRow>> {
    return this.lists.page<LogininforRow>(this.spec(f), page);
  }

  /** Every matching row in list order, read in batches (exports). */
  async *stream(f: LogininforFilter): AsyncGenerator<LogininforRow> {
    const spec = this.spec(f);
    // Rows logged while the export runs neither appear nor shift the pages.
    const top = await this.db.one<{ id: number | null }>(
      'SELECT max(info_id) AS id FROM sys_logininfor',
    );
    if (top?.id == null) return;
    spec.where.and(`l.info_id <= ${spec.where.param(top.id)}`);
    const n = spec.where.params.length;
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await this.db.query<LogininforRow>(
        `SELECT ${spec.columns} FROM ${spec.from}${spec.where.sql()} ${spec.orderBy}
          LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...spec.where.params, EXPORT_BATCH, offset],
      );
      yield* rows;
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sys_logininfor WHERE info_id = ANY($1) RETURNING info_id',
      [ids],
    );
    return rows.length;
  }

  /** Empties the log (contract: truncates). */
  async clean(): Promise<void> {
    await this.db.exec('TRUNCATE TABLE sys_logininfor');
  }
}
