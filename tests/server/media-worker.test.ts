/**
 * The media worker's queue (docs/media.md, Processing): a failing job is
 * tried three times with pauses, then the file is failed with the error;
 * stop() finishes the job in progress; with two instances on one
 * PostgreSQL each image version is processed exactly once (that part runs
 * in the PostgreSQL pass).
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MediaJobRepository,
  type ClaimedMediaJob,
} from '../../server/src/repositories/media-jobs.js';
import { processImage } from '../../server/src/services/media/process-image.js';
import { MediaWorker } from '../../server/src/services/media/worker.js';
import { createTestApp, isPostgresMode, type TestApp } from './helpers/app.js';
import { startInstances } from './helpers/instances.js';
import {
  clearQueue,
  fileStateOf,
  jobOf,
  queueImage,
  waitProcessed,
} from './helpers/media-jobs.js';

const quiet = { error: () => undefined, warn: () => undefined };

const smallPng = (i: number) =>
  sharp({
    create: {
      width: 400 + i,
      height: 300,
      channels: 3,
      background: { r: i * 20, g: 120, b: 200 },
    },
  })
    .png()
    .toBuffer();

/** A worker over `app`'s database and blob store, counting what it processes. */
function countingWorker(
  app: FastifyInstance,
  counts: Map<number, number>,
  opts: { retryPausesMs?: number[]; before?: () => Promise<void> } = {},
) {
  return new MediaWorker({
    jobs: new MediaJobRepository(app.db),
    process: async (job: ClaimedMediaJob) => {
      counts.set(job.mediaId, (counts.get(job.mediaId) ?? 0) + 1);
      await opts.before?.();
      return processImage(
        { db: app.db, blobs: app.blobs },
        job.mediaId,
        job.version,
      );
    },
    log: quiet,
    pollMs: 100,
    retryPausesMs: opts.retryPausesMs,
  });
}

