/**
 * Faults an operator meets (issue 12): the server killed during a stream of
 * saves, and Redis going away under a running server. Real processes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  call,
  freePort,
  signIn,
  startInstance,
  stopInstance,
  type Instance,
} from './helpers/process.js';

const started: Instance[] = [];
afterAll(async () => {
  for (const i of started) {
    await stopInstance(i, 'SIGKILL');
    await rm(i.dir, { recursive: true, force: true });
  }
});

async function start(...args: Parameters<typeof startInstance>) {
  const i = await startInstance(...args);
  started.push(i);
  return i;
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)(
  'kill -9 during a stream of saves (embedded database)',
  () => {
    it('keeps every acknowledged save and opens cleanly again', async () => {
      const first = await start();
      const token = await signIn(first.base, 'admin');
      const acknowledged: string[] = [];
      let stop = false;
      const writer = async (w: number) => {
        for (let n = 0; !stop; n += 1) {
          const title = `fault-${w}-${n}`;
          try {
            const res = await call(first.base, '/system/notice', token, {
              method: 'POST',
              body: { noticeTitle: title, noticeType: '1', status: '0' },
            });
            if (res.code === 200) acknowledged.push(title);
          } catch {
            return; // the connection died with the server
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await new Promise((ok) => setTimeout(ok, 3_000));
      first.proc.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      await stopInstance(first);
      expect(acknowledged.length).toBeGreaterThan(5);

      // The same folder: the dead process's lock is taken over.
      const again = await start({ dir: first.dir, port: first.port });
      const after = await signIn(again.base, 'admin');
      // Page by page: a list answers at most 1000 rows at once.
      const titles = new Set<string>();
      let listed = 0;
      for (let pageNum = 1; ; pageNum += 1) {
        const page = await call(
          again.base,
          `/system/notice/list?noticeTitle=fault-&pageSize=1000&pageNum=${pageNum}`,
          after,
        );
        for (const r of page.rows as { noticeTitle: string }[])
          titles.add(r.noticeTitle);
        listed = page.total;
        if (pageNum * 1000 >= page.total) break;
      }
      const missing = acknowledged.filter((t) => !titles.has(t));
      // What the next look needs if it ever fails (it failed once in CI, all
      // 40 acknowledged saves gone, and has not been seen again).
      const all = await call(
        again.base,
        '/system/notice/list?pageSize=1',
        after,
      );
      expect(
        missing,
        [
          `acknowledged ${acknowledged.length}, listed ${titles.size} of ${listed}, notices in all ${all.total}`,
          `first instance (${first.dir}):\n${first.output().slice(-3000)}`,
          `restarted instance:\n${again.output().slice(-3000)}`,
        ].join('\n'),
      ).toEqual([]);
      // And it still takes new saves.
      const res = await call(again.base, '/system/notice', after, {
        method: 'POST',
        body: { noticeTitle: 'after-restart', noticeType: '1', status: '0' },
      });
      expect(res.code).toBe(200);
    }, 240_000);
  },
);

const hasRedis =
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

describe.skipIf(!hasRedis)('Redis going away under a running server', () => {
  let redis: ChildProcess | undefined;
  const startRedis = async (port: number) => {
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', ''],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 50; i += 1) {
      const ping = spawnSync('redis-cli', ['-p', String(port), 'ping']);
      if (String(ping.stdout).includes('PONG')) return;
      await new Promise((ok) => setTimeout(ok, 100));
    }
    throw new Error('redis-server did not start');
  };
  afterAll(() => {
    redis?.kill('SIGKILL');
  });

  it('answers a clear message while it is down and recovers when it is back', async () => {
    const port = await freePort();
    await startRedis(port);
    const server = await start({ redisUrl: `redis://127.0.0.1:${port}` });
    const token = await signIn(server.base, 'admin');
    expect((await call(server.base, '/getInfo', token)).code).toBe(200);

    redis!.kill('SIGKILL');
    await new Promise((ok) => redis!.once('exit', ok));
    const down = await call(server.base, '/getInfo', token);
    expect(down.code).toBe(503);
    expect(down.msg).toMatch(/temporarily unavailable/i);
    const login = await call(server.base, '/login', undefined, {
      method: 'POST',
      body: { username: 'admin', password: 'admin123' },
    });
    expect(login.code).toBe(503);
    expect(login.msg).toMatch(/temporarily unavailable/i);
    // The process is still up.
    expect(server.proc.exitCode).toBeNull();

    await startRedis(port);
    // Sessions lived only in the Redis that went away: sign in again.
    let back: { code: number } = { code: 0 };
    for (let i = 0; i < 50 && back.code !== 200; i += 1) {
      await new Promise((ok) => setTimeout(ok, 200));
      back = await call(server.base, '/login', undefined, {
        method: 'POST',
        body: { username: 'admin', password: 'admin123' },
      });
    }
    expect(back.code).toBe(200);
  }, 180_000);
});

const PG_BIN = '/usr/lib/postgresql/15/bin';
const canRunPostgres =
  existsSync(`${PG_BIN}/initdb`) &&
  spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0;

/** Runs a PostgreSQL tool as the postgres user (it refuses root). */
function pgTool(tool: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const res = spawnSync(
    asRoot ? 'runuser' : `${PG_BIN}/${tool}`,
    asRoot ? ['-u', 'postgres', '--', `${PG_BIN}/${tool}`, ...args] : args,
    { encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`${tool}: ${res.stderr}`);
}

describe.skipIf(!canRunPostgres || !!process.env.TEST_DATABASE_URL)(
  'PostgreSQL restarted under a running server',
  () => {
    let root = '';
    let port = 0;
    const pgCtl = (...args: string[]) =>
      pgTool('pg_ctl', ['-D', `${root}/data`, ...args]);
    afterAll(async () => {
      if (!root) return;
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      await rm(root, { recursive: true, force: true });
    });

    it('fails with a clear message while it is down and recovers by itself', async () => {
      root = await mkdtemp(join(tmpdir(), 'wms-pg-'));
      await chmod(root, 0o777);
      port = await freePort();
      pgTool('initdb', ['-D', `${root}/data`, '-A', 'trust', '-U', 'postgres']);
      const startPg = () =>
        pgCtl(
          '-l',
          `${root}/log`,
          '-w',
          '-o',
          `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
          'start',
        );
      startPg();
      const server = await start({
        databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      });
      const token = await signIn(server.base, 'admin');
      expect((await call(server.base, '/system/post/list', token)).code).toBe(
        200,
      );

      pgCtl('-m', 'fast', '-w', 'stop');
      // A page not asked for before: one asked for again is kept in the kv
      // and needs no database.
      const down = await call(
        server.base,
        '/system/post/list?pageSize=7',
        token,
      );
      expect(down.code).toBe(503);
      expect(down.msg).toMatch(/database is temporarily unavailable/i);
      expect(server.proc.exitCode).toBeNull();

      startPg();
      // The pool opens new connections by itself: no restart of the server.
      let back = down;
      for (let i = 0; i < 50 && back.code !== 200; i += 1) {
        await new Promise((ok) => setTimeout(ok, 200));
        back = await call(server.base, '/system/post/list', token);
      }
      expect(back.code).toBe(200);
      expect(back.total).toBeGreaterThan(0);
    }, 240_000);
  },
);
