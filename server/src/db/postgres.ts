import pg from 'pg';
import { Notifier, channelSql } from './notify.js';
import { QueryStats, timed } from './query-stats.js';
import {
  DATE_OID,
  parseTimestamp,
  TIMESTAMP_OID,
  type Db,
  type Queryable,
} from './types.js';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMP_OID) return parseTimestamp;
    if (oid === DATE_OID) return (v: string) => v;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function wrap(
  q: pg.PoolClient,
  stats: QueryStats,
  notifier: Notifier,
): Queryable {
  const run = async (sql: string, params?: unknown[]) => {
    const res = await timed(stats, sql, () => q.query(sql, params));
    if (notifier.busy) await notifier.settled();
    return res;
  };
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await run(sql, params)).rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await run(sql, params)).rows[0] as T | undefined;
    },
    async exec(sql: string) {
      await run(sql);
    },
  };
}

/** The server process of a connection (node-postgres keeps it untyped). */
const pidOf = (client: pg.PoolClient) =>
  (client as pg.PoolClient & { processID: number }).processID;

export function openPostgres(url: string): Db {
  const max = 10;
  const pool = new pg.Pool({ connectionString: url, types, max });
  const stats = new QueryStats();
  const notifier = new Notifier();
  /** How many of the notifier's channels each connection listens to. */
  const listening = new Map<pg.PoolClient, number>();
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  pool.on('remove', (client) => listening.delete(client));

  /**
   * Every listening connection receives every notification, so each is
   * handled by one of them only: a write made through one of ours by the
   * connection that made it (it hears it before the write's result), any
   * other (psql, another instance) by the oldest connection still open.
   */
  function handles(client: pg.PoolClient, senderPid: number): boolean {
    if (senderPid === pidOf(client)) return true;
    for (const other of listening.keys()) {
      if (pidOf(other) === senderPid) return false;
    }
    return listening.keys().next().value === client;
  }

  /** A connection of the pool that listens to every channel asked for. */
  async function connect(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    try {
      let done = listening.get(client);
      if (done === undefined) {
        client.on('notification', (m) => {
          if (handles(client, m.processId)) {
            notifier.deliver(m.channel, m.payload ?? '');
          }
        });
        done = 0;
      }
      const channels = notifier.channels();
      if (done < channels.length) {
        await client.query(
          channels
            .slice(done)
            .map((c) => `LISTEN ${channelSql(c)}`)
            .join('; '),
        );
        listening.set(client, channels.length);
      } else listening.set(client, done);
      return client;
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
  }

  /**
   * One statement on a connection of the pool, as pool.query runs it: a
   * connection whose statement failed is closed, not reused.
   */
  async function once<R>(fn: (q: Queryable) => Promise<R>): Promise<R> {
    const client = await connect();
    let failed: Error | undefined;
    try {
      return await fn(wrap(client, stats, notifier));
    } catch (err) {
      failed = err as Error;
      throw err;
    } finally {
      client.release(failed);
    }
  }

  return {
    kind: 'postgres',
    stats,
    query: <T>(sql: string, params?: unknown[]) =>
      once((q) => q.query<T>(sql, params)),
    one: <T>(sql: string, params?: unknown[]) =>
      once((q) => q.one<T>(sql, params)),
    exec: (sql) => once((q) => q.exec(sql)),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    async transaction(fn) {
      const client = await connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, stats, notifier));
        await client.query('COMMIT');
        if (notifier.busy) await notifier.settled();
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async listen(channel, handler) {
      // Each connection runs LISTEN for new channels when next taken.
      return notifier.add(channel, handler);
    },
    close: () => pool.end(),
  };
}
