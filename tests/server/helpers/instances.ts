import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/src/app.js';
import { MemoryKv, type Kv } from '../../../server/src/kv/index.js';
import { createTestDatabase } from './app.js';

export interface Instances {
  a: FastifyInstance;
  b: FastifyInstance;
  /** Closes both and drops their database. */
  close(): Promise<void>;
}

/**
 * Two app instances on one fresh test database, as two servers behind a
 * load balancer: one token secret, each with its own pool, its own
 * background workers and its own kv (unless `kv` hands them one to share).
 * `single`: `b` is `a` (on PGlite one database belongs to one process).
 * `options(n)` adds options of instance n (1 or 2).
 */
export async function startInstances({
  kv = () => new MemoryKv(),
  options = () => ({}),
  single = false,
}: {
  kv?: () => Kv;
  options?: (n: 1 | 2) => Partial<AppOptions>;
  single?: boolean;
} = {}): Promise<Instances> {
  const database = await createTestDatabase();
  const tokenSecret = 'test-secret-' + randomBytes(16).toString('hex');
  const start = (n: 1 | 2) =>
    buildApp({
      captchaEnabled: false,
      staticDir: null,
      tokenSecret,
      loginRateLimit: 10_000,
      ...database.options,
      kv: kv(),
      ...options(n),
    });
  const started = await Promise.allSettled(
    single ? [start(1)] : [start(1), start(2)],
  );
  const apps = started.flatMap((s) =>
    s.status === 'fulfilled' ? [s.value] : [],
  );
  const close = async () => {
    for (const app of apps) await app.close();
    await database.drop();
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  await Promise.all(apps.map((app) => app.ready()));
  return { a: apps[0], b: apps[1] ?? apps[0], close };
}
