/**
 * The embedded PostgreSQL's own thread (started by pglite.ts). PGlite runs
 * each statement synchronously in WebAssembly: here that CPU is spent off
 * the server's HTTP thread, which only posts statements and reads results.
 *
 * Statements run one at a time in order of arrival. A transaction holds the
 * database from its BEGIN to its end: statements tagged with it run at
 * once, the others wait behind it. Notifications are posted when PGlite
 * reads them, so the one a statement caused reaches the server before that
 * statement's result (messages on one port keep their order).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { DATE_OID, parseTimestamp, TIMESTAMP_OID } from './types.js';

export type WorkerRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'dump' }
  | { op: 'close' }
);

/** An error's message, name and plain fields (`code`, `detail`…). */
export type ErrorFields = Record<string, string | number | boolean | null> & {
  message: string;
  name: string;
};

export type WorkerReply =
  | { type: 'notify'; channel: string; payload: string }
  | { type: 'done'; id: number; ms: number; result?: unknown }
  | { type: 'failed'; id: number; ms: number; error: ErrorFields };

export interface WorkerOptions {
  dir?: string;
  loadDataDir?: ArrayBuffer;
}

function fieldsOf(err: unknown): ErrorFields {
  const e = (err ?? {}) as Record<string, unknown>;
  const fields: ErrorFields = {
    message: typeof e.message === 'string' ? e.message : String(err),
    name: typeof e.name === 'string' ? e.name : 'Error',
  };
  for (const [key, value] of Object.entries(e)) {
    if (
      value === null ||
      ['string', 'number', 'boolean'].includes(typeof value)
    ) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return fields;
}

async function main() {
  const port = parentPort!;
  const opts = workerData as WorkerOptions;
  const post = (reply: WorkerReply, transfer: ArrayBuffer[] = []) =>
    port.postMessage(reply, transfer);
  const db = await PGlite.create({
    dataDir: opts.dir,
    loadDataDir: opts.loadDataDir ? new Blob([opts.loadDataDir]) : undefined,
    parsers: { [TIMESTAMP_OID]: parseTimestamp, [DATE_OID]: (v) => v },
  });

  /** Requests outside any transaction, and those of the open one. */
  const queue: WorkerRequest[] = [];
  const inTx: WorkerRequest[] = [];
  let openTx: number | null = null;
  let running = false;

  async function run(req: WorkerRequest) {
    const start = performance.now();
    const ms = () => performance.now() - start;
    try {
      let result: unknown;
      const transfer: ArrayBuffer[] = [];
      switch (req.op) {
        case 'query':
          result = (await db.query(req.sql, req.params)).rows;
          break;
        case 'exec':
          await db.exec(req.sql);
          break;
        case 'begin':
          await db.exec('BEGIN');
          openTx = req.id;
          result = req.id;
          break;
        case 'end':
          openTx = null;
          await db.exec(req.commit ? 'COMMIT' : 'ROLLBACK');
          break;
        case 'listen':
          await db.listen(req.channel, (payload) =>
            post({ type: 'notify', channel: req.channel, payload }),
          );
          break;
        case 'dump': {
          const bytes = await (await db.dumpDataDir('none')).arrayBuffer();
          result = bytes;
          transfer.push(bytes);
          break;
        }
        case 'close':
          if (!db.closed) {
            try {
              await db.exec('CHECKPOINT');
            } finally {
              await db.close();
            }
          }
          break;
      }
      post({ type: 'done', id: req.id, ms: ms(), result }, transfer);
    } catch (err) {
      post({ type: 'failed', id: req.id, ms: ms(), error: fieldsOf(err) });
    }
  }

  async function pump() {
    if (running) return;
    running = true;
    for (;;) {
      const next = openTx !== null ? inTx.shift() : queue.shift();
      if (!next) break;
      await run(next);
    }
    running = false;
  }

  port.on('message', (req: WorkerRequest) => {
    const tx = 'tx' in req ? req.tx : undefined;
    if (tx === undefined) queue.push(req);
    else if (tx === openTx) inTx.push(req);
    else {
      // A transaction that has already ended (its COMMIT failed, say).
      post({
        type: 'failed',
        id: req.id,
        ms: 0,
        error: { message: 'the transaction has ended', name: 'Error' },
      });
      return;
    }
    void pump();
  });
  post({ type: 'done', id: 0, ms: 0 });
}

main().catch((err: unknown) =>
  parentPort!.postMessage({
    type: 'failed',
    id: 0,
    ms: 0,
    error: fieldsOf(err),
  } satisfies WorkerReply),
);
