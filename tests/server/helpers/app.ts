import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { adminQuery } from './pg-admin.js';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/src/app.js';
import { MemoryKv } from '../../../server/src/kv/index.js';

export const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

export const isPostgresMode = () => !!process.env.TEST_DATABASE_URL;

export interface TestApp {
  app: FastifyInstance;
  kv: MemoryKv;
  /** Moves the kv clock forward (TTL expiry without sleeping). */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * A fresh database: a copy of the seeded PGlite dump, or a new PostgreSQL
 * database copied from the seeded template (`empty`: a new database with
 * nothing in it, for tests of the migration itself).
 */
export async function createTestDatabase(
  opts: { empty?: boolean } = {},
): Promise<{
  options: Pick<AppOptions, 'databaseUrl' | 'loadDataDir'>;
  drop(): Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    if (opts.empty) return { options: {}, drop: async () => undefined };
    const file = inject('pgliteDumpPath');
    const bytes = await readFile(file);
    return {
      options: { loadDataDir: new Blob([bytes]) },
      drop: async () => undefined,
    };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = opts.empty ? '' : ` TEMPLATE ${inject('pgTemplate')}`;
  await adminQuery(base, `CREATE DATABASE ${name}${template}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString() },
    drop: () =>
      adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** One app per test file, on its own database and an in-memory kv with a movable clock. */
export async function createTestApp(
  opts: Partial<AppOptions> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  let offset = 0;
  const kv = new MemoryKv({ now: () => Date.now() + offset });
  let app: FastifyInstance;
  try {
    app = await buildApp({
      captchaEnabled: false,
      staticDir: null,
      tokenSecret: 'test-secret-' + randomBytes(16).toString('hex'),
      loginRateLimit: 10_000,
      ...database.options,
      kv,
      ...opts,
    });
  } catch (err) {
    await database.drop();
    throw err;
  }
  return {
    app,
    kv,
    advance(ms) {
      offset += ms;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export interface LoginOptions {
  ua?: string;
  ip?: string;
  code?: string;
  uuid?: string;
  headers?: Record<string, string>;
}

export function postLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  o: LoginOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: o.ip ?? '127.0.0.1',
    headers: { 'user-agent': o.ua ?? CHROME_UA, ...o.headers },
    payload: { username, password, code: o.code, uuid: o.uuid },
  });
}

/** Signs in (captcha off) and returns the token; fails the test otherwise. */
export async function loginToken(
  app: FastifyInstance,
  username = 'admin',
  password = 'admin123',
  o: LoginOptions = {},
): Promise<string> {
  const res = await postLogin(app, username, password, o);
  const body = res.json();
  if (body.code !== 200) throw new Error(`login failed: ${res.body}`);
  return body.token as string;
}

export function authGet(
  app: FastifyInstance,
  url: string,
  token: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}
