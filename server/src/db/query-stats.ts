/**
 * Per-statement timings of one database (the data monitor's slowest
 * queries): count, total, max and errors per statement shape (the SQL
 * with its literal values replaced by placeholders, sql-shape.ts).
 *
 * Cheap on the hot path: the raw SQL string is the first lookup key, so a
 * repeated statement costs one Map lookup and a few additions (no regex, no
 * allocation); only a statement text not seen before is shaped. Both
 * maps are bounded: past MAX_ENTRIES the half with the least total time is
 * dropped (amortised, not per query).
 */

import { sqlShape } from './sql-shape.js';

export interface QueryStat {
  /** The statement's shape: literals and parameters are `$n`. */
  sql: string;
  count: number;
  totalMs: number;
  maxMs: number;
  errors: number;
  lastSeen: number;
}

export type QueryStatOrder = 'mean' | 'total' | 'count' | 'max';

/** Distinct normalised statements kept. */
export const MAX_ENTRIES = 500;
/** Distinct raw texts remembered for the fast lookup. */
const MAX_RAW = 2 * MAX_ENTRIES;
/** Longer statements (migrations) are kept by their first characters. */
export const MAX_SQL_LENGTH = 2000;

/** The shape of `sql` (no literal values), cut to MAX_SQL_LENGTH. */
export function normaliseSql(sql: string): string {
  const text = sqlShape(sql);
  return text.length > MAX_SQL_LENGTH
    ? `${text.slice(0, MAX_SQL_LENGTH)}…`
    : text;
}

const orderValue: Record<QueryStatOrder, (s: QueryStat) => number> = {
  mean: (s) => s.totalMs / s.count,
  total: (s) => s.totalMs,
  count: (s) => s.count,
  max: (s) => s.maxMs,
};

export class QueryStats {
  private readonly byText = new Map<string, QueryStat>();
  private readonly byRaw = new Map<string, QueryStat>();
  private since = Date.now();

  /** Records one statement that took `ms` (failed = it threw). */
  record(rawSql: string, ms: number, failed = false): void {
    let stat = this.byRaw.get(rawSql);
    if (stat === undefined) stat = this.entryFor(rawSql);
    stat.count++;
    stat.totalMs += ms;
    if (ms > stat.maxMs) stat.maxMs = ms;
    if (failed) stat.errors++;
    stat.lastSeen = Date.now();
  }

  /** The top `limit` statements by `order` (highest first). */
  top(order: QueryStatOrder = 'mean', limit = 20): QueryStat[] {
    const value = orderValue[order];
    return [...this.byText.values()]
      .filter((s) => s.count > 0)
      .sort((a, b) => value(b) - value(a))
      .slice(0, limit)
      .map((s) => ({ ...s }));
  }

  /** Statements and executions recorded since `since` (ms epoch). */
  summary(): { statements: number; executions: number; since: number } {
    let executions = 0;
    for (const s of this.byText.values()) executions += s.count;
    return { statements: this.byText.size, executions, since: this.since };
  }

  reset(): void {
    this.byText.clear();
    this.byRaw.clear();
    this.since = Date.now();
  }

  private entryFor(rawSql: string): QueryStat {
    const sql = normaliseSql(rawSql);
    let stat = this.byText.get(sql);
    if (stat === undefined) {
      if (this.byText.size >= MAX_ENTRIES) this.prune();
      stat = { sql, count: 0, totalMs: 0, maxMs: 0, errors: 0, lastSeen: 0 };
      this.byText.set(sql, stat);
    }
    if (this.byRaw.size >= MAX_RAW) this.byRaw.clear();
    this.byRaw.set(rawSql, stat);
    return stat;
  }

  /** Keeps the half of the statements with the most total time. */
  private prune(): void {
    const kept = [...this.byText.values()]
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, Math.floor(MAX_ENTRIES / 2));
    this.byText.clear();
    for (const s of kept) this.byText.set(s.sql, s);
    const alive = new Set(kept);
    for (const [raw, s] of this.byRaw) {
      if (!alive.has(s)) this.byRaw.delete(raw);
    }
  }
}

/** Times `run` and records it under `sql` (also when it throws). */
export async function timed<T>(
  stats: QueryStats,
  sql: string,
  run: () => Promise<T>,
): Promise<T> {
  const start = performance.now();
  let failed = true;
  try {
    const result = await run();
    failed = false;
    return result;
  } finally {
    stats.record(sql, performance.now() - start, failed);
  }
}
