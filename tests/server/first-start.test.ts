import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/process.js';

// The server as `npm start` runs it, on a new data folder: what it says while
// the database is created and seeded, and where to go once it is ready.

const root = new URL('../..', import.meta.url).pathname;

/** Starts the server on `dir` and answers all it printed until it was ready. */
async function start(dir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/src/server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: dir,
        STATIC_DIR: join(dir, 'no-spa'),
        CAPTCHA_ENABLED: 'false',
        LOG_LEVEL: 'error',
        DEMO_DATA: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((ok, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running')) ok();
    };
    proc.stdout.on('data', read);
    proc.stderr.on('data', read);
    proc.once('exit', (code) =>
      fail(new Error(`server exited (${code}):\n${output}`)),
    );
  });
  const ended = new Promise((ok) => proc.once('exit', ok));
  proc.kill('SIGTERM');
  await ended;
  return { port, lines: output.split('\n') };
}

/** The index of the first line matching `pattern` (fails when none does). */
function lineOf(lines: string[], pattern: RegExp): number {
  const i = lines.findIndex((l) => pattern.test(l));
  expect(
    i,
    `no line matches ${pattern}:\n${lines.join('\n')}`,
  ).toBeGreaterThanOrEqual(0);
  return i;
}

const TIME = String.raw`\d+(\.\d)? (ms|s)`;

/** A new database's first start (initdb, migrations, seed) on a busy machine. */
const START_TIMEOUT = 180_000;

describe('the first start', () => {
  let dirs: string[] = [];
  const newDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wms-first-start-'));
    dirs.push(dir);
    return dir;
  };
  let dir: string;
  let first: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    dir = await newDir();
    first = await start(dir);
  }, START_TIMEOUT);
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
    dirs = [];
  });

  it('says each step as it begins and ends, with its time, then where to go', () => {
    const { lines, port } = first;
    const order = [
      /^Starting Website management system$/,
      /^ {2}database…$/,
      new RegExp(
        `^ {2}database: new PGlite database in ${join(dir, 'pgdata')} .*, ${TIME}$`,
      ),
      /^ {2}migrations…$/,
      new RegExp(`^ {4}0001_schema ${TIME}$`),
      new RegExp(`^ {4}0022_dashboard ${TIME}$`),
      new RegExp(`^ {2}migrations: \\d+ applied, ${TIME}$`),
      /^ {2}demo data…$/,
      new RegExp(
        `^ {2}demo data: \\d+ enquiries, \\d+ sign-ins and \\d+ operations over the last 90 days .*npm run demo-data:remove.*, ${TIME}$`,
      ),
      new RegExp(
        `^ {2}site render: no site build: public pages not drawn by the server, ${TIME}$`,
      ),
      new RegExp(`^ {2}listening: 127\\.0\\.0\\.1:${port}, ${TIME}$`),
      new RegExp(
        `is running at http://127\\.0\\.0\\.1:${port} .*ready in ${TIME}`,
      ),
    ];
    const at = order.map((pattern) => lineOf(lines, pattern));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it(
    'removes the demo data in one command, then starts again without seeding it',
    async () => {
      const seeded =
        /demo data: (\d+) enquiries, (\d+) sign-ins and (\d+) operations/.exec(
          first.lines.join('\n'),
        )!;
      const removed = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/src/demo-data-remove.ts'],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir },
          encoding: 'utf8',
        },
      );
      expect(removed.status, removed.stderr).toBe(0);
      expect(removed.stdout.trim()).toBe(
        `Demo data removed: ${seeded[1]} enquiries, ${seeded[2]} sign-ins ` +
          `and ${seeded[3]} operations.`,
      );
      const again = await start(dir);
      lineOf(
        again.lines,
        new RegExp(`^ {2}database: PGlite in ${join(dir, 'pgdata')}, ${TIME}$`),
      );
      lineOf(again.lines, new RegExp(`^ {2}migrations: up to date, ${TIME}$`));
      expect(again.lines.filter((l) => l.includes('demo data'))).toEqual([]);
    },
    START_TIMEOUT,
  );

  it(
    'leaves the demo data out with DEMO_DATA=false; with a built app, says where to go',
    async () => {
      const spa = await newDir();
      await writeFile(
        join(spa, 'index.html'),
        '<!doctype html><title>app</title>',
      );
      const { lines, port } = await start(await newDir(), {
        DEMO_DATA: 'false',
        STATIC_DIR: spa,
      });
      lineOf(
        lines,
        new RegExp(`^ {2}demo data: left out \\(DEMO_DATA=false\\), ${TIME}$`),
      );
      const ready = lineOf(
        lines,
        new RegExp(
          `^Website management system is running \\(ready in ${TIME}\\)\\.$`,
        ),
      );
      expect(lines.slice(ready + 1, ready + 3)).toEqual([
        `  Admin:       http://127.0.0.1:${port}/#/login`,
        `  Public site: http://127.0.0.1:${port}/#/w`,
      ]);
    },
    START_TIMEOUT,
  );
});