describe('media worker', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    // Only the workers each test makes take jobs, only the tests' own.
    await t.app.mediaWorker.stop();
    await clearQueue(t.app);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it('tries a failing job three times with pauses, then fails the file saying why', async () => {
    // The original is missing from the blob store: every attempt fails.
    const { mediaId, key } = await queueImage(t.app, await smallPng(1), {
      storeBytes: false,
    });
    const counts = new Map<number, number>();
    const worker = countingWorker(t.app, counts, { retryPausesMs: [150, 300] });
    const started = Date.now();
    worker.start();
    try {
      const state = await waitProcessed(t.app, mediaId, 30_000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(counts.get(mediaId)).toBe(3);
      expect(state.processState).toBe('failed');
      expect(state.processError).toBe(`The original ${key} is missing`);
      expect(await jobOf(t.app, mediaId)).toEqual({
        status: 'failed',
        attempts: 3,
        lastError: `The original ${key} is missing`,
      });
    } finally {
      await worker.stop();
    }
  });

  it('keeps the file pending between attempts and makes its sizes once one succeeds', async () => {
    const data = await smallPng(2);
    const { mediaId, key } = await queueImage(t.app, data, {
      ext: 'png',
      storeBytes: false,
    });
    const counts = new Map<number, number>();
    const worker = countingWorker(t.app, counts, {
      retryPausesMs: [60_000],
    });
    try {
      await worker.tick();
      expect(await jobOf(t.app, mediaId)).toMatchObject({
        status: 'queued',
        attempts: 1,
      });
      expect((await fileStateOf(t.app, mediaId)).processState).toBe('pending');
      // The bytes arrive; the job is due again now.
      await t.app.blobs.put(key, data, 'image/png');
      await t.app.db.query(
        `UPDATE media_job SET next_attempt_time = localtimestamp(3)
          WHERE media_id = $1`,
        [mediaId],
      );
      await worker.tick();
      expect(await fileStateOf(t.app, mediaId)).toEqual({
        processState: 'ready',
        processError: null,
      });
      expect(await jobOf(t.app, mediaId)).toEqual({
        status: 'done',
        attempts: 2,
        lastError: null,
      });
    } finally {
      await worker.stop();
    }
  });

  it('leaves no sizes behind of a file deleted while they were made', async () => {
    const { mediaId } = await queueImage(t.app, await smallPng(5), {
      ext: 'png',
    });
    // Deleted (its rows, as the library's delete does) once its original is read.
    const blobs = Object.create(t.app.blobs) as typeof t.app.blobs;
    blobs.get = async (key) => {
      const blob = await t.app.blobs.get(key);
      for (const table of ['media_file', 'media_version', 'media_job']) {
        await t.app.db.query(`DELETE FROM ${table} WHERE media_id = $1`, [
          mediaId,
        ]);
      }
      return blob;
    };
    const worker = new MediaWorker({
      jobs: new MediaJobRepository(t.app.db),
      process: (job) =>
        processImage({ db: t.app.db, blobs }, job.mediaId, job.version),
      log: quiet,
    });
    await worker.tick();
    await worker.stop();
    const rows = await t.app.db.query(
      'SELECT 1 FROM media_variant WHERE media_id = $1',
      [mediaId],
    );
    expect(rows).toEqual([]);
    for (const width of [320, 405]) {
      expect(
        await t.app.blobs.stat(`media/${mediaId}/v1/${width}.webp`),
      ).toBeUndefined();
    }
  });

  it('finishes the job in progress on stop() and starts no other', async () => {
    const first = await queueImage(t.app, await smallPng(3), { ext: 'png' });
    const second = await queueImage(t.app, await smallPng(4), { ext: 'png' });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inProgress = new Promise<void>((r) => (entered = r));
    const counts = new Map<number, number>();
    const worker = countingWorker(t.app, counts, {
      before: async () => {
        entered();
        await gate;
      },
    });
    worker.start();
    await inProgress;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await fileStateOf(t.app, first.mediaId)).processState).toBe(
      'ready',
    );
    expect((await fileStateOf(t.app, second.mediaId)).processState).toBe(
      'pending',
    );
    expect(await jobOf(t.app, second.mediaId)).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
  });
});

describe.skipIf(!isPostgresMode())(
  'media worker with two instances on one PostgreSQL',
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ a, b, close } = await startInstances());
      // Replaced by counting workers below.
      await Promise.all([a.mediaWorker.stop(), b.mediaWorker.stop()]);
      await clearQueue(a);
    }, 180_000);

    afterAll(() => close?.());

    it('processes each of 8 images exactly once with both workers running', async () => {
      const queued = [];
      for (let i = 0; i < 8; i++) {
        queued.push(await queueImage(a, await smallPng(i), { ext: 'png' }));
      }
      const counts = new Map<number, number>();
      // A pause in each job keeps both workers busy at the same time.
      const slow = () => new Promise<void>((r) => setTimeout(r, 50));
      const workers = [
        countingWorker(a, counts, { before: slow }),
        countingWorker(b, counts, { before: slow }),
      ];
      const byWorker = await Promise.all(workers.map((w) => w.tick()));
      await Promise.all(workers.map((w) => w.stop()));
      for (const q of queued) {
        expect(counts.get(q.mediaId)).toBe(1);
        expect((await fileStateOf(a, q.mediaId)).processState).toBe('ready');
        expect(await jobOf(a, q.mediaId)).toMatchObject({
          status: 'done',
          attempts: 1,
        });
      }
      expect(byWorker[0] + byWorker[1]).toBe(8);
      // Both took a share, and what one stored the other instance reads.
      expect(Math.min(...byWorker)).toBeGreaterThan(0);
      const variant = await b.db.one<{ key: string }>(
        `SELECT storage_key AS key FROM media_variant
          WHERE media_id = $1 AND format = 'webp' ORDER BY width LIMIT 1`,
        [queued[0].mediaId],
      );
      expect((await b.blobs.get(variant!.key))?.contentType).toBe('image/webp');
    });
  },
);
