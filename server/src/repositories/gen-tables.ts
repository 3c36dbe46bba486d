/** gen_table / gen_table_column: the code generator's configuration. */
import type { Queryable } from '../db/index.js';
import type { GenColumn, GenTable } from './gen-model.js';
import { Lists, type PageResult } from './lib/lists.js';
import {
  dateRangeOf,
  orderByOf,
  type Page,
  type PageQuery,
} from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { updateChecked } from './lib/writes.js';

export interface GenTableFilter extends PageQuery {
  tableName?: string;
  tableComment?: string;
}

const TABLE_COLUMNS = `t.table_id AS "tableId", t.table_name AS "tableName",
  t.table_comment AS "tableComment", t.sub_table_name AS "subTableName",
  t.sub_table_fk_name AS "subTableFkName", t.class_name AS "className",
  t.tpl_category AS "tplCategory", t.tpl_web_type AS "tplWebType",
  t.package_name AS "packageName", t.module_name AS "moduleName",
  t.business_name AS "businessName", t.function_name AS "functionName",
  t.function_author AS "functionAuthor", t.gen_type AS "genType",
  t.gen_path AS "genPath", t.options, t.remark, t.version,
  t.create_by AS "createBy", t.create_time AS "createTime",
  t.update_by AS "updateBy", t.update_time AS "updateTime"`;

const COLUMN_COLUMNS = `c.column_id AS "columnId", c.table_id AS "tableId",
  c.column_name AS "columnName", coalesce(c.column_comment, '') AS "columnComment",
  c.column_type AS "columnType", c.java_type AS "javaType",
  c.java_field AS "javaField", c.is_pk AS "isPk",
  c.is_increment AS "isIncrement", c.is_required AS "isRequired",
  c.is_insert AS "isInsert", c.is_edit AS "isEdit", c.is_list AS "isList",
  c.is_query AS "isQuery", c.query_type AS "queryType",
  c.html_type AS "htmlType", c.dict_type AS "dictType", c.sort`;

const SORT = {
  columns: {
    tableName: 't.table_name',
    tableComment: 't.table_comment',
    createTime: 't.create_time',
    updateTime: 't.update_time',
  },
  fallback: 't.table_id DESC',
  tiebreak: 't.table_id',
};

/** Column values in insert order (without ids). */
const columnValues = (c: GenColumn) => [
  c.columnName,
  c.columnComment,
  c.columnType,
  c.javaType,
  c.javaField,
  c.isPk,
  c.isIncrement,
  c.isRequired,
  c.isInsert,
  c.isEdit,
  c.isList,
  c.isQuery,
  c.queryType,
  c.htmlType,
  c.dictType ?? '',
  c.sort,
];

export class GenTableRepository {
  private readonly lists: Lists;

  constructor(private readonly db: Queryable) {
    this.lists = new Lists(db, null);
  }

  list(f: GenTableFilter, page: Page): Promise<PageResult<GenTable>> {
    const range = dateRangeOf(f as Record<string, unknown>);
    const where = new SqlWhere()
      .ilike('t.table_name', f.tableName)
      .ilike('t.table_comment', f.tableComment)
      .dayRange('t.create_time', range.begin, range.end);
    return this.lists.page<GenTable>(
      {
        columns: TABLE_COLUMNS,
        from: 'gen_table t',
        tables: ['gen_table'],
        where,
        orderBy: orderByOf(f, SORT),
      },
      page,
    );
  }

  findAll(): Promise<GenTable[]> {
    return this.db.query<GenTable>(
      `SELECT ${TABLE_COLUMNS} FROM gen_table t ORDER BY t.table_id`,
    );
  }

  findById(tableId: number): Promise<GenTable | undefined> {
    return this.db.one<GenTable>(
      `SELECT ${TABLE_COLUMNS} FROM gen_table t WHERE t.table_id = $1`,
      [tableId],
    );
  }

  findByName(tableName: string): Promise<GenTable | undefined> {
    return this.db.one<GenTable>(
      `SELECT ${TABLE_COLUMNS} FROM gen_table t WHERE t.table_name = $1`,
      [tableName],
    );
  }

  /** The name of the menu generated pages go under. */
  async menuName(menuId: number): Promise<string | undefined> {
    const menu = await this.db.one<{ menuName: string }>(
      'SELECT menu_name AS "menuName" FROM sys_menu WHERE menu_id = $1',
      [menuId],
    );
    return menu?.menuName;
  }

