import type { Queryable } from '../db/index.js';

/** A processing job claimed by a worker: one image version to make sizes of. */
export interface ClaimedMediaJob {
  jobId: number;
  mediaId: number;
  version: number;
  /** Counting this one. */
  attempts: number;
}

/** Due: queued and its time has come, or running with its lease run out (a worker that died). */
const DUE = `(status = 'queued' AND next_attempt_time <= localtimestamp(3))
  OR (status = 'running' AND lease_until < localtimestamp(3))`;

const ERROR_MAX = 1000;

/**
 * The media processing queue (media_job), written by the upload service and
 * worked by the media worker (services/media/worker.ts). Finishing a job
 * also says so on the file (media_file.process_state), for the file's
 * newest version only: a job of an older version never marks a newer one.
 */
export class MediaJobRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Claims up to `limit` due jobs: each becomes `running` with a lease of
   * `leaseMs` and one more attempt. Rows another worker has locked are
   * skipped, so each job is claimed by one worker.
   */
  async claim(limit: number, leaseMs: number): Promise<ClaimedMediaJob[]> {
    // Looked for first: an idle worker writes nothing.
    const due = await this.db.one(
      `SELECT 1 FROM media_job WHERE ${DUE} LIMIT 1`,
    );
    if (!due) return [];
    return this.db.query<ClaimedMediaJob>(
      `UPDATE media_job
          SET status = 'running', attempts = attempts + 1,
              lease_until = localtimestamp(3) + $2 * interval '1 millisecond'
        WHERE job_id IN (
          SELECT job_id FROM media_job WHERE ${DUE}
           ORDER BY next_attempt_time, job_id
           LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING job_id::integer AS "jobId", media_id AS "mediaId", version,
          attempts`,
      [limit, leaseMs],
    );
  }

  /** The job's sizes are made: the file is ready (when this is its newest version). */
  async done(job: ClaimedMediaJob): Promise<void> {
    await this.db.query(
      `UPDATE media_job
          SET status = 'done', lease_until = NULL, last_error = NULL,
              done_time = localtimestamp(3)
        WHERE job_id = $1`,
      [job.jobId],
    );
    await this.setState(job, 'ready', null);
  }

  /** Another attempt after `delayMs`, keeping the error; the file stays pending. */
  async retry(
    job: ClaimedMediaJob,
    delayMs: number,
    error: string,
  ): Promise<void> {
    await this.db.query(
      `UPDATE media_job
          SET status = 'queued', lease_until = NULL, last_error = $3,
              next_attempt_time = localtimestamp(3) + $2 * interval '1 millisecond'
        WHERE job_id = $1 AND status = 'running'`,
      [job.jobId, delayMs, error.slice(0, ERROR_MAX)],
    );
  }

  /** No more attempts: the job and the file are failed, saying why. */
  async fail(job: ClaimedMediaJob, error: string): Promise<void> {
    const text = error.slice(0, ERROR_MAX);
    await this.db.query(
      `UPDATE media_job
          SET status = 'failed', lease_until = NULL, last_error = $2,
              done_time = localtimestamp(3)
        WHERE job_id = $1`,
      [job.jobId, text],
    );
    await this.setState(job, 'failed', text);
  }

  /** Claimed jobs not started (the worker stopped): queued again, their attempt not counted. */
  async release(jobIds: readonly number[]): Promise<void> {
    if (!jobIds.length) return;
    await this.db.query(
      `UPDATE media_job
          SET status = 'queued', lease_until = NULL,
              attempts = greatest(attempts - 1, 0)
        WHERE job_id = ANY($1::bigint[]) AND status = 'running'`,
      [jobIds],
    );
  }

  /** Milliseconds until the next job is due (0 when one is due now), or null when none waits. */
  async msUntilNext(): Promise<number | null> {
    const row = await this.db.one<{ ms: number | string | null }>(
      `SELECT greatest(0, ceil(extract(epoch FROM (min(t) - localtimestamp(3))) * 1000)) AS ms
         FROM (SELECT min(next_attempt_time) AS t FROM media_job
                WHERE status = 'queued'
               UNION ALL
               SELECT min(lease_until) FROM media_job
                WHERE status = 'running') s`,
    );
    return row?.ms == null ? null : Number(row.ms);
  }

  private async setState(
    job: ClaimedMediaJob,
    state: 'ready' | 'failed',
    error: string | null,
  ): Promise<void> {
    await this.db.query(
      `UPDATE media_file SET process_state = $3, process_error = $4
        WHERE media_id = $1 AND version = $2
          AND (process_state IS DISTINCT FROM $3
               OR process_error IS DISTINCT FROM $4)`,
      [job.mediaId, job.version, state, error],
    );
  }
}
