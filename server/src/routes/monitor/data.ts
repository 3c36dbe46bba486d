/** Data monitor (/monitor/data): database health and the slowest queries seen. */
import { type Static } from '@sinclair/typebox';
import { AjaxData, AjaxResult } from '../../schemas/common.js';
import {
  DataMonitorQuery,
  DataMonitorSchema,
} from '../../schemas/data-monitor.js';
import { formatBytes, localDateTime } from '../../services/server-info.js';
import type { RouteApp } from '../lib/route-app.js';

type DataMonitorQuery = Static<typeof DataMonitorQuery>;

/** Largest tables listed. */
const TABLE_LIMIT = 50;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

export default async function dataMonitorRoutes(app: RouteApp) {
  const health = app.repos.dbHealth;

  /** Connections: pg_stat_activity and the pool, or PGlite's one. */
  async function connections() {
    const pool = app.db.poolStats?.() ?? null;
    if (app.db.kind === 'pglite') {
      return {
        inProcess: true,
        total: 1,
        max: 1,
        byState: [{ state: 'active', count: 1 }],
        pool,
      };
    }
    const byState = await health.connections();
    return {
      inProcess: false,
      total: byState.reduce((n, s) => n + s.count, 0),
      max: 0,
      byState,
      pool,
    };
  }

  app.get(
    '/monitor/data',
    {
      config: { permission: 'monitor:druid:list' },
      schema: {
        querystring: DataMonitorQuery,
        response: { 200: AjaxData(DataMonitorSchema) },
      },
    },
    async (req) => {
      const orderBy = req.query.orderBy ?? 'mean';
      const overview = await health.overview();
      const conns = await connections();
      if (!conns.inProcess) conns.max = overview.maxConnections;
      const tables = await health.tables(TABLE_LIMIT);
      const stats = app.db.stats;
      const summary = stats.summary();
      const data = {
        database: {
          kind: app.db.kind,
          product: app.db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
          version: overview.version,
          databaseName: overview.databaseName,
          sizeBytes: overview.sizeBytes,
          size: formatBytes(overview.sizeBytes),
          startTime: app.db.kind === 'pglite' ? null : overview.startTime,
        },
        connections: conns,
        tables,
        queries: {
          orderBy,
          since: localDateTime(new Date(summary.since)),
          statements: summary.statements,
          executions: summary.executions,
          rows: stats.top(orderBy, req.query.limit ?? 20).map((s) => ({
            sql: s.sql,
            count: s.count,
            meanMs: round3(s.totalMs / s.count),
            maxMs: round3(s.maxMs),
            totalMs: round3(s.totalMs),
            errors: s.errors,
            lastSeen: localDateTime(new Date(s.lastSeen)),
          })),
        },
      };
      return { code: 200, msg: req.t('common.success'), data };
    },
  );

  app.delete(
    '/monitor/data/queries',
    {
      config: {
        permission: 'monitor:druid:list',
        log: { title: 'Data monitor', businessType: 'CLEAN' },
      },
      schema: { response: { 200: AjaxResult } },
    },
    async function resetQueryStats(req) {
      app.db.stats.reset();
      return { code: 200, msg: req.t('monitor.data.statsReset') };
    },
  );
}
