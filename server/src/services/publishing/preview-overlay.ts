/**
 * What a preview draws: the rows visitors would see once a preview link's
 * items are published, over the rows they see now, read without writing
 * anything they see.
 *
 * The rows are made by the kinds' own publishing code (`apply`, then the
 * published flag) inside a transaction that is always rolled back, on
 * temporary copies of the rows involved: a temporary table is found before
 * the real one of the same name, so no real row is written or locked and no
 * content generation moves. Reads then see those rows through common table
 * expressions named like the tables they stand in for.
 */
import type { Queryable } from '../../db/index.js';
import type { AppRepositories } from '../../repositories/index.js';
import { KINDS, setPublished, type ContentKind, type Data } from './kinds.js';

/** One item of a link: its draft's data, or an item taken off the site. */
export interface PreviewItem {
  kind: ContentKind;
  itemId: number;
  action: 'publish' | 'unpublish';
  /** The draft's data (publish). */
  data?: Data;
}

/** The published rows (whole table rows as JSON) by table, and their ids. */
export interface Overlay {
  table: string;
  idColumn: string;
  ids: number[];
  rows: unknown[];
}

/** Thrown to roll the transaction back once the rows are read. */
const ROLL_BACK = Symbol('roll back');

/** Who a preview's rows are written by (never stored). */
const PREVIEW_BY = 'preview';

/**
 * The rows the items' tables hold once the items are published (their
 * drafts written, or taken off the site), one overlay per table.
 */
export async function overlaysOf(
  repos: AppRepositories,
  items: readonly PreviewItem[],
): Promise<Overlay[]> {
  if (!items.length) return [];
  const byTable = new Map<string, PreviewItem[]>();
  for (const item of items) {
    const { table } = KINDS[item.kind];
    byTable.set(table, [...(byTable.get(table) ?? []), item]);
  }
  const overlays: Overlay[] = [];
  try {
    await repos.transaction(async (r, tx) => {
      for (const [table, list] of byTable) {
        const def = KINDS[list[0]!.kind];
        // Navigation: every column (moving one reads its new parent). The
        // ids are integers; the real table is named before the copy exists.
        const ids = list.map((i) => Math.trunc(i.itemId)).join(',');
        const only =
          def.kind === 'navigation'
            ? ''
            : ` WHERE ${def.idColumn} = ANY('{${ids}}'::int[])`;
        await tx.exec(
          `CREATE TEMP TABLE ${table} ON COMMIT DROP AS
             SELECT * FROM ${table}${only}`,
        );
      }
      for (const item of items) {
        const def = KINDS[item.kind];
        const publish = item.action === 'publish';
        if (publish) await def.apply(r, item.itemId, item.data!, PREVIEW_BY);
        await setPublished(tx, def, [item.itemId], publish);
      }
      for (const [table, list] of byTable) {
        const { idColumn } = KINDS[list[0]!.kind];
        const ids = list.map((i) => i.itemId);
        const rows = await tx.query<{ row: unknown }>(
          `SELECT to_jsonb(t) AS row FROM ${table} t
            WHERE ${idColumn} = ANY($1::int[])`,
          [ids],
        );
        overlays.push({ table, idColumn, ids, rows: rows.map((x) => x.row) });
      }
      throw ROLL_BACK;
    });
  } catch (err) {
    if (err !== ROLL_BACK) throw err;
  }
  return overlays;
}

/**
 * `db` with each overlay's rows in place of its table's rows of the same
 * ids, for every statement (read-only statements: the public site's).
 */
export function overlaidDb(db: Queryable, overlays: Overlay[]): Queryable {
  if (!overlays.length) return db;
  const withOverlays = (sql: string, params: unknown[]) => {
    const extra: unknown[] = [];
    const ctes = overlays.map((o) => {
      extra.push(o.ids, JSON.stringify(o.rows));
      const ids = `$${params.length + extra.length - 1}`;
      const rows = `$${params.length + extra.length}`;
      return `${o.table} AS (
        SELECT * FROM ${o.table} WHERE ${o.idColumn} <> ALL(${ids}::int[])
        UNION ALL
        SELECT * FROM jsonb_populate_recordset(NULL::${o.table}, ${rows}::jsonb))`;
    });
    const own = /^\s*WITH\s+/i.exec(sql);
    const text = own
      ? `WITH ${ctes.join(', ')}, ${sql.slice(own[0].length)}`
      : `WITH ${ctes.join(', ')} ${sql}`;
    return { text, all: [...params, ...extra] };
  };
  return {
    query<T>(sql: string, params: unknown[] = []) {
      const { text, all } = withOverlays(sql, params);
      return db.query<T>(text, all);
    },
    one<T>(sql: string, params: unknown[] = []) {
      const { text, all } = withOverlays(sql, params);
      return db.one<T>(text, all);
    },
    exec: (sql: string) => db.exec(sql),
  };
}
