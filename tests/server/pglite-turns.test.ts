/**
 * PGlite runs on the main thread: statements queued for it must leave the
 * event loop turns in between (server/src/db/pglite.ts), or Node reads no
 * socket and accepts no connection until the whole queue has run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type PgliteDb } from '../../server/src/db/pglite.js';

describe('PGlite statements and the event loop', () => {
  let db: PgliteDb;
  beforeAll(async () => {
    db = await openPglite({});
  });
  afterAll(() => db.close());

  it('gives the loop a turn while a long queue of statements runs, in order of arrival', async () => {
    const finished: number[] = [];
    const queue = Array.from({ length: 150 }, (_, i) =>
      db
        .query<{ i: number }>('SELECT $1::int AS i, pg_sleep(0.001)', [i])
        .then((rows) => finished.push(rows[0].i)),
    );
    // What Node does between two turns (read a socket, accept a client).
    const doneAtNextTurn = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(finished.length)),
    );
    await Promise.all(queue);
    expect(doneAtNextTurn).toBeLessThan(150);
    expect(finished).toEqual(Array.from({ length: 150 }, (_, i) => i));
  });

  it('runs a transaction whole, in its place in the queue', async () => {
    await db.exec('CREATE TABLE turns_t (n int)');
    const order: string[] = [];
    const before = db
      .query('INSERT INTO turns_t VALUES (1)')
      .then(() => order.push('before'));
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO turns_t VALUES (2)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await t.query('INSERT INTO turns_t VALUES (3)');
      order.push('tx');
    });
    const after = db
      .query<{ n: number }>('SELECT count(*)::int AS n FROM turns_t')
      .then((rows) => order.push(`after:${rows[0].n}`));
    await Promise.all([before, tx, after]);
    expect(order).toEqual(['before', 'tx', 'after:3']);
  });
});
