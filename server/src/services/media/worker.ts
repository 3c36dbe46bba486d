/**
 * The media worker, one in every instance (docs/media.md, Processing).
 *
 * - A tick claims one due job at a time (queued and due, or running with a
 *   lease run out) with `FOR UPDATE SKIP LOCKED`, so of several instances
 *   exactly one processes each image version; claiming counts an attempt
 *   and sets a lease.
 * - Each claimed job is processed: then `done` and the file `ready`; else
 *   queued again after a growing pause with the error in last_error, or,
 *   after MAX_ATTEMPTS attempts (or an image that cannot be read at all),
 *   `failed`, the file too, with the error in process_error.
 * - Its loop (timer, wake, stop) is infra/polling-worker.ts's.
 * - `stop()` ends the timer and waits for the tick in progress: the job
 *   being processed is finished, none is started after it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type {
  ClaimedMediaJob,
  MediaJobRepository,
} from '../../repositories/media-jobs.js';
import { PollingWorker } from '../infra/polling-worker.js';
import { PermanentMediaError } from './process-image.js';

export const DEFAULT_MEDIA_POLL_MS = 15_000;
/** Attempts of a job before the file is marked failed. */
export const MAX_ATTEMPTS = 3;
/** Pauses after the 1st and 2nd failed attempt. */
export const RETRY_PAUSES_MS = [30_000, 5 * 60_000];
/**
 * Long enough for the largest image accepted on a busy machine: no other
 * worker takes a job still in progress, and one whose worker died is taken
 * again after it.
 */
const LEASE_MS = 10 * 60_000;

export interface MediaWorkerDeps {
  jobs: MediaJobRepository;
  /** Makes the sizes of the job's image version. */
  process: (job: ClaimedMediaJob) => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  pollMs?: number;
  /** Tests: shorter pauses between attempts. */
  retryPausesMs?: readonly number[];
}

export class MediaWorker extends PollingWorker {
  constructor(private readonly deps: MediaWorkerDeps) {
    super({
      name: 'media worker',
      log: deps.log,
      pollMs: deps.pollMs ?? DEFAULT_MEDIA_POLL_MS,
    });
  }

  /** Processes every due job. */
  protected async work(): Promise<number> {
    let handled = 0;
    while (!this.closed) {
      const [job] = await this.deps.jobs.claim(1, LEASE_MS);
      if (!job) break;
      await this.processOne(job);
      handled += 1;
    }
    return handled;
  }

  protected msUntilNext(): Promise<number | null> {
    return this.deps.jobs.msUntilNext();
  }

  private async processOne(job: ClaimedMediaJob): Promise<void> {
    const { jobs, log } = this.deps;
    try {
      await this.deps.process(job);
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      log.warn(
        { err, mediaId: job.mediaId, version: job.version },
        'media processing failed',
      );
      if (err instanceof PermanentMediaError || job.attempts >= MAX_ATTEMPTS) {
        await jobs.fail(job, text);
      } else {
        await jobs.retry(job, this.pauseMs(job.attempts), text);
      }
      return;
    }
    await jobs.done(job);
  }

  private pauseMs(attempts: number): number {
    const pauses = this.deps.retryPausesMs ?? RETRY_PAUSES_MS;
    return pauses[Math.min(Math.max(attempts, 1), pauses.length) - 1];
  }
}
