/**
 * The database's own tables as the code generator sees them, read from
 * information_schema and the catalogue of the current schema (PGlite and
 * PostgreSQL alike). Table names are always bound parameters.
 */
import type { Queryable } from '../db/index.js';
import type { DbColumn, DbTable } from './gen-model.js';
import { Lists, type PageResult } from './lib/lists.js';
import type { Page } from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';

export interface DbTableFilter {
  tableName?: string;
  tableComment?: string;
}

/** Tables of the schema the generator may offer: not its own, not the migrations'. */
const CANDIDATES = `(
  SELECT t.table_name::text AS table_name,
         coalesce(obj_description(c.oid, 'pg_class'), '') AS table_comment
    FROM information_schema.tables t
    JOIN pg_namespace n ON n.nspname = t.table_schema
    JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = t.table_name
   WHERE t.table_schema = current_schema()
     AND t.table_type = 'BASE TABLE'
     AND t.table_name::text ~ '^[a-z_][a-z0-9_]*$'
     AND t.table_name::text NOT LIKE 'gen\\_%'
     AND t.table_name::text NOT LIKE 'qrtz\\_%'
     AND t.table_name::text <> 'schema_migrations'
) d`;

const COLUMNS = `d.table_name AS "tableName", d.table_comment AS "tableComment",
  NULL::text AS "createTime", NULL::text AS "updateTime"`;

export class GenDbRepository {
  private readonly lists: Lists;

  constructor(private readonly db: Queryable) {
    this.lists = new Lists(db, null);
  }

  /** Tables not yet imported, by name (PostgreSQL keeps no creation time). */
  listNotImported(f: DbTableFilter, page: Page): Promise<PageResult<DbTable>> {
    const where = new SqlWhere()
      .ilike('d.table_name', f.tableName)
      .ilike('d.table_comment', f.tableComment)
      .and(
        'NOT EXISTS (SELECT 1 FROM gen_table g WHERE g.table_name = d.table_name)',
      );
    return this.lists.page<DbTable>(
      {
        columns: COLUMNS,
        from: CANDIDATES,
        tables: [],
        where,
        orderBy: 'ORDER BY d.table_name',
      },
      page,
    );
  }

  /** The named tables that exist and may be imported, in the order asked. */
  async findTables(names: readonly string[]): Promise<DbTable[]> {
    const rows = await this.db.query<DbTable>(
      `SELECT ${COLUMNS} FROM ${CANDIDATES} WHERE d.table_name = ANY($1)`,
      [names],
    );
    const byName = new Map(rows.map((r) => [r.tableName, r]));
    return names.flatMap((n) => byName.get(n) ?? []);
  }

  /** Columns of one table in ordinal order. */
  columnsOf(tableName: string): Promise<DbColumn[]> {
    return this.db.query<DbColumn>(
      `SELECT c.column_name::text AS "columnName",
              coalesce(col_description(cl.oid, c.ordinal_position::int), '') AS "columnComment",
              CASE
                WHEN c.character_maximum_length IS NOT NULL
                  THEN c.data_type || '(' || c.character_maximum_length || ')'
                WHEN c.data_type = 'numeric' AND c.numeric_precision IS NOT NULL
                  THEN 'numeric(' || c.numeric_precision || ',' || coalesce(c.numeric_scale, 0) || ')'
                ELSE c.data_type
              END AS "columnType",
              c.data_type::text AS "dataType",
              c.character_maximum_length::int AS "maxLength",
              c.is_nullable = 'YES' AS "isNullable",
              c.column_default IS NOT NULL AS "hasDefault",
              (c.is_identity = 'YES' OR c.is_generated = 'ALWAYS') AS "isIdentity",
              EXISTS (
                SELECT 1 FROM information_schema.table_constraints tc
                  JOIN information_schema.key_column_usage k
                    ON k.constraint_name = tc.constraint_name
                   AND k.table_schema = tc.table_schema
                   AND k.table_name = tc.table_name
                 WHERE tc.table_schema = c.table_schema
                   AND tc.table_name = c.table_name
                   AND tc.constraint_type = 'PRIMARY KEY'
                   AND k.column_name = c.column_name
              ) AS "isPk",
              c.ordinal_position::int AS sort
         FROM information_schema.columns c
         JOIN pg_namespace n ON n.nspname = c.table_schema
         JOIN pg_class cl ON cl.relnamespace = n.oid AND cl.relname = c.table_name
        WHERE c.table_schema = current_schema() AND c.table_name = $1
        ORDER BY c.ordinal_position`,
      [tableName],
    );
  }

  /** True when a table of that name exists in the current schema. */
  async exists(tableName: string): Promise<boolean> {
    const row = await this.db.one(
      `SELECT 1 FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name = $1`,
      [tableName],
    );
    return row !== undefined;
  }
}
