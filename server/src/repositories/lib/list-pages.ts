/**
 * Whole list pages kept in the key-value store (in process, or Redis shared
 * by every instance), so a page asked for again costs no query.
 *
 * A page is keyed by its SQL and parameters (data scope included) and the
 * write generations of every table that SQL reads, found in its text
 * (`FROM x`, `JOIN x`: the list's own table, display joins, filtering and
 * data-scope subqueries). The generations live in the same store. The bump
 * trigger of each tracked table (migrations 0004 and 0032) notifies the
 * server inside the writing transaction, and the server moves that table's
 * generation on before the write is acknowledged (db/notify.ts), so a
 * request made after a write, on any instance, never reads a page kept
 * from before it.
 *
 * A page whose SQL reads a table without the trigger, or a value that
 * changes by itself (the clock, a random number), is never kept.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { getJson, setJson, type Kv } from '../../kv/index.js';

export const PAGE_PREFIX = 'list_page:';
const GEN_PREFIX = `${PAGE_PREFIX}gen:`;
/** The notification channel of migration 0032. */
export const LIST_CHANNEL = 'list_gen';
/** How long a page lives unread-for (a bound on memory, not on staleness). */
const PAGE_TTL_SECONDS = 120;
/** Page texts whose table lists are remembered (one per list and filter shape). */
const MAX_SHAPES = 500;

const TABLE_REF = /\b(?:from|join)\s+([a-z_][a-z0-9_]*)/gi;
const VOLATILE =
  /\b(?:now|current_date|current_time|current_timestamp|localtime|localtimestamp|clock_timestamp|statement_timestamp|timeofday|random|nextval|txid_current)\b/i;

export class ListPages {
  private readonly shapes = new Map<string, string[] | null>();

  constructor(
    private readonly kv: Kv,
    /** Tables whose writes bump their generation (and notify). */
    private readonly tracked: ReadonlySet<string>,
    /** This database's identity: a shared Redis that outlives it never serves its pages. */
    private readonly dbId: string,
  ) {}

  /** Reads which tables are tracked and follows their notifications. */
  static async open(
    db: Db,
    kv: Kv,
  ): Promise<{ pages: ListPages; stop: () => void }> {
    const rows = await db.query<{ name: string }>(
      `SELECT DISTINCT c.relname AS name
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE t.tgfoid = 'sys_list_gen_bump'::regproc`,
    );
    const id = await db.one<{ gen: string }>(
      `SELECT gen::text AS gen FROM sys_list_gen WHERE table_name = '__db__'`,
    );
    const pages = new ListPages(
      kv,
      new Set(rows.map((r) => r.name)),
      id?.gen ?? '',
    );
    const stop = await db.listen(LIST_CHANNEL, (table) => pages.bump(table));
    return { pages, stop };
  }

  /**
   * Moves a table's generation on: every page that read it is out of date.
   * A missing one stays missing: it starts at the clock when next read.
   */
  async bump(table: string): Promise<void> {
    const key = GEN_PREFIX + table;
    if ((await this.kv.get(key)) !== null) await this.kv.incr(key);
  }

  /**
   * The key a page of `sql` with `params` is kept under, or null when it
   * may not be kept. Read before the page's query: a write acknowledged
   * after this read moved a generation on, so its key is never read again.
   */
  async keyOf(sql: string, params: readonly unknown[]): Promise<string | null> {
    const tables = this.tablesOf(sql);
    if (!tables) return null;
    const gens = await this.kv.mget(tables.map((t) => GEN_PREFIX + t));
    await Promise.all(
      gens.map(async (gen, i) => {
        if (gen !== null) return;
        // A missing generation (a fresh store, or the cache monitor cleared
        // it) starts at the clock, never at a number used before.
        const key = GEN_PREFIX + tables[i];
        await this.kv.setNx(key, String(Date.now()));
        gens[i] = await this.kv.get(key);
      }),
    );
    const hash = createHash('sha1')
      .update(JSON.stringify([this.dbId, tables, gens, sql, params]))
      .digest('base64url');
    return PAGE_PREFIX + hash;
  }

  get<T>(key: string): Promise<T | null> {
    return getJson<T>(this.kv, key);
  }

  keep(key: string, page: unknown): Promise<void> {
    return setJson(this.kv, key, page, PAGE_TTL_SECONDS);
  }

  /** The sorted tables `sql` reads, or null when a page of it may not be kept. */
  private tablesOf(sql: string): string[] | null {
    const known = this.shapes.get(sql);
    if (known !== undefined) return known;
    const tables = VOLATILE.test(sql)
      ? null
      : [...new Set([...sql.matchAll(TABLE_REF)].map((m) => m[1]))].sort();
    const shape =
      tables && tables.length > 0 && tables.every((t) => this.tracked.has(t))
        ? tables
        : null;
    if (this.shapes.size >= MAX_SHAPES) this.shapes.clear();
    this.shapes.set(sql, shape);
    return shape;
  }
}
