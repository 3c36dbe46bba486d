/**
 * `npm run demo-data:remove`: deletes the demo quarter a fresh install
 * seeded (the rows listed in sys_demo_row) from the database the server
 * uses (DATABASE_URL, else the PGlite of DATA_DIR, which the server must not
 * be holding), in one transaction. Enquiries, sign-ins and operations the
 * company made itself stay.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DataDirLockedError, openDb } from './db/index.js';
import { removeDemoData } from './services/demo-data/index.js';

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || './data');
  if (!databaseUrl && !existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))) {
    console.error(`No database in DATA_DIR ${dataDir}: nothing to remove.`);
    process.exit(1);
  }
  const db = await openDb({ databaseUrl, dataDir });
  try {
    const gone = await db.transaction(removeDemoData);
    console.log(
      `Demo data removed: ${gone.enquiries} enquiries, ${gone.signIns} ` +
        `sign-ins and ${gone.operations} operations.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Removing the demo data failed:', err);
  }
  process.exit(1);
});
