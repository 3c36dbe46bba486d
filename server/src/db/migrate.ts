import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

export const MIGRATIONS_DIR = fileURLToPath(
  new URL('../../migrations/', import.meta.url),
);

/** Arbitrary constant for pg_advisory_lock so two servers never migrate at once. */
const MIGRATION_LOCK_ID = 7_450_031;

/** The first migration: applied now means the database was created now. */
export const FIRST_MIGRATION = '0001_schema';

/** Told of each migration applied, with the milliseconds it took. */
export type OnMigrated = (version: string, ms: number) => void;

/**
 * Applies every `NNNN_name.sql` file not yet recorded in schema_migrations, in
 * order, each inside its own transaction. Returns the versions applied now.
 */
export async function migrate(
  db: Db,
  dir: string = MIGRATIONS_DIR,
  onMigrated?: OnMigrated,
): Promise<string[]> {
  // Under the lock too: two servers creating it at once on a fresh
  // PostgreSQL would otherwise collide in the catalogue.
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    }
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version varchar(100) PRIMARY KEY,
         applied_at timestamp(0) NOT NULL DEFAULT localtimestamp(0)
       )`,
    );
  });
  const files = (await readdir(dir))
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    const started = performance.now();
    const done = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      }
      const row = await tx.one(
        'SELECT version FROM schema_migrations WHERE version = $1',
        [version],
      );
      if (row) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [
        version,
      ]);
      return true;
    });
    if (done) {
      applied.push(version);
      onMigrated?.(version, performance.now() - started);
    }
  }
  return applied;
}
