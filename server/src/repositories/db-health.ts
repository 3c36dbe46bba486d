/**
 * Database health for the data monitor: version, size, connections and the
 * largest tables. Read-only catalogue queries, the same on PGlite and
 * PostgreSQL (sizes as float8 so both drivers answer numbers).
 */
import type { Queryable } from '../db/index.js';

export interface DbOverview {
  version: string;
  databaseName: string;
  sizeBytes: number;
  startTime: string | null;
  maxConnections: number;
}

export interface ConnectionCount {
  state: string;
  count: number;
}

export interface TableSize {
  schemaName: string;
  tableName: string;
  totalBytes: number;
  tableBytes: number;
  indexBytes: number;
  /** Planner estimate; counted when the table was never analysed and small. */
  rows: number | null;
  rowsEstimated: boolean;
}

/** Tables up to this size are counted exactly when no estimate exists. */
const COUNT_LIMIT_BYTES = 8 * 1024 * 1024;

export class DbHealthRepository {
  constructor(private readonly db: Queryable) {}

  async overview(): Promise<DbOverview> {
    const row = await this.db.one<DbOverview>(
      `SELECT version() AS version,
              current_database() AS "databaseName",
              pg_database_size(current_database())::float8 AS "sizeBytes",
              to_char(pg_postmaster_start_time(), 'YYYY-MM-DD HH24:MI:SS')
                AS "startTime",
              current_setting('max_connections')::int AS "maxConnections"`,
    );
    return row!;
  }

  /** Sessions of this database by state (PostgreSQL's pg_stat_activity). */
  connections(): Promise<ConnectionCount[]> {
    return this.db.query<ConnectionCount>(
      `SELECT coalesce(state, 'background') AS state, count(*)::int AS count
         FROM pg_stat_activity
        WHERE datname = current_database()
        GROUP BY 1
        ORDER BY 2 DESC, 1`,
    );
  }

  /** The `limit` largest tables (heap + TOAST + indexes) outside the catalogues. */
  tables(limit: number): Promise<TableSize[]> {
    return this.db.query<TableSize>(
      `SELECT n.nspname AS "schemaName",
              c.relname AS "tableName",
              pg_total_relation_size(c.oid)::float8 AS "totalBytes",
              pg_relation_size(c.oid)::float8 AS "tableBytes",
              pg_indexes_size(c.oid)::float8 AS "indexBytes",
              CASE
                WHEN c.reltuples >= 0 THEN c.reltuples::float8
                WHEN pg_relation_size(c.oid) <= $2
                 AND has_table_privilege(c.oid, 'SELECT') THEN substring(
                  query_to_xml(
                    format('SELECT count(*) AS n FROM %I.%I',
                           n.nspname, c.relname),
                    false, true, '')::text
                  FROM '<n>(\\d+)</n>')::float8
              END AS rows,
              c.reltuples >= 0 AS "rowsEstimated"
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'm')
          AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg\\_toast%'
          AND n.nspname NOT LIKE 'pg\\_temp%'
        ORDER BY pg_total_relation_size(c.oid) DESC, c.relname
        LIMIT $1`,
      [limit, COUNT_LIMIT_BYTES],
    );
  }
}
