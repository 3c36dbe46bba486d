/**
 * Two real server processes on one PostgreSQL and one Redis, behind a small
 * round-robin proxy (issue 12, "Several instances"). Runs in the PostgreSQL
 * pass of CI, where both are available.
 */
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers/app.js';
import {
  call,
  signIn,
  startInstance,
  stopInstance,
  type Instance,
} from './helpers/process.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisBase = process.env.REDIS_URL ?? process.env.REDIS_URL_TEST;
/** A Redis database of its own, emptied before and after. */
const REDIS_DB = 11;

/** Round robin over the instances, as a load balancer would. */
async function startProxy(targets: string[]) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(req.url!, targets[next++ % targets.length]);
    const upstream = http.request(
      target,
      { method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode!, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}` };
}

describe.skipIf(!pgUrl || !redisBase)(
  'several instances on one PostgreSQL and one Redis',
  () => {
    let a: Instance;
    let b: Instance;
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let drop: () => Promise<void>;
    let redis: Redis;

    beforeAll(async () => {
      const url = new URL(redisBase!);
      url.pathname = `/${REDIS_DB}`;
      redis = new Redis(url.toString());
      await redis.flushdb();
      const database = await createTestDatabase({ empty: true });
      drop = database.drop;
      const databaseUrl = database.options.databaseUrl!;
      // Both start at once on the empty database: one migrates, the other waits.
      [a, b] = await Promise.all([
        startInstance({ databaseUrl, redisUrl: url.toString() }),
        startInstance({ databaseUrl, redisUrl: url.toString() }),
      ]);
      proxy = await startProxy([a.base, b.base]);
    }, 180_000);

    afterAll(async () => {
      proxy?.server.close();
      for (const i of [a, b]) {
        if (!i) continue;
        await stopInstance(i);
        await rm(i.dir, { recursive: true, force: true });
      }
      await redis?.flushdb();
      redis?.disconnect();
      await drop?.();
    }, 60_000);

    it('a session made on one instance works on the other and through the proxy', async () => {
      const token = await signIn(a.base, 'admin');
      expect((await call(b.base, '/getInfo', token)).user.userName).toBe(
        'admin',
      );
      for (let i = 0; i < 4; i += 1) {
        expect((await call(proxy.base, '/getInfo', token)).code).toBe(200);
      }
    });

    it('force logout on one instance ends the session on the other', async () => {
      const admin = await signIn(a.base, 'admin');
      const victim = await signIn(b.base, 'ry');
      expect((await call(b.base, '/getInfo', victim)).code).toBe(200);
      const online = await call(
        a.base,
        '/monitor/online/list?userName=ry',
        admin,
      );
      const ids: string[] = online.rows.map(
        (r: { tokenId: string }) => r.tokenId,
      );
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        expect(
          (
            await call(a.base, `/monitor/online/${id}`, admin, {
              method: 'DELETE',
            })
          ).code,
        ).toBe(200);
      }
      expect((await call(b.base, '/getInfo', victim)).code).toBe(401);
    });

    it('an edit on one instance is seen at once on the other (caches)', async () => {
      const token = await signIn(a.base, 'admin');
      const key = 'sys.account.registerUser';
      // Both read (and cache) the parameter first.
      expect(
        (await call(a.base, `/system/config/configKey/${key}`, token)).msg,
      ).toBe('false');
      expect(
        (await call(b.base, `/system/config/configKey/${key}`, token)).msg,
      ).toBe('false');
      const list = await call(
        a.base,
        `/system/config/list?configKey=${key}`,
        token,
      );
      const row = list.rows[0];
      expect(
        (
          await call(a.base, '/system/config', token, {
            method: 'PUT',
            body: { ...row, configValue: 'true' },
          })
        ).code,
      ).toBe(200);
      expect(
        (await call(b.base, `/system/config/configKey/${key}`, token)).msg,
      ).toBe('true');

      // Dictionaries too.
      const type = 'sys_user_sex';
      const before = await call(
        b.base,
        `/system/dict/data/type/${type}`,
        token,
      );
      const male = before.data.find(
        (d: { dictValue: string }) => d.dictValue === '0',
      );
      expect(
        (
          await call(a.base, '/system/dict/data', token, {
            method: 'PUT',
            body: { ...male, dictLabel: 'Male (edited on A)' },
          })
        ).code,
      ).toBe(200);
      const after = await call(b.base, `/system/dict/data/type/${type}`, token);
      expect(
        after.data.find((d: { dictValue: string }) => d.dictValue === '0')
          .dictLabel,
      ).toBe('Male (edited on A)');
    });

    it('a job every second runs once per tick across both instances', async () => {
      const token = await signIn(a.base, 'admin');
      // Added paused on A, then started through B and again through A: a
      // save syncs the saving instance's timers at once, so both schedule it
      // now (without a save, the other one would read it within 30 s).
      expect(
        (
          await call(a.base, '/monitor/job', token, {
            method: 'POST',
            body: {
              jobName: 'cluster-tick',
              jobGroup: 'DEFAULT',
              invokeTarget: 'ryTask.ryNoParams',
              cronExpression: '* * * * * ?',
              misfirePolicy: '3',
              concurrent: '1',
              status: '1',
            },
          })
        ).code,
      ).toBe(200);
      const jobs = await call(
        a.base,
        '/monitor/job/list?jobName=cluster-tick',
        token,
      );
      const jobId = jobs.rows[0].jobId;
      const setStatus = async (base: string, status: string) =>
        expect(
          (
            await call(base, '/monitor/job/changeStatus', token, {
              method: 'PUT',
              body: { jobId, status },
            })
          ).code,
        ).toBe(200);
      await setStatus(b.base, '0');
      await setStatus(a.base, '0');
      const runs = async () =>
        (
          await call(
            b.base,
            '/monitor/jobLog/list?jobName=cluster-tick&pageSize=1',
            token,
          )
        ).total as number;
      const started = Date.now();
      const before = await runs();
      // Eight runs, however long a busy machine takes to fire them: one a
      // tick, so no more runs than seconds gone by (both instances running
      // each tick would make about two a second).
      let ran = 0;
      while (ran < 8) {
        await new Promise((ok) => setTimeout(ok, 250));
        ran = (await runs()) - before;
      }
      const ticks = Math.ceil((Date.now() - started) / 1000) + 1;
      expect(ran).toBeLessThanOrEqual(ticks);
      await setStatus(a.base, '1');
    }, 90_000);
  },
);
