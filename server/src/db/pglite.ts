import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { Notifier, channelSql } from './notify.js';
import { QueryStats, timed } from './query-stats.js';
import {
  DATE_OID,
  parseTimestamp,
  TIMESTAMP_OID,
  type Db,
  type Queryable,
} from './types.js';

export interface PgliteOptions {
  /** Folder for the cluster; undefined = in memory. */
  dir?: string;
  /** A dump made by `dumpDataDir()` to start from (in-memory copies for tests). */
  loadDataDir?: Blob;
}

/** Resolves in the event loop's next turn, after its pending I/O. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How long statements may run back to back before the event loop gets a
 * turn (ms).
 */
const TURN_MS = 20;

/**
 * PGlite runs statements on the main thread, one at a time. Statements
 * waiting for it used to run back to back in a single turn of the event
 * loop (a chain of resolved promises) however many were queued, and Node
 * accepts at most one new connection per turn: under load, a client new to
 * the server waited seconds to be heard while others were served. Here
 * statements (and transactions) start in order of arrival, and once they
 * have held the thread for TURN_MS the next one waits for the loop's next
 * turn, so Node reads sockets and accepts connections in between.
 */
class Turns {
  private tail: Promise<unknown> = Promise.resolve();
  private turnStarted = 0;

  take<R>(fn: () => Promise<R>): Promise<R> {
    const run = this.tail.then(() => this.ready()).then(fn);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async ready() {
    if (performance.now() - this.turnStarted < TURN_MS) return;
    await nextTurn();
    this.turnStarted = performance.now();
  }
}

function wrap(
  q: PGlite | Transaction,
  stats: QueryStats,
  notifier: Notifier,
  /** Statements outside a transaction take turns; inside, the transaction's. */
  turns: Turns,
): Queryable {
  const run = async <R>(sql: string, fn: () => Promise<R>) => {
    const res = await turns.take(() => timed(stats, sql, fn));
    if (notifier.busy) await notifier.settled();
    return res;
  };
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await run(sql, () => q.query<T>(sql, params))).rows;
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await run(sql, () => q.query<T>(sql, params))).rows[0];
    },
    async exec(sql: string) {
      await run(sql, () => q.exec(sql));
    },
  };
}

export interface PgliteDb extends Db {
  readonly pglite: PGlite;
}

export async function openPglite(opts: PgliteOptions): Promise<PgliteDb> {
  if (opts.dir) await mkdir(opts.dir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: opts.dir,
    loadDataDir: opts.loadDataDir,
    parsers: { [TIMESTAMP_OID]: parseTimestamp, [DATE_OID]: (v) => v },
  });
  const stats = new QueryStats();
  const notifier = new Notifier();
  const turns = new Turns();
  const base = wrap(pglite, stats, notifier, turns);
  return {
    kind: 'pglite',
    pglite,
    stats,
    ...base,
    async transaction(fn) {
      const result = await turns.take(() =>
        pglite.transaction((tx) => fn(wrap(tx, stats, notifier, new Turns()))),
      );
      if (notifier.busy) await notifier.settled();
      return result;
    },
    async listen(channel, handler) {
      // PGlite is one session: LISTEN once per channel.
      if (!notifier.channels().includes(channel)) {
        await pglite.listen(channelSql(channel), (payload) =>
          notifier.deliver(channel, payload),
        );
      }
      return notifier.add(channel, handler);
    },
    async close() {
      if (pglite.closed) return;
      try {
        await pglite.exec('CHECKPOINT');
      } finally {
        await pglite.close();
      }
    },
  };
}
