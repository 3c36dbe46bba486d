/**
 * The embedded database on its own thread (server/src/db/pglite.ts and
 * pglite-worker.ts): statements run in order of arrival while the server's
 * thread stays free, a transaction holds the database from BEGIN to its
 * end, errors keep their fields, and a statement's notifications are
 * handled before its result.
 */
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type PgliteDb } from '../../server/src/db/pglite.js';

describe('PGlite on a thread of its own', () => {
  let db: PgliteDb;
  beforeAll(async () => {
    db = await openPglite({});
  });
  afterAll(() => db.close());

  it('runs statements off the server thread', async () => {
    // While a long statement runs, this thread's event loop idles: its
    // utilisation counts this thread only, however busy the machine is.
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    await db.query(
      'SELECT count(*) FROM generate_series(1, 2000000) g WHERE g % 7 = 0',
    );
    const ms = performance.now() - started;
    const { utilization } = performance.eventLoopUtilization(before);
    expect(ms).toBeGreaterThan(100);
    expect(utilization).toBeLessThan(0.5);
  });

  it('answers statements in order of arrival', async () => {
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        db
          .query<{ i: number }>('SELECT $1::int AS i', [i])
          .then((rows) => finished.push(rows[0].i)),
      ),
    );
    expect(finished).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('runs a transaction whole, in its place in the queue', async () => {
    await db.exec('CREATE TABLE worker_t (n int)');
    const order: string[] = [];
    const before = db
      .query('INSERT INTO worker_t VALUES (1)')
      .then(() => order.push('before'));
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO worker_t VALUES (2)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await t.query('INSERT INTO worker_t VALUES (3)');
      order.push('tx');
    });
    const after = db
      .query<{ n: number }>('SELECT count(*)::int AS n FROM worker_t')
      .then((rows) => order.push(`after:${rows[0].n}`));
    await Promise.all([before, tx, after]);
    expect(order).toEqual(['before', 'tx', 'after:3']);
  });

  it('rolls a failed transaction back and goes on', async () => {
    await db.exec('CREATE TABLE worker_u (n int PRIMARY KEY)');
    await expect(
      db.transaction(async (t) => {
        await t.query('INSERT INTO worker_u VALUES (1)');
        await t.query('INSERT INTO worker_u VALUES (1)');
      }),
    ).rejects.toMatchObject({
      code: '23505',
      message: expect.stringContaining('duplicate key'),
    });
    expect(
      await db.one<{ n: number }>('SELECT count(*)::int AS n FROM worker_u'),
    ).toEqual({ n: 0 });
  });

  it('keeps the types the server reads: timestamps, dates, JSON, bytes, NULL', async () => {
    const row = await db.one<Record<string, unknown>>(
      `SELECT timestamp '2026-01-02 03:04:05.678' AS ts, date '2026-01-02' AS d,
              '{"a":[1,"x"]}'::jsonb AS j, '\\x0102'::bytea AS b,
              NULL::text AS n, 7::int AS i, true AS t`,
    );
    expect(row).toEqual({
      ts: '2026-01-02 03:04:05',
      d: '2026-01-02',
      j: { a: [1, 'x'] },
      b: new Uint8Array([1, 2]),
      n: null,
      i: 7,
      t: true,
    });
  });

  it('handles a statement’s notifications before its result', async () => {
    const seen: string[] = [];
    await db.listen('worker_channel', async (payload) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen.push(payload);
    });
    await db.exec(`SELECT pg_notify('worker_channel', 'one')`);
    expect(seen).toEqual(['one']);
    await db.transaction((t) =>
      t.exec(`SELECT pg_notify('worker_channel', 'two')`),
    );
    expect(seen).toEqual(['one', 'two']);
  });

  it('dumps the cluster so that another copy starts from it', async () => {
    await db.exec(
      `CREATE TABLE worker_d (s text); INSERT INTO worker_d VALUES ('kept')`,
    );
    const copy = await openPglite({ loadDataDir: await db.dumpDataDir() });
    try {
      expect(await copy.query('SELECT s FROM worker_d')).toEqual([
        { s: 'kept' },
      ]);
    } finally {
      await copy.close();
    }
  });
});
