/**
 * Paged lists with exact totals that do not cost a `count(*)` per request.
 *
 * A total is cached in the kv (in-process or Redis, so instances share it)
 * under a key made of the list's FROM and WHERE (SQL and parameters, data
 * scope included) and the write generations of every table it reads. The
 * generations live in sys_list_gen and are bumped by a statement trigger on
 * each write (migration 0004), inside the writing transaction. They are read
 * in the same statement (same snapshot) as the page, before any count: a
 * cached total is only ever served while no write to its tables has
 * committed since, so the total shown stays exact.
 *
 * A request with a cached total costs one query; pages shorter than the page
 * size need no count at all. A list without a filter over one table (every
 * list's first view) reads the table's row count, kept in sys_list_gen by
 * triggers (migration 0033), in the page's own statement: one query, no
 * count, whatever was written. With `pages` (list-pages.ts), a page asked
 * for again while none of its tables was written costs none.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import type { Kv } from '../../kv/index.js';
import type { ListPages } from './list-pages.js';
import type { Page } from './page.js';
import type { SqlWhere } from './sql-where.js';

export const TOTAL_PREFIX = 'list_total:';
const TOTAL_TTL_SECONDS = 600;
const GENS = '__list_gens';
const ROWS = '__list_rows';
/** `table` or `table alias`: a FROM body whose row count is kept. */
const ONE_TABLE = /^\s*([a-z_][a-z0-9_]*)(?:\s+[a-z_][a-z0-9_]*)?\s*$/i;

export interface ListSpec {
  /** Select list, e.g. `p.post_id AS "postId", p.post_name AS "postName"`. */
  columns: string;
  /** FROM body with joins, e.g. `sys_post p`. */
  from: string;
  /** FROM body for the count when joins only add display columns (default `from`). */
  countFrom?: string;
  /** Tables whose writes change the rows (the list's own and filtering joins). */
  tables: readonly string[];
  where: SqlWhere;
  /** `ORDER BY …` from `orderByOf()`. */
  orderBy: string;
}

export interface PageResult<T> {
  rows: T[];
  total: number;
}

type GenRow = Record<string, unknown> & {
  [GENS]?: string;
  [ROWS]?: string | null;
};

/** The table whose row count is the list's total: one table, no filter. */
function countedTable(spec: ListSpec): string | null {
  if (!spec.where.isEmpty) return null;
  return ONE_TABLE.exec(spec.countFrom ?? spec.from)?.[1] ?? null;
}

export class Lists {
  constructor(
    private readonly db: Queryable,
    /** Where totals are cached; null = count every time. */
    private readonly kv: Kv | null,
    /** Where whole pages are kept; null (inside a transaction) = none. */
    private readonly pages: ListPages | null = null,
  ) {}

  /** One page plus the exact total (page clamped to the last). */
  async page<T>(spec: ListSpec, page: Page): Promise<PageResult<T>> {
    if (!this.pages) return this.pageOf<T>(spec, page);
    const key = await this.pages.keyOf(
      `SELECT ${spec.columns} FROM ${spec.from}${spec.where.sql()} ${spec.orderBy}`,
      [...spec.where.params, page.pageNum, page.pageSize],
    );
    if (!key) return this.pageOf<T>(spec, page);
    const kept = await this.pages.get<PageResult<T>>(key);
    if (kept) return kept;
    const result = await this.pageOf<T>(spec, page);
    await this.pages.keep(key, result);
    return result;
  }

