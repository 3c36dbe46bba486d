/**
 * Named views into the types generated from the server's OpenAPI document
 * (./generated/openapi/, one file per tag, written by `npm run api-types`):
 * the answer, body, query, `data` or list row of one operation, picked by
 * path and method.
 */
import type { PageQuery } from './api';
import type { paths } from './generated/openapi';

type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON answer of `M P`. */
export type ApiAnswer<P extends ApiPath, M extends Method = 'get'> =
  Operation<P, M> extends {
    responses: { 200: { content: { 'application/json': infer A } } };
  }
    ? A
    : never;

/** The JSON body of `M P`. */
export type ApiBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends {
    requestBody?: { content: { 'application/json': infer B } };
  }
    ? B
    : never;

/** The query parameters of `M P`. */
export type ApiQuery<P extends ApiPath, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Q } }
    ? NonNullable<Q>
    : never;

/** The `data` of the answer of `M P`. */
export type ApiData<P extends ApiPath, M extends Method = 'get'> =
  ApiAnswer<P, M> extends { data?: infer D } ? NonNullable<D> : never;

/** One row of the `{rows, total}` answer of `GET P`. */
export type ApiRow<P extends ApiPath> =
  ApiAnswer<P> extends { rows?: (infer R)[] } ? R : never;

/**
 * The filters of the list `GET P`: its own query fields beside the paging
 * and date-range ones, which PageQuery types (`params` as an object).
 */
export type ListQuery<P extends ApiPath> = PageQuery &
  Omit<ApiQuery<P>, keyof PageQuery | `params[${string}]`>;

/**
 * A row that a form also edits: keys `K` (its id, and what the form leaves
 * empty until chosen) are optional.
 */
export type FormRow<R, K extends keyof R> = Omit<R, K> & Partial<Pick<R, K>>;
