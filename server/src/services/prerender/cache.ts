import type { Queryable } from '../../db/index.js';

/**
 * Tables whose writes change rendered pages. Their generations (sys_list_gen,
 * bumped by a statement trigger on every write, migration 0004) key the
 * cache, so a page can never outlive a committed edit on any instance.
 */
const CONTENT_TABLES = [
  '__db__',
  'project_navigation',
  'project_nav_record',
  'project_record',
  'project_record_item',
  'project_product',
  'project_product_item',
];

/** The current content generation, e.g. `__db__:42,project_record:7,…`. */
export async function contentGeneration(db: Queryable): Promise<string> {
  const row = await db.one<{ g: string | null }>(
    `SELECT string_agg(table_name || ':' || gen, ',' ORDER BY table_name) AS g
       FROM sys_list_gen WHERE table_name = ANY($1)`,
    [CONTENT_TABLES],
  );
  return row?.g ?? '';
}

/** A small in-memory LRU of rendered documents. */
export class RenderCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly max = 500) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}
