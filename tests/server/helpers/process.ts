/** Real server processes (as `npm start` runs them) for multi-instance and fault tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../..', import.meta.url).pathname;

export interface Instance {
  proc: ChildProcess;
  base: string;
  /** Its DATA_DIR. */
  dir: string;
  port: number;
  /** Everything it has written to stdout and stderr so far. */
  output: () => string;
}

export async function freePort(): Promise<number> {
  const srv = http.createServer();
  await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', ok));
  const { port } = srv.address() as AddressInfo;
  await new Promise((ok) => srv.close(ok));
  return port;
}

export interface InstanceOptions {
  databaseUrl?: string;
  redisUrl?: string;
  /** Reuse a DATA_DIR (a restart); else a new temporary one. */
  dir?: string;
  port?: number;
  /** LOG_LEVEL (default 'error'). */
  logLevel?: string;
}

/** Starts the server (API only, captcha off) and waits for its ready line. */
export async function startInstance(
  opts: InstanceOptions = {},
): Promise<Instance> {
  const port = opts.port ?? (await freePort());
  const dir = opts.dir ?? (await mkdtemp(join(tmpdir(), 'wms-instance-')));
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/src/server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: opts.databaseUrl ?? '',
        REDIS_URL: opts.redisUrl ?? '',
        DATA_DIR: dir,
        STATIC_DIR: join(dir, 'no-spa'),
        CAPTCHA_ENABLED: 'false',
        TOKEN_SECRET: '',
        LOG_LEVEL: opts.logLevel ?? 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`instance did not start:\n${output}`)),
      90_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        ok();
      }
    };
    proc.stdout!.on('data', read);
    proc.stderr!.on('data', read);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`instance exited (${code}):\n${output}`));
    });
  });
  return {
    proc,
    base: `http://127.0.0.1:${port}`,
    dir,
    port,
    output: () => output,
  };
}

/** Stops an instance (SIGTERM, or SIGKILL) and waits for the process to end. */
export async function stopInstance(
  i: Instance,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (i.proc.exitCode !== null || i.proc.signalCode !== null) return;
  const ended = new Promise((ok) => i.proc.once('exit', ok));
  i.proc.kill(signal);
  await ended;
}

/** A JSON call the way the SPA makes it (English messages). */
export async function call(
  base: string,
  path: string,
  token?: string,
  init: { method?: string; body?: unknown } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const res = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined
        ? {}
        : { 'content-type': 'application/json' }),
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return res.json();
}

/** Signs in with the seeded password; the token. */
export async function signIn(base: string, username: string): Promise<string> {
  const body = await call(base, '/login', undefined, {
    method: 'POST',
    body: { username, password: 'admin123' },
  });
  if (body.code !== 200) throw new Error(`sign-in failed: ${body.msg}`);
  return body.token as string;
}
