import fp from 'fastify-plugin';
import { openDb, type Db } from '../../db/index.js';
import { createAppRepositories } from '../../repositories/index.js';

export interface DbPluginOptions {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  db?: Db;
}

/** Opens the database (locked PGlite or PostgreSQL), migrates, closes on app close. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const db =
      opts.db ??
      (await openDb({
        databaseUrl: opts.databaseUrl,
        dataDir: opts.dataDir,
        loadDataDir: opts.loadDataDir,
      }));
    app.decorate('db', db);
    app.decorate('repos', createAppRepositories(db, app.kv));
    app.addHook('onClose', async () => {
      await db.close();
    });
  },
  { name: 'db', dependencies: ['kv'] },
);
