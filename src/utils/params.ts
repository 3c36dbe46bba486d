/**
 * Query-string helpers shared by the request layer and list screens (RuoYi's
 * `params[...]` keys and date ranges, which the server reads in
 * server/src/repositories/lib/page.ts).
 */

type Scalar = string | number | boolean | bigint | Date;
export type ParamValue =
  | Scalar
  | null
  | undefined
  | ParamValue[]
  | { [key: string]: ParamValue };
export type Params = Record<string, unknown>;

function isDropped(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function scalarText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function flatten(key: string, value: unknown, out: string[]): void {
  if (isDropped(value)) return;
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [sub, subValue] of Object.entries(value as object)) {
      flatten(`${key}[${sub}]`, subValue, out);
    }
    return;
  }
  out.push(
    `${encodeURIComponent(key)}=${encodeURIComponent(scalarText(value))}`,
  );
}

/**
 * RuoYi's `tansParams`: serialise an object to `a=1&params%5BbeginTime%5D=x`.
 * Nested objects (and arrays) are flattened as `name[key]`; keys and values
 * are URL-encoded; empty strings, null and undefined are dropped.
 */
export function tansParams(params: Params | null | undefined): string {
  if (!params) return '';
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) flatten(key, value, out);
  return out.join('&');
}

export type DateRange =
  | readonly [string | undefined | null, string | undefined | null]
  | readonly string[]
  | null
  | undefined;

/**
 * Put a date range into `query.params` as `beginTime`/`endTime`, or as
 * `begin<Prop>`/`end<Prop>` when a property name is given. Returns a new
 * object; the input is not mutated.
 */
export function addDateRange<T extends object>(
  query: T,
  range: DateRange,
  propName?: string,
): T & { params: Record<string, string | undefined> } {
  const existing = (query as { params?: unknown }).params;
  const params: Record<string, string | undefined> =
    typeof existing === 'object' &&
    existing !== null &&
    !Array.isArray(existing)
      ? { ...(existing as Record<string, string | undefined>) }
      : {};
  const [begin, end] = Array.isArray(range) ? range : [];
  const beginKey = propName === undefined ? 'beginTime' : `begin${propName}`;
  const endKey = propName === undefined ? 'endTime' : `end${propName}`;
  params[beginKey] = begin ?? undefined;
  params[endKey] = end ?? undefined;
  return { ...query, params };
}