  findByIds(ids: readonly number[]): Promise<GenTable[]> {
    return this.db.query<GenTable>(
      `SELECT ${TABLE_COLUMNS} FROM gen_table t WHERE t.table_id = ANY($1) ORDER BY t.table_id`,
      [ids],
    );
  }

  columnsOf(tableId: number): Promise<GenColumn[]> {
    return this.db.query<GenColumn>(
      `SELECT ${COLUMN_COLUMNS} FROM gen_table_column c
        WHERE c.table_id = $1 ORDER BY c.sort, c.column_id`,
      [tableId],
    );
  }

  async insert(t: GenTable, createBy: string): Promise<number> {
    const row = await this.db.one<{ tableId: number }>(
      `INSERT INTO gen_table (table_name, table_comment, class_name, tpl_category,
         tpl_web_type, package_name, module_name, business_name, function_name,
         function_author, gen_type, gen_path, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING table_id AS "tableId"`,
      [
        t.tableName,
        t.tableComment,
        t.className,
        t.tplCategory,
        t.tplWebType,
        t.packageName,
        t.moduleName,
        t.businessName,
        t.functionName,
        t.functionAuthor,
        t.genType,
        t.genPath,
        createBy,
      ],
    );
    return row!.tableId;
  }

  async insertColumn(
    tableId: number,
    c: GenColumn,
    createBy: string,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO gen_table_column (table_id, column_name, column_comment,
         column_type, java_type, java_field, is_pk, is_increment, is_required,
         is_insert, is_edit, is_list, is_query, query_type, html_type,
         dict_type, sort, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
         $15, $16, $17, $18)`,
      [tableId, ...columnValues(c), createBy],
    );
  }

  update(t: GenTable, updateBy: string): Promise<number> {
    return updateChecked(this.db, {
      table: 'gen_table',
      idColumn: 'table_id',
      id: t.tableId!,
      version: t.version,
      updateBy,
      set: {
        table_name: t.tableName,
        table_comment: t.tableComment,
        sub_table_name: t.subTableName ?? null,
        sub_table_fk_name: t.subTableFkName ?? null,
        class_name: t.className,
        tpl_category: t.tplCategory,
        tpl_web_type: t.tplWebType,
        package_name: t.packageName,
        module_name: t.moduleName,
        business_name: t.businessName,
        function_name: t.functionName,
        function_author: t.functionAuthor,
        gen_type: t.genType,
        gen_path: t.genPath,
        options: t.options,
        remark: t.remark ?? null,
      },
    });
  }

  /** Saves the editable settings of a column of the table. */
  async updateColumn(
    tableId: number,
    c: GenColumn,
    updateBy: string,
  ): Promise<void> {
    await this.db.query(
      `UPDATE gen_table_column SET column_comment = $3, java_type = $4,
         java_field = $5, is_required = $6, is_insert = $7, is_edit = $8,
         is_list = $9, is_query = $10, query_type = $11, html_type = $12,
         dict_type = $13, update_by = $14, update_time = localtimestamp(0)
       WHERE column_id = $1 AND table_id = $2`,
      [
        c.columnId,
        tableId,
        c.columnComment,
        c.javaType,
        c.javaField,
        c.isRequired,
        c.isInsert,
        c.isEdit,
        c.isList,
        c.isQuery,
        c.queryType,
        c.htmlType,
        c.dictType ?? '',
        updateBy,
      ],
    );
  }

  /** Refreshes what the database says of a column (sync), keeping its settings. */
  async refreshColumn(c: GenColumn, updateBy: string): Promise<void> {
    await this.db.query(
      `UPDATE gen_table_column SET column_comment = $2, column_type = $3,
         is_pk = $4, is_increment = $5, sort = $6, update_by = $7,
         update_time = localtimestamp(0)
       WHERE column_id = $1`,
      [
        c.columnId,
        c.columnComment,
        c.columnType,
        c.isPk,
        c.isIncrement,
        c.sort,
        updateBy,
      ],
    );
  }

  async deleteColumns(columnIds: readonly number[]): Promise<void> {
    await this.db.query(
      'DELETE FROM gen_table_column WHERE column_id = ANY($1)',
      [columnIds],
    );
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    await this.db.query(
      'DELETE FROM gen_table_column WHERE table_id = ANY($1)',
      [ids],
    );
    const rows = await this.db.query(
      'DELETE FROM gen_table WHERE table_id = ANY($1) RETURNING table_id',
      [ids],
    );
    return rows.length;
  }
}
