/**
 * Rows written after the response, gathered for `delayMs` and written in one
 * statement (the operation log: under load one INSERT per request was as
 * many round trips as the requests themselves). A failed batch is written
 * again row by row, so one bad row loses itself only.
 */
export class WriteBatch<T> {
  private queue: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly write: (rows: T[]) => Promise<void>,
    private readonly onError: (err: unknown) => void,
    private readonly delayMs = 20,
    private readonly max = 200,
  ) {}

  add(row: T) {
    this.queue.push(row);
    if (this.queue.length >= this.max) this.drain();
    else this.timer ??= setTimeout(() => this.drain(), this.delayMs);
  }

  /** Resolves once every row added so far has been written (tests, shutdown). */
  async flush(): Promise<void> {
    this.drain();
    while (this.writing.size > 0) await Promise.allSettled([...this.writing]);
  }

  private drain() {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length > 0) {
      const rows = this.queue.splice(0, this.max);
      const task = this.writeAll(rows).finally(() => this.writing.delete(task));
      this.writing.add(task);
    }
  }

  private async writeAll(rows: T[]) {
    try {
      await this.write(rows);
    } catch (err) {
      if (rows.length === 1) return this.onError(err);
      for (const row of rows) {
        await this.write([row]).catch(this.onError);
      }
    }
  }
}
