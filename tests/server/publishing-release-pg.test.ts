/**
 * Two app instances on one PostgreSQL database, as behind a load balancer:
 * a release goes live exactly once, whether both runners tick at the same
 * moment or their own timers fire at its time. Runs in the PostgreSQL pass.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { MemoryKv } from '../../server/src/kv/index.js';
import { api, type Api } from './helpers/api.js';
import {
  createTestDatabase,
  isPostgresMode,
  loginToken,
} from './helpers/app.js';
import {
  newRecord,
  releaseRow,
  runnerOf,
  scheduledRelease,
  secondsAhead,
} from './helpers/releases.js';

const EN = { 'content-language': 'en' };

describe.skipIf(!isPostgresMode())(
  'releases with two instances on one PostgreSQL',
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let drop: () => Promise<void>;
    let admin: Api;
    const poll = process.env.RELEASE_POLL_MS;

    const count = async (sql: string, params: unknown[]) =>
      (await a.db.query(sql, params)).length;
    const publishes = (id: number) =>
      count(
        `SELECT 1 FROM content_revision
          WHERE kind = 'record' AND item_id = $1 AND action = 'publish'`,
        [id],
      );
    const runsLogged = (name: string) =>
      count(
        `SELECT 1 FROM sys_oper_log
          WHERE method = 'ReleaseRunner.run()' AND oper_param LIKE $1`,
        [`%"releaseName":"${name}"%`],
      );

    beforeAll(async () => {
      // Each instance looks for releases scheduled elsewhere every second.
      process.env.RELEASE_POLL_MS = '1000';
      const database = await createTestDatabase();
      drop = database.drop;
      const start = () =>
        buildApp({
          captchaEnabled: false,
          staticDir: null,
          tokenSecret: 'test-secret-' + randomBytes(16).toString('hex'),
          loginRateLimit: 10_000,
          ...database.options,
          kv: new MemoryKv(),
        });
      [a, b] = await Promise.all([start(), start()]);
      await Promise.all([a.ready(), b.ready()]);
      admin = api(
        a,
        await loginToken(a, 'admin', 'admin123', { headers: EN }),
        EN,
      );
    }, 180_000);

    afterAll(async () => {
      if (poll === undefined) delete process.env.RELEASE_POLL_MS;
      else process.env.RELEASE_POLL_MS = poll;
      await a?.close();
      await b?.close();
      await drop?.();
    });

    it('runs a release once when both runners tick at its time together', async () => {
      const at = secondsAhead(3_600_000);
      const records = [
        await newRecord(a, admin, 'Twice ticked A'),
        await newRecord(a, admin, 'Twice ticked B'),
      ];
      const id = await scheduledRelease(
        admin,
        'Ticked together',
        at,
        records.map((itemId) => ({ kind: 'record', itemId })),
      );
      const clock = () => new Date(at);
      const runners = [runnerOf(a, clock), runnerOf(b, clock)];
      const runs = await Promise.all(runners.map((r) => r.tick()));
      await Promise.all(runners.map((r) => r.stop()));
      expect(runs.flat()).toMatchObject([{ releaseId: id, status: 'done' }]);
      expect((await releaseRow(a, id))!.status).toBe('done');
      for (const r of records) expect(await publishes(r)).toBe(1);
      expect(await runsLogged('Ticked together')).toBe(1);
    });

    it('goes on without an item whose draft an editor saves (so it leaves the release) while the release runs', async () => {
      const at = secondsAhead(3_600_000);
      const [kept, saved] = [
        await newRecord(a, admin, 'Kept in release'),
        await newRecord(a, admin, 'Saved meanwhile'),
      ];
      const id = await scheduledRelease(
        admin,
        'Saved meanwhile',
        at,
        [kept, saved].map((itemId) => ({ kind: 'record', itemId })),
      );
      // The editor's save: the draft locked, out of the release, back to draft.
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const editor = a.db.transaction(async (tx) => {
        await tx.query(
          `SELECT 1 FROM content_draft WHERE kind = 'record' AND item_id = $1
              FOR UPDATE`,
          [saved],
        );
        await tx.query(
          `DELETE FROM content_release_item
            WHERE release_id = $1 AND kind = 'record' AND item_id = $2`,
          [id, saved],
        );
        await tx.query(
          `UPDATE content_draft SET state = 'draft', release_id = NULL
            WHERE kind = 'record' AND item_id = $1`,
          [saved],
        );
        locked();
        await new Promise((r) => setTimeout(r, 500));
      });
      await isLocked;
      const runner = runnerOf(b, () => new Date(at));
      const [runs] = await Promise.all([runner.tick(), editor]);
      await runner.stop();
      expect(runs).toMatchObject([{ releaseId: id, status: 'done', items: 1 }]);
      expect(await publishes(kept)).toBe(1);
      expect(await publishes(saved)).toBe(0);
      const draft = await a.db.one(
        `SELECT state FROM content_draft WHERE kind = 'record' AND item_id = $1`,
        [saved],
      );
      expect(draft).toEqual({ state: 'draft' });
    });

    it('runs a release once, within a second of its time, by the instances’ own timers', async () => {
      const record = await newRecord(a, admin, 'Timed on two');
      const at = secondsAhead(3_000);
      const id = await scheduledRelease(admin, 'Timed on two', at, [
        { kind: 'record', itemId: record },
      ]);
      const end = Date.now() + 20_000;
      let row = await releaseRow(b, id);
      while (row!.status !== 'done' && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 100));
        row = await releaseRow(b, id);
      }
      expect(row!.status).toBe('done');
      const lag = row!.ranAt!.getTime() - at;
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(lag).toBeLessThan(1000);
      // Both timers fired at the time; give the later one a moment.
      await new Promise((r) => setTimeout(r, 500));
      expect(await publishes(record)).toBe(1);
      expect(await runsLogged('Timed on two')).toBe(1);
    });
  },
);
