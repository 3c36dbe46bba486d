import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Notifier, channelSql } from './notify.js';
import { QueryStats } from './query-stats.js';
import type {
  ErrorFields,
  WorkerOptions,
  WorkerReply,
  WorkerRequest,
} from './pglite-worker.js';
import type { Db, Queryable } from './types.js';

export interface PgliteOptions {
  /** Folder for the cluster; undefined = in memory. */
  dir?: string;
  /** A dump made by `dumpDataDir()` to start from (in-memory copies for tests). */
  loadDataDir?: Blob;
}

/** What a request asks of the worker, before it is numbered. */
type Ask = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, 'id'>
    : never
  : never;

interface Waiting {
  resolve(result: unknown): void;
  reject(err: Error): void;
  sql?: string;
}

const WORKER_URL = new URL('./pglite-worker.ts', import.meta.url).href;
/** tsx's ESM API, as its package declares it (resolve() would give the CJS one). */
const TSX_API = (() => {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const entry = (
    require(manifest) as {
      exports: Record<string, { import: { default: string } }>;
    }
  ).exports['./esm/api'].import.default;
  return new URL(entry, pathToFileURL(manifest)).href;
})();
/** The worker's entry: the server's TypeScript, loaded as the server's is. */
const BOOT = `import(${JSON.stringify(TSX_API)}).then((tsx) =>
  tsx.tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(WORKER_URL)}))`;

function errorOf(fields: ErrorFields): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * The embedded database on a thread of its own (pglite-worker.ts): its
 * statements' CPU no longer holds up the HTTP thread, which reads sockets,
 * accepts connections and writes answers while they run.
 */
class Bridge {
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private gone: Error | null = null;

  constructor(
    private readonly worker: Worker,
    private readonly notifier: Notifier,
    private readonly stats: QueryStats,
    ready: Waiting,
  ) {
    this.waiting.set(0, ready);
    worker.on('message', (reply: WorkerReply) => this.receive(reply));
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', () =>
      this.fail(new Error('the embedded database has stopped')),
    );
  }

  call(ask: Ask): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, {
        resolve,
        reject,
        sql: 'sql' in ask ? ask.sql : undefined,
      });
      this.worker.postMessage({ ...ask, id } as WorkerRequest);
    });
  }

  private receive(reply: WorkerReply) {
    if (reply.type === 'notify') {
      this.notifier.deliver(reply.channel, reply.payload);
      return;
    }
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.settle(reply.id);
    const failed = reply.type === 'failed';
    if (waiting.sql !== undefined) {
      this.stats.record(waiting.sql, reply.ms, failed);
    }
    if (failed) waiting.reject(errorOf(reply.error));
    else waiting.resolve(reply.result);
  }

  private settle(id: number) {
    this.waiting.delete(id);
    // A pending statement keeps the process alive, as one on this thread would.
    if (this.waiting.size === 0) this.worker.unref();
  }

  private fail(err: Error) {
    this.gone ??= err;
    for (const [id, waiting] of this.waiting) {
      this.settle(id);
      waiting.reject(err);
    }
  }
}

function wrap(bridge: Bridge, notifier: Notifier, tx?: number): Queryable {
  const run = async (ask: Ask) => {
    const result = await bridge.call(ask);
    if (notifier.busy) await notifier.settled();
    return result;
  };
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await run({ op: 'query', sql, params, tx })) as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return ((await run({ op: 'query', sql, params, tx })) as T[])[0];
    },
    async exec(sql: string) {
      await run({ op: 'exec', sql, tx });
    },
  };
}

export interface PgliteDb extends Db {
  /** The whole cluster as a tarball (`loadDataDir` starts from it). */
  dumpDataDir(): Promise<Blob>;
}

export async function openPglite(opts: PgliteOptions): Promise<PgliteDb> {
  if (opts.dir) await mkdir(opts.dir, { recursive: true });
  const loadDataDir = await opts.loadDataDir?.arrayBuffer();
  const worker = new Worker(BOOT, {
    eval: true,
    workerData: { dir: opts.dir, loadDataDir } satisfies WorkerOptions,
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  const stats = new QueryStats();
  const notifier = new Notifier();
  const channels = new Set<string>();
  let bridge!: Bridge;
  await new Promise((resolve, reject) => {
    bridge = new Bridge(worker, notifier, stats, { resolve, reject });
  }).catch(async (err: unknown) => {
    await worker.terminate();
    throw err;
  });
  worker.unref();
  return {
    kind: 'pglite',
    stats,
    ...wrap(bridge, notifier),
    async transaction(fn) {
      const tx = (await bridge.call({ op: 'begin' })) as number;
      let result;
      try {
        result = await fn(wrap(bridge, notifier, tx));
      } catch (err) {
        await bridge.call({ op: 'end', tx, commit: false }).catch(() => 0);
        throw err;
      }
      await bridge.call({ op: 'end', tx, commit: true });
      if (notifier.busy) await notifier.settled();
      return result;
    },
    async listen(channel, handler) {
      // PGlite is one session: LISTEN once per channel.
      if (!channels.has(channel)) {
        channels.add(channel);
        await bridge.call({ op: 'listen', channel: channelSql(channel) });
      }
      return notifier.add(channel, handler);
    },
    async dumpDataDir() {
      return new Blob([(await bridge.call({ op: 'dump' })) as ArrayBuffer]);
    },
    async close() {
      await bridge.call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
