/**
 * Write helpers shared by repositories: the optimistic-concurrency UPDATE
 * every edit goes through, an INSERT of the values given, and the uniqueness
 * probe behind the contract's "… already exists" messages.
 *
 * Concurrency: every editable table has `version integer`. Rows are sent to
 * clients with their `version`; an edit sends it back. The UPDATE matches
 * `WHERE <id> = $1 AND version = $v` and bumps the version, so when two
 * admins edit the same row the second save matches nothing and is refused
 * with `common.modifiedConcurrently` instead of overwriting.
 */
import type { Queryable } from '../../db/index.js';
import { ServiceError } from '../../errors.js';

const IDENT = /^[a-z_][a-z0-9_]*$/;

function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`not an SQL identifier: ${name}`);
  return name;
}

export interface CheckedUpdate {
  table: string;
  idColumn: string;
  id: number;
  /** The version the client loaded. Missing = a client that does not send one: no check. */
  version?: number | null;
  /** column → new value; undefined values are left unchanged. */
  set: Record<string, unknown>;
  /** Written to update_by. */
  updateBy: string;
  /** Extra condition a live row meets, e.g. `del_flag = '0'`. */
  alive?: string;
}

/**
 * UPDATE … SET …, update_by, update_time, version + 1 WHERE id AND version.
 * Throws `common.notExists` when the row is gone and
 * `common.modifiedConcurrently` when someone saved it since it was loaded.
 * Returns the new version.
 */
export async function updateChecked(
  db: Queryable,
  u: CheckedUpdate,
): Promise<number> {
  const params: unknown[] = [u.id];
  const sets: string[] = [];
  for (const [column, value] of Object.entries(u.set)) {
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${ident(column)} = $${params.length}`);
  }
  params.push(u.updateBy);
  sets.push(`update_by = $${params.length}`);
  sets.push('update_time = localtimestamp(0)', 'version = version + 1');
  const conds = [`${ident(u.idColumn)} = $1`];
  if (u.alive) conds.push(u.alive);
  const checked = typeof u.version === 'number';
  if (checked) {
    params.push(u.version);
    conds.push(`version = $${params.length}`);
  }
  const table = ident(u.table);
  const row = await db.one<{ version: number }>(
    `UPDATE ${table} SET ${sets.join(', ')} WHERE ${conds.join(' AND ')}
     RETURNING version`,
    params,
  );
  if (row) return row.version;
  const alive = await db.one(
    `SELECT 1 FROM ${table} WHERE ${ident(u.idColumn)} = $1${u.alive ? ` AND ${u.alive}` : ''}`,
    [u.id],
  );
  throw new ServiceError(
    500,
    alive && checked ? 'common.modifiedConcurrently' : 'common.notExists',
  );
}

/**
 * INSERT of one row from `[column, value]` pairs; empty values (undefined,
 * null or '') are left out so that their columns take the table's default, as
 * RuoYi's `<if test="x != null and x != ''">` inserts do. With `returning`, answers that
 * column of the new row.
 */
export async function insertRow<K = unknown>(
  db: Queryable,
  table: string,
  values: readonly (readonly [string, unknown])[],
  returning?: string,
): Promise<K | undefined> {
  const cols: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of values) {
    if (value === undefined || value === null || value === '') continue;
    params.push(value);
    cols.push(ident(column));
  }
  const body = cols.length
    ? `(${cols.join(', ')}) VALUES (${params.map((_v, i) => `$${i + 1}`).join(', ')})`
    : 'DEFAULT VALUES';
  const ret = returning ? ` RETURNING ${ident(returning)} AS id` : '';
  const row = await db.one<{ id: K }>(
    `INSERT INTO ${ident(table)} ${body}${ret}`,
    params,
  );
  return row?.id;
}

export interface UniqueProbe {
  table: string;
  column: string;
  value: unknown;
  idColumn: string;
  /** The row being edited (its own value does not count). */
  exceptId?: number | null;
  /** Further equalities: unique per parent, e.g. `{ parent_id: 100 }`. */
  within?: Record<string, unknown>;
  /** Extra condition a live row meets, e.g. `del_flag = '0'`. */
  alive?: string;
}

/** True when another live row already holds the value. */
export async function isTaken(db: Queryable, p: UniqueProbe): Promise<boolean> {
  const params: unknown[] = [p.value];
  const conds = [`${ident(p.column)} = $1`];
  for (const [column, value] of Object.entries(p.within ?? {})) {
    params.push(value);
    conds.push(`${ident(column)} = $${params.length}`);
  }
  if (typeof p.exceptId === 'number') {
    params.push(p.exceptId);
    conds.push(`${ident(p.idColumn)} <> $${params.length}`);
  }
  if (p.alive) conds.push(p.alive);
  const row = await db.one(
    `SELECT 1 FROM ${ident(p.table)} WHERE ${conds.join(' AND ')} LIMIT 1`,
    params,
  );
  return row !== undefined;
}

/** Comma-separated ids of a DELETE path (`/system/post/3,4`) → numbers, or a 500. */
export function parseIds(text: string): number[] {
  const ids = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  if (ids.length === 0 || ids.some((n) => !Number.isSafeInteger(n) || n < 1)) {
    throw new ServiceError(500, 'error.validation', {
      detail: text.slice(0, 50),
    });
  }
  return [...new Set(ids)];
}
