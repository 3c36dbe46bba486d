import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { Notifier, channelSql } from './notify.js';
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

function wrap(
  q: PGlite | Transaction,
  stats: QueryStats,
  notifier: Notifier,
): Queryable {
  const run = async <R>(sql: string, fn: () => Promise<R>) => {
    const res = await timed(stats, sql, fn);
    if (notifier.busy) await notifier.settled();
    return res;
  };
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await run(sql, () => q.query<T>(sql, params))).rows;
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await run(sql, () => q.query<T>(sql, params))).rows[0];
    },
    async exec(sql: string) {
      await run(sql, () => q.exec(sql));
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
  const notifier = new Notifier();
  const base = wrap(pglite, stats, notifier);
  return {
    kind: 'pglite',
    pglite,
    stats,
    ...base,
    async transaction(fn) {
      const result = await pglite.transaction((tx) =>
        fn(wrap(tx, stats, notifier)),
      );
      if (notifier.busy) await notifier.settled();
      return result;
    },
    async listen(channel, handler) {
      // PGlite is one session: LISTEN once per channel.
      if (!notifier.channels().includes(channel)) {
        await pglite.listen(channelSql(channel), (payload) =>
          notifier.deliver(channel, payload),
        );
      }
      return notifier.add(channel, handler);
    },
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
