import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { acquireDataDirLock } from './lock.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Db } from './types.js';

export type { Db, PoolStats, Queryable } from './types.js';
export type { QueryStat, QueryStatOrder } from './query-stats.js';
export { DataDirLockedError, acquireDataDirLock } from './lock.js';
export { FIRST_MIGRATION, migrate, type OnMigrated } from './migrate.js';

export interface OpenDbOptions {
  databaseUrl?: string;
  /** DATA_DIR: PGlite keeps its cluster in DATA_DIR/pgdata, locked. */
  dataDir?: string;
  /** In-memory PGlite started from a dump (tests). */
  loadDataDir?: Blob;
  migrate?: boolean;
}

/** Opens PostgreSQL (databaseUrl) or PGlite (dataDir, or memory), then migrates. */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  let db: Db;
  if (opts.databaseUrl) {
    db = openPostgres(opts.databaseUrl);
  } else if (opts.dataDir && !opts.loadDataDir) {
    await mkdir(opts.dataDir, { recursive: true });
    const lock = acquireDataDirLock(opts.dataDir);
    try {
      const inner = await openPglite({ dir: join(opts.dataDir, 'pgdata') });
      db = {
        ...inner,
        async close() {
          try {
            await inner.close();
          } finally {
            lock.release();
          }
        },
      };
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    db = await openPglite({ loadDataDir: opts.loadDataDir });
  }
  if (opts.migrate !== false) {
    try {
      await migrate(db);
    } catch (err) {
      await db.close().catch(() => undefined);
      throw err;
    }
  }
  return db;
}
