// Test-only content for end-to-end runs: opens the fresh data folder (which
// migrates it), applies every e2e/seed/*.sql in name order, and closes it —
// before the server starts. Content written this way bypasses every
// back-office rule, like a row written straight into the database.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDb } from '../../server/src/db/index.js';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const seedDir = new URL('../seed/', import.meta.url).pathname;

const files = (await readdir(seedDir)).filter((f) => f.endsWith('.sql')).sort();
const db = await openDb({ dataDir });
try {
  for (const file of files) {
    await db.exec(await readFile(join(seedDir, file), 'utf8'));
  }
} finally {
  await db.close();
}