  private async pageOf<T>(spec: ListSpec, page: Page): Promise<PageResult<T>> {
    const { pageNum, pageSize } = page;
    const offset = (pageNum - 1) * pageSize;
    const { rows, gens, count } = await this.rowsWithGens(
      spec,
      pageNum,
      pageSize,
    );
    if (rows.length === 0 && offset === 0) return { rows: [], total: 0 };
    if (count !== undefined && rows.length > 0) {
      return { rows: rows as T[], total: count };
    }

    const key = this.totalKey(spec, gens ?? (await this.gens(spec)));
    const cached = this.kv ? await this.kv.get(key) : null;
    let total: number;
    if (cached !== null) {
      total = Number(cached);
    } else {
      total =
        rows.length > 0 && rows.length < pageSize
          ? offset + rows.length
          : await this.count(spec);
      await this.kv?.set(key, String(total), TOTAL_TTL_SECONDS);
    }
    if (rows.length === 0 && total > 0) {
      // Past the last page: serve the last one (PageHelper's "reasonable").
      const last = Math.max(1, Math.ceil(total / pageSize));
      if (last !== pageNum) {
        return {
          rows: (await this.rowsWithGens(spec, last, pageSize)).rows as T[],
          total,
        };
      }
    }
    return { rows: rows as T[], total };
  }

  /** Every matching row in list order (exports, unpaged tree lists). */
  all<T>(spec: ListSpec, limit?: number): Promise<T[]> {
    const cap = limit ? ` LIMIT ${Math.floor(limit)}` : '';
    return this.db.query<T>(
      `SELECT ${spec.columns} FROM ${spec.from}${spec.where.sql()} ${spec.orderBy}${cap}`,
      spec.where.params,
    );
  }

  /** The exact number of matching rows (cached like `page`). */
  async total(spec: ListSpec): Promise<number> {
    if (!this.kv) return this.count(spec);
    const key = this.totalKey(spec, await this.gens(spec));
    const cached = await this.kv.get(key);
    if (cached !== null) return Number(cached);
    const n = await this.count(spec);
    await this.kv.set(key, String(n), TOTAL_TTL_SECONDS);
    return n;
  }

  private tablesOf(spec: ListSpec): string[] {
    return [
      ...new Set(['__db__', ...spec.tables, ...spec.where.tables]),
    ].sort();
  }

  /** The page, with the generations read by the same statement. */
  private async rowsWithGens(
    spec: ListSpec,
    pageNum: number,
    pageSize: number,
  ): Promise<{
    rows: Record<string, unknown>[];
    gens?: string;
    /** The table's row count, when that is the total (countedTable). */
    count?: number;
  }> {
    const n = spec.where.params.length;
    const counted = countedTable(spec);
    const rowCount = counted
      ? `, (SELECT n_rows::text FROM sys_list_gen WHERE table_name = $${n + 4}) AS "${ROWS}"`
      : '';
    const rows = await this.db.query<GenRow>(
      `SELECT ${spec.columns},
              (SELECT string_agg(table_name || ':' || gen, ',' ORDER BY table_name)
                 FROM sys_list_gen WHERE table_name = ANY($${n + 3})) AS "${GENS}"${rowCount}
         FROM ${spec.from}${spec.where.sql()} ${spec.orderBy}
        LIMIT $${n + 1} OFFSET $${n + 2}`,
      [
        ...spec.where.params,
        pageSize,
        (pageNum - 1) * pageSize,
        this.tablesOf(spec),
        ...(counted ? [counted] : []),
      ],
    );
    const gens = rows[0]?.[GENS];
    const kept = rows[0]?.[ROWS];
    for (const row of rows) {
      delete row[GENS];
      delete row[ROWS];
    }
    return { rows, gens, count: kept == null ? undefined : Number(kept) };
  }

  private async gens(spec: ListSpec): Promise<string> {
    const row = await this.db.one<{ g: string | null }>(
      `SELECT string_agg(table_name || ':' || gen, ',' ORDER BY table_name) AS g
         FROM sys_list_gen WHERE table_name = ANY($1)`,
      [this.tablesOf(spec)],
    );
    return row?.g ?? '';
  }

  private async count(spec: ListSpec): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${spec.countFrom ?? spec.from}${spec.where.sql()}`,
      spec.where.params,
    );
    return row?.n ?? 0;
  }

  private totalKey(spec: ListSpec, gens: string): string {
    const hash = createHash('sha1')
      .update(
        JSON.stringify([
          gens,
          this.tablesOf(spec),
          spec.countFrom ?? spec.from,
          spec.where.sql(),
          spec.where.params,
        ]),
      )
      .digest('base64url');
    return TOTAL_PREFIX + hash;
  }
}
