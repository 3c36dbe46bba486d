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

/** One sys_oper_log row as the recording hook builds it. */
export interface OperLogInput {
  title: string;
  businessType: number;
  method: string;
  requestMethod: string;
  /** 0 other, 1 back-office user, 2 mobile */
  operatorType: number;
  operName: string;
  /** The operator's department (its name is looked up on insert). */
  deptId: number | null;
  operUrl: string;
  operIp: string;
  operLocation: string;
  operParam: string;
  jsonResult: string;
  /** 0 ok, 1 error */
  status: number;
  errorMsg: string;
  costTime: number;
  /** The fields kept as message keys (shown in the reader's language). */
  textKeys?: TextKeys;
}

/** SysOperLog as lists and exports send it. */
export interface OperLogRow {
  operId: number;
  title: string;
  businessType: number;
  method: string;
  requestMethod: string;
  operatorType: number;
  operName: string;
  deptName: string;
  operUrl: string;
  operIp: string;
  operLocation: string;
  operParam: string;
  jsonResult: string;
  status: number;
  errorMsg: string;
  operTime: string | null;
  costTime: number;
  textKeys: TextKeys | null;
}

export interface OperLogFilter extends PageQuery {
  operIp?: string;
  title?: string;
  /** Stored titles whose name in the reader's language matched `title`. */
  titles?: readonly string[];
  businessType?: string;
  businessTypes?: string[];
  status?: string;
  operName?: string;
}

const COLUMNS = `o.oper_id AS "operId", o.title, o.business_type AS "businessType",
  o.method, o.request_method AS "requestMethod", o.operator_type AS "operatorType",
  o.oper_name AS "operName", o.dept_name AS "deptName", o.oper_url AS "operUrl",
  o.oper_ip AS "operIp", o.oper_location AS "operLocation",
  o.oper_param AS "operParam", o.json_result AS "jsonResult", o.status,
  o.error_msg AS "errorMsg", o.oper_time AS "operTime", o.cost_time AS "costTime",
  o.text_keys AS "textKeys"`;

const SORT = {
  columns: {
    operId: 'o.oper_id',
    title: 'o.title',
    businessType: 'o.business_type',
    operName: 'o.oper_name',
    deptName: 'o.dept_name',
    operIp: 'o.oper_ip',
    status: 'o.status',
    operTime: 'o.oper_time',
    costTime: 'o.cost_time',
  },
  fallback: 'o.oper_id DESC',
  tiebreak: 'o.oper_id',
};

/** Rows read per query while streaming an export. */
const EXPORT_BATCH = 2000;

const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

export class OperLogRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /** Rows in one statement, ids in the order given (the hook's batches). */
  async insert(...rows: OperLogInput[]): Promise<void> {
    if (rows.length === 0) return;
    const json = rows.map((row) => ({
      title: cut(row.title, 50),
      business_type: row.businessType,
      method: cut(row.method, 200),
      request_method: cut(row.requestMethod, 10),
      operator_type: row.operatorType,
      oper_name: cut(row.operName, 50),
      dept_id: row.deptId,
      oper_url: cut(row.operUrl, 255),
      oper_ip: cut(row.operIp, 128),
      oper_location: cut(row.operLocation, 255),
      oper_param: cut(row.operParam, 2000),
      json_result: cut(row.jsonResult, 2000),
      status: row.status,
      error_msg: cut(row.errorMsg, 2000),
      cost_time: Math.max(0, Math.round(row.costTime)),
      text_keys: row.textKeys ?? null,
    }));
    await this.db.query(
      `INSERT INTO sys_oper_log
         (title, business_type, method, request_method, operator_type,
          oper_name, dept_name, oper_url, oper_ip, oper_location, oper_param,
          json_result, status, error_msg, cost_time, text_keys)
       SELECT r.title, r.business_type, r.method, r.request_method,
              r.operator_type, r.oper_name, coalesce(d.dept_name, ''),
              r.oper_url, r.oper_ip, r.oper_location, r.oper_param,
              r.json_result, r.status, r.error_msg, r.cost_time, r.text_keys
         FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (
                title text, business_type int, method text,
                request_method text, operator_type int, oper_name text,
                dept_id bigint, oper_url text, oper_ip text,
                oper_location text, oper_param text, json_result text,
                status int, error_msg text, cost_time int, text_keys jsonb
              )) WITH ORDINALITY AS r
         LEFT JOIN sys_dept d ON d.dept_id = r.dept_id
        ORDER BY r.ordinality`,
      [JSON.stringify(json)],
    );
  }

  private spec(f: OperLogFilter) {
    const { begin, end } = dateRangeOf(f as Record<string, unknown>);
    const where = new SqlWhere()
      .like('o.oper_ip', f.operIp)
      .likeOrIn('o.title', f.title, f.titles)
      .eq('o.business_type', f.businessType)
      .in('o.business_type', f.businessTypes)
      .eq('o.status', f.status)
      .like('o.oper_name', f.operName)
      .timeRange('o.oper_time', begin, end);
    return {
      columns: COLUMNS,
      from: 'sys_oper_log o',
      tables: ['sys_oper_log'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(f: OperLogFilter, page: Page): Promise<PageResult<OperLogRow>> {
    return this.lists.page<OperLogRow>(this.spec(f), page);
  }

  /** Every matching row in list order, read in batches (exports of large logs). */
  async *stream(f: OperLogFilter): AsyncGenerator<OperLogRow> {
    const spec = this.spec(f);
    // Rows logged while the export runs neither appear nor shift the pages.
    const top = await this.db.one<{ id: number | null }>(
      'SELECT max(oper_id) AS id FROM sys_oper_log',
    );
    if (top?.id == null) return;
    spec.where.and(`o.oper_id <= ${spec.where.param(top.id)}`);
    const n = spec.where.params.length;
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await this.db.query<OperLogRow>(
        `SELECT ${spec.columns} FROM ${spec.from}${spec.where.sql()} ${spec.orderBy}
          LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...spec.where.params, EXPORT_BATCH, offset],
      );
      yield* rows;
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  findById(operId: number): Promise<OperLogRow | undefined> {
    return this.db.one<OperLogRow>(
      `SELECT ${COLUMNS} FROM sys_oper_log o WHERE o.oper_id = $1`,
      [operId],
    );
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sys_oper_log WHERE oper_id = ANY($1) RETURNING oper_id',
      [ids],
    );
    return rows.length;
  }

  /** Empties the log (contract: truncates). */
  async clean(): Promise<void> {
    await this.db.exec('TRUNCATE TABLE sys_oper_log');
  }
}
