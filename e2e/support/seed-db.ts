// Test-only content for end-to-end runs: opens the fresh data folder and
// prepares it as the server's first start does (migrations, then the demo
// quarter unless DEMO_DATA=false), applies every e2e/seed/*.sql in name
// order, and closes it — before the server starts. Content written this way
// bypasses every back-office rule, like a row written straight into the
// database.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDb } from '../../server/src/db/index.js';
import { prepareDatabase } from '../../server/src/services/first-start.js';
import { silentSteps } from '../../server/src/services/infra/start-progress.js';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const seedDir = new URL('../seed/', import.meta.url).pathname;

const files = (await readdir(seedDir)).filter((f) => f.endsWith('.sql')).sort();
const db = await openDb({ dataDir, migrate: false });
try {
  await prepareDatabase(db, {
    demoData: process.env.DEMO_DATA !== 'false',
    step: silentSteps,
  });
  for (const file of files) {
    await db.exec(await readFile(join(seedDir, file), 'utf8'));
  }
} finally {
  await db.close();
}
