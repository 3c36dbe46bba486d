import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';

export type SlowQueryOrder = 'mean' | 'total' | 'count' | 'max';

export interface TableSize {
  schemaName: string;
  tableName: string;
  totalBytes: number;
  tableBytes: number;
  indexBytes: number;
  /** Planner estimate, or an exact count (rowsEstimated false). */
  rows: number | null;
  rowsEstimated: boolean;
}

export interface SlowQuery {
  sql: string;
  count: number;
  meanMs: number;
  maxMs: number;
  totalMs: number;
  errors: number;
  lastSeen: string;
}

/** GET /monitor/data `data`: database health and the slowest statements. */
export interface DataMonitor {
  database: {
    kind: 'pglite' | 'postgres';
    product: string;
    version: string;
    databaseName: string;
    sizeBytes: number;
    size: string;
    startTime: string | null;
  };
  connections: {
    /** PGlite: one connection inside the server process. */
    inProcess: boolean;
    total: number;
    max: number;
    byState: { state: string; count: number }[];
    pool: { total: number; idle: number; waiting: number; max: number } | null;
  };
  tables: TableSize[];
  queries: {
    orderBy: SlowQueryOrder;
    since: string;
    statements: number;
    executions: number;
    rows: SlowQuery[];
  };
}

/** GET /monitor/data */
export function getDataMonitor(query?: {
  orderBy?: SlowQueryOrder;
  limit?: number;
}) {
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
