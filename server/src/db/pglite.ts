import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { QueryStats, timed } from './query-stats.js';
import {
  DATE_OID,
  parseTimestamp,
  TIMESTAMP_OID,
  type Db,
  type Queryable,
} from './types.js';

export interface PgliteOptions {
  /** Folder for the cluster; undefined = in memory. */
  dir?: string;
  /** A dump made by `dumpDataDir()` to start from (in-memory copies for tests). */
  loadDataDir?: Blob;
}

function wrap(q: PGlite | Transaction, stats: QueryStats): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await timed(stats, sql, () => q.query<T>(sql, params));
      return res.rows;
    },
    async one<T>(sql: string, params: unknown[] = []) {
      const res = await timed(stats, sql, () => q.query<T>(sql, params));
      return res.rows[0];
    },
    async exec(sql: string) {
      await timed(stats, sql, () => q.exec(sql));
    },
  };
}

export interface PgliteDb extends Db {
  readonly pglite: PGlite;
}

export async function openPglite(opts: PgliteOptions): Promise<PgliteDb> {
  if (opts.dir) await mkdir(opts.dir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: opts.dir,
    loadDataDir: opts.loadDataDir,
    parsers: { [TIMESTAMP_OID]: parseTimestamp, [DATE_OID]: (v) => v },
  });
  const stats = new QueryStats();
  const base = wrap(pglite, stats);
  return {
    kind: 'pglite',
    pglite,
    stats,
    ...base,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx, stats))),
    async close() {
      if (pglite.closed) return;
      try {
        await pglite.exec('CHECKPOINT');
      } finally {
        await pglite.close();
      }
    },
  };
}
