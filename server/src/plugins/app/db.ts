import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { openDb, type Db } from '../../db/index.js';
import { createAppRepositories } from '../../repositories/index.js';
import { ListPages } from '../../repositories/lib/list-pages.js';
import { prepareDatabase } from '../../services/first-start.js';
import {
  silentSteps,
  type StartStep,
} from '../../services/infra/start-progress.js';

export interface DbPluginOptions {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  db?: Db;
  /** Seed the demo quarter on a database created now (DEMO_DATA). */
  demoData?: boolean;
  /** Says each start step and its time (server.ts prints them). */
  progress?: StartStep;
}

/** Where the database is, as the start progress says it. */
function whereOf(opts: DbPluginOptions): string {
  if (opts.databaseUrl) return 'PostgreSQL (DATABASE_URL)';
  if (!opts.dataDir || opts.loadDataDir) return 'PGlite in memory';
  const dir = join(opts.dataDir, 'pgdata');
  return existsSync(join(dir, 'PG_VERSION'))
    ? `PGlite in ${dir}`
    : `new PGlite database in ${dir} (created once: a first start takes longer)`;
}

/**
 * Opens the database (locked PGlite or PostgreSQL), migrates it and, when
 * it was created now, seeds the demo quarter; closes it on app close.
 */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const step = opts.progress ?? silentSteps;
    const where = whereOf(opts);
    const db =
      opts.db ??
      (await step(
        'database',
        () =>
          openDb({
            databaseUrl: opts.databaseUrl,
            dataDir: opts.dataDir,
            loadDataDir: opts.loadDataDir,
            migrate: false,
          }),
        () => where,
      ));
    try {
      await prepareDatabase(db, { demoData: opts.demoData ?? false, step });
    } catch (err) {
      if (!opts.db) await db.close().catch(() => undefined);
      throw err;
    }
    const { pages, stop } = await ListPages.open(db, app.kv);
    app.decorate('db', db);
    app.decorate('repos', createAppRepositories(db, app.kv, pages));
    app.addHook('onClose', async () => {
      stop();
      await db.close();
    });
  },
  { name: 'db', dependencies: ['kv'] },
);
