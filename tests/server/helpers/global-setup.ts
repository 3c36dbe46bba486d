import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../../server/src/db/pglite.js';
import { migrate } from '../../../server/src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated + seeded PGlite dump (PGlite mode only). */
    pgliteDumpPath: string;
  }
}

/**
 * PGlite mode: build one migrated, seeded database (a cold start takes 6-9 s)
 * and hand its dump to every test file, which loads it in memory (~1 s).
 * PostgreSQL mode (TEST_DATABASE_URL): each file makes its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteDumpPath', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'wms-test-'));
  const db = await openPglite({});
  await migrate(db);
  const dump = await db.pglite.dumpDataDir('none');
  await db.close();
  const file = join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
