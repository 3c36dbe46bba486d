/**
 * Paged lists with exact totals that do not cost a `count(*)` per request.
 *
 * A total is cached in the kv (in-process or Redis, so instances share it)
 * under a key made of the list's FROM and WHERE (SQL and parameters, data
 * scope included) and the write generations of every table it reads. The
 * generations live in sys_list_gen and are bumped by a statement trigger on
 * each write (migration 0004), inside the writing transaction, and read
 * before counting: a cached total is only ever served while no write to its
 * tables has committed since, so the total shown stays exact.
 *
 * Pages shorter than the page size need no count at all.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import type { Kv } from '../../kv/index.js';
import type { Page } from './page.js';
import type { SqlWhere } from './sql-where.js';

export const TOTAL_PREFIX = 'list_total:';
const TOTAL_TTL_SECONDS = 600;

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

export class Lists {
  constructor(
    private readonly db: Queryable,
    /** Where totals are cached; null = count every time. */
    private readonly kv: Kv | null,
  ) {}

  /** One page plus the exact total (contract §0.3; page clamped to the last). */
  async page<T>(spec: ListSpec, page: Page): Promise<PageResult<T>> {
    const key = this.kv ? await this.totalKey(spec) : '';
    const cached = this.kv ? await this.kv.get(key) : null;
    let total = cached === null ? undefined : Number(cached);
    let pageNum = page.pageNum;
    if (total !== undefined) pageNum = clamp(pageNum, page.pageSize, total);
    let rows = await this.rows<T>(spec, pageNum, page.pageSize);
    if (total === undefined) {
      const offset = (pageNum - 1) * page.pageSize;
      if (rows.length < page.pageSize && (rows.length > 0 || offset === 0)) {
        total = offset + rows.length;
      } else {
        total = await this.count(spec);
        const last = clamp(pageNum, page.pageSize, total);
        if (rows.length === 0 && last !== pageNum) {
          rows = await this.rows<T>(spec, last, page.pageSize);
        }
      }
      await this.kv?.set(key, String(total), TOTAL_TTL_SECONDS);
    }
    return { rows, total };
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
    const key = await this.totalKey(spec);
    const cached = await this.kv.get(key);
    if (cached !== null) return Number(cached);
    const n = await this.count(spec);
    await this.kv.set(key, String(n), TOTAL_TTL_SECONDS);
    return n;
  }

  private rows<T>(spec: ListSpec, pageNum: number, pageSize: number) {
    const n = spec.where.params.length;
    return this.db.query<T>(
      `SELECT ${spec.columns} FROM ${spec.from}${spec.where.sql()} ${spec.orderBy}
        LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...spec.where.params, pageSize, (pageNum - 1) * pageSize],
    );
  }

  private async count(spec: ListSpec): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${spec.countFrom ?? spec.from}${spec.where.sql()}`,
      spec.where.params,
    );
    return row?.n ?? 0;
  }

  private async totalKey(spec: ListSpec): Promise<string> {
    const tables = [
      ...new Set(['__db__', ...spec.tables, ...spec.where.tables]),
    ].sort();
    const gens = await this.db.query<{ t: string; g: string }>(
      `SELECT table_name AS t, gen::text AS g FROM sys_list_gen
        WHERE table_name = ANY($1) ORDER BY table_name`,
      [tables],
    );
    const hash = createHash('sha1')
      .update(
        JSON.stringify([
          gens.map((r) => `${r.t}:${r.g}`),
          tables,
          spec.countFrom ?? spec.from,
          spec.where.sql(),
          spec.where.params,
        ]),
      )
      .digest('base64url');
    return TOTAL_PREFIX + hash;
  }
}

function clamp(pageNum: number, pageSize: number, total: number): number {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(pageNum, last);
}
