/**
 * Paging and sorting of TableDataInfo lists: the query-string schema every list
 * route spreads into its own, and the parsing of
 * pageNum/pageSize/orderByColumn/isAsc/params[beginTime]/params[endTime]. Sort
 * columns come from a per-list allow-list (camelCase → SQL column), never from
 * the request text.
 */
import { Type } from '@sinclair/typebox';
import { ServiceError } from '../../errors.js';

export const DEFAULT_PAGE_SIZE = 10;
/** Larger requests are served this many rows. */
export const MAX_PAGE_SIZE = 1000;

/** Spread into a route's querystring schema: `Type.Object({ ...PageQueryProps, … })`. */
/** Java's int, as RuoYi binds pageNum / pageSize. */
export const INT_MAX = 2_147_483_647;

export const PageQueryProps = {
  pageNum: Type.Optional(Type.Integer({ maximum: INT_MAX })),
  pageSize: Type.Optional(Type.Integer({ maximum: INT_MAX })),
  orderByColumn: Type.Optional(Type.String()),
  isAsc: Type.Optional(Type.String({ maxLength: 20 })),
  'params[beginTime]': Type.Optional(Type.String({ maxLength: 30 })),
  'params[endTime]': Type.Optional(Type.String({ maxLength: 30 })),
};

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
  orderByColumn?: string;
  isAsc?: string;
  'params[beginTime]'?: string;
  'params[endTime]'?: string;
}

export interface Page {
  pageNum: number;
  pageSize: number;
}

export function pageOf(q: PageQuery): Page {
  const pageNum = q.pageNum && q.pageNum > 0 ? Math.floor(q.pageNum) : 1;
  const size = q.pageSize && q.pageSize > 0 ? Math.floor(q.pageSize) : 0;
  return {
    pageNum,
    pageSize: Math.min(size || DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** `params[beginTime]` / `params[endTime]` (or `params[begin<Prop>]` with a prop). */
export function dateRangeOf(
  q: Record<string, unknown>,
  prop = 'Time',
): { begin?: string; end?: string } {
  const pick = (k: string) => {
    const v = q[`params[${k}]`];
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  return { begin: pick(`begin${prop}`), end: pick(`end${prop}`) };
}

const ORDER_BY_SAFE = /^[a-zA-Z0-9_ ,.]+$/;
const ORDER_BY_MAX = 500;

export interface SortSpec {
  /** camelCase field (as the client sends it) → SQL column expression. */
  columns: Record<string, string>;
  /** ORDER BY body when the client asks for none, e.g. 'p.post_sort, p.post_id'. */
  fallback: string;
  /** Unique column appended in the same direction so pages are stable. */
  tiebreak: string;
}

/**
 * `ORDER BY …` for a list. An orderByColumn that is not in the allow-list is
 * refused with the contract's message (never interpolated).
 */
export function orderByOf(q: PageQuery, spec: SortSpec): string {
  const raw = q.orderByColumn?.trim();
  if (!raw) return `ORDER BY ${spec.fallback}`;
  if (raw.length > ORDER_BY_MAX) {
    throw new ServiceError(500, 'list.orderByTooLong');
  }
  if (!ORDER_BY_SAFE.test(raw)) {
    throw new ServiceError(500, 'list.orderByInvalid');
  }
  const column = Object.prototype.hasOwnProperty.call(spec.columns, raw)
    ? spec.columns[raw]
    : undefined;
  if (!column) throw new ServiceError(500, 'list.orderByInvalid');
  const asc = (q.isAsc ?? 'asc').toLowerCase();
  const dir = asc === 'desc' || asc === 'descending' ? 'DESC' : 'ASC';
  return column === spec.tiebreak
    ? `ORDER BY ${column} ${dir}`
    : `ORDER BY ${column} ${dir}, ${spec.tiebreak} ${dir}`;
}
