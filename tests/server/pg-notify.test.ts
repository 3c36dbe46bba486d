/**
 * LISTEN/NOTIFY on a PostgreSQL pool (server/src/db/postgres.ts): every
 * listening connection receives every notification, yet each is handled
 * once per server: a write of ours by the connection that made it, before
 * the write's result; one from elsewhere by a single connection.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/src/db/index.js';
import { createTestDatabase, isPostgresMode } from './helpers/app.js';

describe.skipIf(!isPostgresMode())('notifications on a pool', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let url: string;
  const seen: string[] = [];

  /** Runs `n` statements at once, so `n` connections of the pool each answer one. */
  const onEveryConnection = (n: number) =>
    Promise.all(
      Array.from({ length: n }, () => db.query('SELECT pg_sleep(0.05)')),
    );

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    url = database.options.databaseUrl!;
    db = await openDb({ databaseUrl: url, migrate: false });
    await db.listen('test_channel', (payload) => void seen.push(payload));
    await onEveryConnection(5);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('handles a write of its own once, before the write resolves', async () => {
    await db.exec(`SELECT pg_notify('test_channel', 'own')`);
    expect(seen.filter((p) => p === 'own')).toHaveLength(1);
    await onEveryConnection(5);
    expect(seen.filter((p) => p === 'own')).toHaveLength(1);
  });

  it('handles a notification from another session once', async () => {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query(`NOTIFY test_channel, 'outside'`);
    } finally {
      await other.end();
    }
    const until = Date.now() + 5000;
    while (!seen.includes('outside') && Date.now() < until) {
      await onEveryConnection(1);
    }
    // Each connection has answered a statement since: whatever it received
    // before has been read.
    await onEveryConnection(5);
    expect(seen.filter((p) => p === 'outside')).toHaveLength(1);
  });
});
