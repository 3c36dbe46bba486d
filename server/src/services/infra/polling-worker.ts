/**
 * The loop of a background worker that takes due rows from a table (the
 * mail outbox, the media jobs), one worker in every instance.
 *
 * - `work()` handles what is due now; ticks never overlap (each waits for
 *   the one before).
 * - A timer then waits for the next due row (`msUntilNext()`), never longer
 *   than the poll interval, so rows queued by other instances are seen too;
 *   a row due but not claimed (another instance has it) is looked at again
 *   shortly.
 * - `wake()` ticks at once; several wakes while a tick runs make one more.
 * - `stop()` ends the timer and waits for the tick in progress; `closed`
 *   tells `work()` to start nothing more.
 */
import type { FastifyBaseLogger } from 'fastify';

const MIN_POLL_MS = 100;
/** After a tick that saw a due row it could not claim. */
const RETRY_MS = 250;

export interface PollingOptions {
  /** Names the worker in the log. */
  name: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  pollMs: number;
}

export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private wakePending = false;
  protected closed = false;

  constructor(private readonly polling: PollingOptions) {}

  /** Handles what is due; answers how many rows it handled. */
  protected abstract work(): Promise<number>;

  /** Milliseconds until the next row is due (≤ 0: now), null when none is. */
  protected abstract msUntilNext(): Promise<number | null>;

  /** Handles what is due now and sets the timer. */
  start(): void {
    this.wake();
  }

  /** Stops the timer and waits for the tick in progress. */
  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.queue;
  }

  /** Looks for due rows now. */
  wake(): void {
    if (this.closed || this.wakePending) return;
    this.wakePending = true;
    this.tick().catch((err) =>
      this.polling.log.error({ err }, `${this.polling.name} tick`),
    );
  }

  /** Handles every due row; answers how many were handled. */
  tick(): Promise<number> {
    const job = this.queue.then(async () => {
      this.wakePending = false;
      if (this.closed) return 0;
      try {
        return await this.work();
      } finally {
        await this.rearm();
      }
    });
    this.queue = job.catch(() => undefined);
    return job;
  }

  private async rearm(): Promise<void> {
    clearTimeout(this.timer);
    if (this.closed) return;
    const poll = Math.max(MIN_POLL_MS, this.polling.pollMs);
    let wait = poll;
    try {
      const ms = await this.msUntilNext();
      if (ms !== null) wait = ms <= 0 ? RETRY_MS : Math.min(ms + 5, poll);
    } catch (err) {
      this.polling.log.warn(
        { err },
        `${this.polling.name}: next due row not read`,
      );
    }
    this.timer = setTimeout(() => this.wake(), wait);
    this.timer.unref();
  }
}
