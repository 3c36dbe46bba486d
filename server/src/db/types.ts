import type { NotifyHandler } from './notify.js';
import type { QueryStats } from './query-stats.js';

/** The one database interface every repository uses (parameterised SQL only). */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<T[]>;
  one<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<T | undefined>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

/** Connections of a PostgreSQL pool (node-postgres' counters). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Timings of every statement run through this database (and its transactions). */
  readonly stats: QueryStats;
  /** PostgreSQL only: the pool's connections now. */
  poolStats?(): PoolStats;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `handler` for each notification on `channel` (a trigger's
   * pg_notify). One committed by this server is handled before the
   * statement or transaction that caused it resolves (db/notify.ts).
   * Returns the function that stops.
   */
  listen(channel: string, handler: NotifyHandler): Promise<() => void>;
  close(): Promise<void>;
}

/** timestamp without time zone → the API's 'yyyy-MM-dd HH:mm:ss'. */
export function parseTimestamp(value: string): string {
  return value.length > 19 ? value.slice(0, 19) : value;
}

export const TIMESTAMP_OID = 1114;
export const DATE_OID = 1082;
