import pg from 'pg';
import { QueryStats, timed } from './query-stats.js';
import {
  DATE_OID,
  parseTimestamp,
  TIMESTAMP_OID,
  type Db,
  type Queryable,
} from './types.js';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMP_OID) return parseTimestamp;
    if (oid === DATE_OID) return (v: string) => v;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function wrap(q: pg.Pool | pg.PoolClient, stats: QueryStats): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await timed(stats, sql, () => q.query(sql, params));
      return res.rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      const res = await timed(stats, sql, () => q.query(sql, params));
      return res.rows[0] as T | undefined;
    },
    async exec(sql: string) {
      await timed(stats, sql, () => q.query(sql));
    },
  };
}

export function openPostgres(url: string): Db {
  const max = 10;
  const pool = new pg.Pool({ connectionString: url, types, max });
  const stats = new QueryStats();
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  return {
    kind: 'postgres',
    stats,
    ...wrap(pool, stats),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, stats));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
