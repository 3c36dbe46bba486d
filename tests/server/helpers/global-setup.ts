import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../../server/src/db/pglite.js';
import { openPostgres } from '../../../server/src/db/postgres.js';
import { migrate } from '../../../server/src/db/migrate.js';
import { adminQuery } from './pg-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated + seeded PGlite dump (PGlite mode only). */
    pgliteDumpPath: string;
    /** A migrated + seeded PostgreSQL database to copy (PostgreSQL mode only). */
    pgTemplate: string;
  }
}

/**
 * Build one migrated, seeded database and let every test file start from a
 * copy of it instead of migrating its own (a cold migration takes seconds):
 * - PGlite: a dump that each file loads in memory (~1 s);
 * - PostgreSQL (TEST_DATABASE_URL): a template database that each file
 *   copies with CREATE DATABASE … TEMPLATE (a fraction of a second).
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString());
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    project.provide('pgliteDumpPath', '');
    project.provide('pgTemplate', name);
    return async () => {
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'wms-test-'));
  const db = await openPglite({});
  await migrate(db);
  const dump = await db.dumpDataDir();
  await db.close();
  const file = join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', file);
  project.provide('pgTemplate', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
