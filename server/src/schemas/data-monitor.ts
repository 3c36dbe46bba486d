/** GET /monitor/data: database health and the slowest statements seen. */
import { Type } from '@sinclair/typebox';

const Num = Type.Number();
const Str = Type.String();
const Int = Type.Integer();

export const SLOW_QUERY_ORDERS = ['mean', 'total', 'count', 'max'] as const;

export const DataMonitorQuery = Type.Object({
  orderBy: Type.Optional(
    Type.Union(SLOW_QUERY_ORDERS.map((o) => Type.Literal(o))),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const DatabaseSchema = Type.Object({
  kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  /** 'PGlite' or 'PostgreSQL'. */
  product: Str,
  version: Str,
  databaseName: Str,
  sizeBytes: Num,
  size: Str,
  startTime: Type.Union([Str, Type.Null()]),
});

export const ConnectionsSchema = Type.Object({
  /** PGlite runs inside this process: one connection, no pool. */
  inProcess: Type.Boolean(),
  total: Int,
  max: Int,
  byState: Type.Array(Type.Object({ state: Str, count: Int })),
  pool: Type.Union([
    Type.Object({ total: Int, idle: Int, waiting: Int, max: Int }),
    Type.Null(),
  ]),
});

export const TableSizeSchema = Type.Object({
  schemaName: Str,
  tableName: Str,
  totalBytes: Num,
  tableBytes: Num,
  indexBytes: Num,
  rows: Type.Union([Num, Type.Null()]),
  rowsEstimated: Type.Boolean(),
});

export const SlowQuerySchema = Type.Object({
  sql: Str,
  count: Int,
  meanMs: Num,
  maxMs: Num,
  totalMs: Num,
  errors: Int,
  lastSeen: Str,
});

export const DataMonitorSchema = Type.Object({
  database: DatabaseSchema,
  connections: ConnectionsSchema,
  tables: Type.Array(TableSizeSchema),
  queries: Type.Object({
    orderBy: Str,
    since: Str,
    statements: Int,
    executions: Int,
    rows: Type.Array(SlowQuerySchema),
  }),
});
