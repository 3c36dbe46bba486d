/**
 * The mock data as models: one per table, made from its seed. Handlers read
 * and write rows through their model (list, find, create, update, remove);
 * `reset()` puts the seed back. A new screen's data is one more model.
 */
export class Model<T extends object, K extends keyof T & string> {
  rows: T[] = [];

  constructor(
    /** The id field, numbered on from the highest (from `firstId` at least). */
    readonly key: K,
    private readonly seed: () => T[],
    private readonly firstId = 1,
  ) {
    this.reset();
  }

  reset(): void {
    this.rows = this.seed();
  }

  find(id: T[K]): T | undefined {
    return this.rows.find((row) => row[this.key] === id);
  }

  /** The row as stored, with the next id. */
  create(values: Omit<T, K>): T {
    const ids = this.rows.map((row) => Number(row[this.key]));
    const id = Math.max(this.firstId - 1, ...ids) + 1;
    const row = { ...values, [this.key]: id } as T;
    this.rows.push(row);
    return row;
  }

  /** Merges `patch` into the row; undefined when there is none. */
  update(id: T[K], patch: Partial<T>): T | undefined {
    const i = this.rows.findIndex((row) => row[this.key] === id);
    if (i < 0) return undefined;
    this.rows[i] = { ...this.rows[i], ...patch, [this.key]: id };
    return this.rows[i];
  }

  /** How many of `ids` there were. */
  remove(ids: T[K][]): number {
    const before = this.rows.length;
    this.rows = this.rows.filter((row) => !ids.includes(row[this.key]));
    return before - this.rows.length;
  }
}

/** One page of `rows`, as a list answer: the query's pageNum and pageSize. */
export function pageOf<T>(
  rows: T[],
  query: URLSearchParams,
): { rows: T[]; total: number } {
  const pageNum = Number(query.get('pageNum') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  return {
    rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: rows.length,
  };
}
