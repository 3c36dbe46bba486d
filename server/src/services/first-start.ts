/**
 * Brings an opened database up to date when the server starts: applies the
 * migrations it lacks and, when that created it (a first start), seeds the
 * demo quarter unless the install leaves it out (DEMO_DATA=false). Each
 * part is a start step, said with its time.
 */
import { FIRST_MIGRATION, migrate, type Db } from '../db/index.js';
import { DEMO_DAYS, seedDemoData, type DemoCounts } from './demo-data/index.js';
import { duration, type StartStep } from './infra/start-progress.js';

export interface PrepareOptions {
  /** Seed the demo quarter on a database created now. */
  demoData: boolean;
  step: StartStep;
}

export interface Prepared {
  /** The migrations applied now. */
  applied: string[];
  /** The demo rows seeded now (none unless the database was created now). */
  demo: DemoCounts | null;
}

const said = (c: DemoCounts) =>
  `${c.enquiries} enquiries, ${c.signIns} sign-ins and ${c.operations} ` +
  `operations over the last ${DEMO_DAYS} days ` +
  '(to delete them later: npm run demo-data:remove)';

export async function prepareDatabase(
  db: Db,
  opts: PrepareOptions,
): Promise<Prepared> {
  const applied = await opts.step(
    'migrations',
    (note) =>
      migrate(db, undefined, (version, ms) =>
        note(`${version} ${duration(ms)}`),
      ),
    (done) => (done.length ? `${done.length} applied` : 'up to date'),
  );
  if (!applied.includes(FIRST_MIGRATION)) return { applied, demo: null };
  if (!opts.demoData) {
    await opts.step(
      'demo data',
      async () => undefined,
      () => 'left out (DEMO_DATA=false)',
    );
    return { applied, demo: null };
  }
  const demo = await opts.step(
    'demo data',
    () => db.transaction(seedDemoData),
    said,
  );
  return { applied, demo };
}
