import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';
import type { ApiData, ApiQuery } from '@/types/openapi';

export type SlowQueryOrder = NonNullable<ApiQuery<'/monitor/data'>['orderBy']>;

type DataAnswer = ApiData<'/monitor/data'>;

/**
 * GET /monitor/data `data`: database health and the slowest statements.
 * connections.inProcess: PGlite, one connection inside the server process.
 * The document types queries.orderBy as any string; it is the order asked.
 */
export type DataMonitor = Omit<DataAnswer, 'queries'> & {
  queries: Omit<DataAnswer['queries'], 'orderBy'> & {
    orderBy: SlowQueryOrder;
  };
};

/** rows: a planner estimate, or an exact count (rowsEstimated false). */
export type TableSize = DataMonitor['tables'][number];

export type SlowQuery = DataMonitor['queries']['rows'][number];

/** GET /monitor/data */
export function getDataMonitor(query?: ApiQuery<'/monitor/data'>) {
  return request<AjaxResult<DataMonitor>>({
    url: '/monitor/data',
    method: 'get',
    params: query,
  });
}

/** DELETE /monitor/data/queries: starts the statement statistics afresh. */
export function resetQueryStats() {
  return request<AjaxResult>({
    url: '/monitor/data/queries',
    method: 'delete',
  });
}
