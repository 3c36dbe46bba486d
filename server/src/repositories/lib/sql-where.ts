/**
 * Parameterised WHERE builder for list queries. Every value becomes a `$n`
 * parameter; empty values (undefined, null, '') are skipped, like RuoYi's
 * `<if test="x != null and x != ''">` filters.
 *
 *   const w = new SqlWhere().eq('p.status', q.status).like('p.post_name', q.postName);
 *   db.query(`SELECT … FROM sys_post p${w.sql()} ORDER BY …`, w.params);
 */
import { ServiceError } from '../../errors.js';

type Value = string | number | boolean | null | undefined;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The pattern matched and names a real calendar day and time (no 31 February, no 25:00). */
function isReal(m: RegExpExecArray | null): boolean {
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m
    .slice(1)
    .map((p) => Number(p ?? 0));
  const t = new Date(Date.UTC(y, mo - 1, d));
  return (
    y >= 1 &&
    t.getUTCFullYear() === y &&
    t.getUTCMonth() === mo - 1 &&
    t.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60
  );
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

function datePart(value: string): string {
  const v = value.trim();
  if (isReal(DATE.exec(v))) return v;
  if (isReal(DATE_TIME.exec(v))) return v.slice(0, 10);
  throw new ServiceError(500, 'list.dateInvalid', { value: v.slice(0, 30) });
}

function dateTime(value: string): { text: string; dateOnly: boolean } {
  const v = value.trim();
  if (isReal(DATE.exec(v))) return { text: v, dateOnly: true };
  if (isReal(DATE_TIME.exec(v)))
    return { text: v.replace('T', ' '), dateOnly: false };
  throw new ServiceError(500, 'list.dateInvalid', { value: v.slice(0, 30) });
}

export class SqlWhere {
  readonly params: unknown[] = [];
  private readonly conds: string[] = [];
  /** Tables read by conditions (beyond the list's own), for total caching. */
  readonly tables = new Set<string>();

  /** Adds a parameter and returns its placeholder (`$3`). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** A raw condition; put values in with `param()` first. */
  and(condition: string, ...tables: string[]): this {
    this.conds.push(condition);
    for (const t of tables) this.tables.add(t);
    return this;
  }

  eq(column: string, value: Value): this {
    if (isEmpty(value)) return this;
    return this.and(`${column} = ${this.param(value)}`);
  }

  /** Contains (`LIKE '%x%'`), with `%` and `_` in the value taken literally. */
  like(column: string, value: Value): this {
    if (isEmpty(value)) return this;
    const pattern = `%${escapeLike(String(value))}%`;
    return this.and(`${column} LIKE ${this.param(pattern)}`);
  }

  /**
   * `like()`, or the column holds one of `exact` (seeded names whose
   * translation matched the search, see i18n/demo-data.ts).
   */
  likeOrIn(column: string, value: Value, exact: readonly string[] = []): this {
    if (isEmpty(value) || exact.length === 0) return this.like(column, value);
    const pattern = `%${escapeLike(String(value))}%`;
    return this.and(
      `(${column} LIKE ${this.param(pattern)} OR ${column} = ANY(${this.param(exact)}))`,
    );
  }

  /**
   * `like()`, or `keyColumn` holds one of `keys`: the keys of stored texts
   * whose shown text (in the reader's language) matched the search
   * (services/stored-text.ts).
   */
  likeOrKeyed(
    column: string,
    value: Value,
    keyColumn: string,
    keys: readonly string[] = [],
  ): this {
    if (isEmpty(value) || keys.length === 0) return this.like(column, value);
    const pattern = `%${escapeLike(String(value))}%`;
    return this.and(
      `(${column} LIKE ${this.param(pattern)} OR ${keyColumn} = ANY(${this.param(keys)}))`,
    );
  }

  /** Case-insensitive contains. */
  ilike(column: string, value: Value): this {
    if (isEmpty(value)) return this;
    const pattern = `%${escapeLike(String(value))}%`;
    return this.and(`${column} ILIKE ${this.param(pattern)}`);
  }

  /** `column = ANY($n)`; an empty or missing list adds nothing. */
  in(column: string, values: readonly Value[] | undefined): this {
    const list = (values ?? []).filter((v) => !isEmpty(v));
    if (list.length === 0) return this;
    return this.and(`${column} = ANY(${this.param(list)})`);
  }

  /**
   * Day range on a timestamp column (the lists' `params[beginTime]` /
   * `params[endTime]`): begin day 00:00 ≤ column < the day after end. Index
   * friendly.
   */
  dayRange(column: string, begin: Value, end: Value): this {
    if (!isEmpty(begin)) {
      this.and(`${column} >= ${this.param(datePart(String(begin)))}::date`);
    }
    if (!isEmpty(end)) {
      this.and(`${column} < ${this.param(datePart(String(end)))}::date + 1`);
    }
    return this;
  }

  /**
   * Full date-time range (log lists). A date without a time covers that
   * whole day at the end of the range.
   */
  timeRange(column: string, begin: Value, end: Value): this {
    if (!isEmpty(begin)) {
      const b = dateTime(String(begin));
      this.and(`${column} >= ${this.param(b.text)}::timestamp`);
    }
    if (!isEmpty(end)) {
      const e = dateTime(String(end));
      this.and(
        e.dateOnly
          ? `${column} < ${this.param(e.text)}::date + 1`
          : `${column} <= ${this.param(e.text)}::timestamp`,
      );
    }
    return this;
  }

  get isEmpty(): boolean {
    return this.conds.length === 0;
  }

  /** `' WHERE a AND b'`, or `''` without conditions. */
  sql(): string {
    return this.conds.length ? ` WHERE ${this.conds.join(' AND ')}` : '';
  }
}
