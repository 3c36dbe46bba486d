/** Template: the repository (`server/src/repositories/<module>-<business>.ts`). */
import {
  editColumns,
  formColumns,
  insertColumns,
  queryColumns,
  type GenContext,
} from '../context.js';
import { commentText, pascal, sqlIdent, tsStr } from '../naming.js';
import {
  selectExpr,
  subRepositoryMethods,
  subRepositoryTypes,
} from './server-sub.js';

const OPS: Record<string, string> = {
  NE: '<>',
  GT: '>',
  GTE: '>=',
  LT: '<',
  LTE: '<=',
};

function filterLines(ctx: GenContext): string[] {
  const lines: string[] = [];
  for (const c of queryColumns(ctx)) {
    const col = tsStr(`t.${sqlIdent(c.columnName)}`);
    const v = `f.${c.javaField}`;
    switch (c.queryType) {
      case 'LIKE':
        lines.push(`    w.ilike(${col}, ${v});`);
        break;
      case 'BETWEEN': {
        const p = pascal(c.javaField);
        lines.push(
          `    const range = dateRangeOf(f as Record<string, unknown>, '${p}');`,
          `    w.dayRange(${col}, range.begin, range.end);`,
        );
        break;
      }
      case 'EQ':
        lines.push(`    w.eq(${col}, ${v});`);
        break;
      default:
        lines.push(`    compare(w, ${col}, '${OPS[c.queryType]}', ${v});`);
    }
  }
  return lines;
}

export function serverRepository(ctx: GenContext): string {
  const { entity, pk, tree, sub } = ctx;
  const table = sqlIdent(ctx.table.tableName);
  const pkCol = sqlIdent(pk.columnName);
  const pkType = pk.javaType;
  const ins = insertColumns(ctx);
  const edit = editColumns(ctx).filter((c) => c !== pk);
  const queries = queryColumns(ctx);
  const usesCompare = queries.some((c) => c.queryType in OPS);
  const usesRange = queries.some((c) => c.queryType === 'BETWEEN');
  const columnsSql = ctx.columns.map(selectExpr).join(', ');
  const orderBy = tree
    ? `ORDER BY t.${sqlIdent(tree.parent.columnName)}, t.${pkCol}`
    : `ORDER BY t.${pkCol} DESC`;

  // Empty values are left out of the INSERT: their columns take the default.
  const insertPairs = [
    ...ins.map((c) => `['${sqlIdent(c.columnName)}', r.${c.javaField}]`),
    ...(ctx.has('create_by') ? [`['create_by', createBy]`] : []),
  ];
  const needsUpdateBy = ctx.has('update_by');
  const version = ctx.has('version');
  const sets = edit.map((c, i) => `${sqlIdent(c.columnName)} = $${i + 2}`);
  // A cleared date arrives as '' (a null body value coerced to the string type).
  const updateParams = [
    'id',
    ...edit.map((c) =>
      c.htmlType === 'datetime'
        ? `r.${c.javaField} || null`
        : `r.${c.javaField} ?? null`,
    ),
  ];
  if (ctx.has('update_by')) {
    updateParams.push('updateBy');
    sets.push(`update_by = $${updateParams.length}`);
  }
  if (ctx.has('update_time')) sets.push('update_time = localtimestamp(0)');
  if (ctx.has('version')) sets.push('version = version + 1');

  const lib = [
    ...(usesRange ? ['dateRangeOf'] : []),
    ...(tree ? [] : ['type Page']),
    'type PageQuery',
  ];
  const createBy = ctx.has('create_by') ? 'createBy' : '_createBy';
  const updateBy = needsUpdateBy ? 'updateBy' : '_updateBy';
  return [
    `/** ${commentText(ctx.functionName)}: table ${table} (generated). */`,
    `import type { Queryable } from '../db/index.js';`,
    `import { Lists${tree ? '' : ', type PageResult'} } from './lib/lists.js';`,
    `import { ${lib.join(', ')} } from './lib/page.js';`,
    `import { SqlWhere } from './lib/sql-where.js';`,
    `import { insertRow } from './lib/writes.js';`,
    ``,
    `export interface ${entity}Row {`,
    ...ctx.columns.map(
      (c) =>
        `  /** ${commentText(c.columnComment || c.columnName)} */\n  ${c.javaField}?: ${c.javaType} | null;`,
    ),
    `}`,
    ``,
    `export interface ${entity}Filter extends PageQuery {`,
    ...queries.map((c) =>
      c.queryType === 'BETWEEN'
        ? `  'params[begin${pascal(c.javaField)}]'?: string;\n  'params[end${pascal(c.javaField)}]'?: string;`
        : `  ${c.javaField}?: ${c.javaType};`,
    ),
    `}`,
    ``,
    `export interface ${entity}Input {`,
    ...formColumns(ctx).map((c) => `  ${c.javaField}?: ${c.javaType} | null;`),
    `}`,
    ``,
    `const COLUMNS = ${tsStr(columnsSql)};`,
    ``,
    ...(sub ? subRepositoryTypes(sub) : []),
    ...(usesCompare
      ? [
          `/** \`column <op> value\` unless the value is empty (column and operator are constants). */`,
          `function compare(w: SqlWhere, column: string, op: string, value: unknown) {`,
          `  if (value === undefined || value === null || value === '') return;`,
          '  w.and(`${column} ${op} ${w.param(value)}`);',
          `}`,
          ``,
        ]
      : []),
    `export class ${entity}Repository {`,
    `  private readonly lists: Lists;`,
    ``,
    `  constructor(private readonly db: Queryable) {`,
    `    this.lists = new Lists(db, null);`,
    `  }`,
    ``,
    `  private spec(f: ${entity}Filter) {`,
    `    const w = new SqlWhere();`,
    ...filterLines(ctx),
    `    return {`,
    `      columns: COLUMNS,`,
    `      from: '${table} t',`,
    `      tables: ['${table}'],`,
    `      where: w,`,
    `      orderBy: '${orderBy}',`,
    `    };`,
    `  }`,
    ``,
    ...(tree
      ? []
      : [
          `  list(f: ${entity}Filter, page: Page): Promise<PageResult<${entity}Row>> {`,
          `    return this.lists.page<${entity}Row>(this.spec(f), page);`,
          `  }`,
          ``,
        ]),
    `  /** Every matching row (${tree ? 'the tree is built by the page; ' : ''}exports). */`,
    `  listAll(f: ${entity}Filter): Promise<${entity}Row[]> {`,
    `    return this.lists.all<${entity}Row>(this.spec(f));`,
    `  }`,
    ``,
    `  findById(id: ${pkType}): Promise<${entity}Row | undefined> {`,
    `    return this.db.one<${entity}Row>(`,
    `      \`SELECT \${COLUMNS} FROM ${table} t WHERE t.${pkCol} = $1\`,`,
    `      [id],`,
    `    );`,
    `  }`,
    ``,
    ...(sub
      ? [
          `  /** The new row's key. */`,
          `  async insert(r: ${entity}Input, ${createBy}: string): Promise<${pkType}> {`,
          `    const id = await insertRow<${pkType}>(`,
          `      this.db,`,
          `      '${table}',`,
          `      [${insertPairs.join(', ')}],`,
          `      '${pkCol}',`,
          `    );`,
          `    return id!;`,
          `  }`,
        ]
      : [
          `  async insert(r: ${entity}Input, ${createBy}: string): Promise<void> {`,
          `    await insertRow(this.db, '${table}', [${insertPairs.join(', ')}]);`,
          `  }`,
        ]),
    ``,
    `  /** Rows changed (0: gone${version ? ', or saved by someone else since it was loaded' : ''}). */`,
    `  async update(`,
    `    id: ${pkType},`,
    `    r: ${entity}Input,`,
    ...(version ? ['    version: number | null | undefined,'] : []),
    `    ${updateBy}: string,`,
    `  ): Promise<number> {`,
    `    const params: unknown[] = [${updateParams.join(', ')}];`,
    `    let sql = 'UPDATE ${table} SET ${sets.join(', ')} WHERE ${pkCol} = $1';`,
    ...(version
      ? [
          `    if (typeof version === 'number') {`,
          `      params.push(version);`,
          '      sql += ` AND version = $${params.length}`;',
          `    }`,
        ]
      : []),
    `    const rows = await this.db.query(\`\${sql} RETURNING ${pkCol}\`, params);`,
    `    return rows.length;`,
    `  }`,
    ``,
    `  async deleteByIds(ids: readonly ${pkType}[]): Promise<number> {`,
    `    const rows = await this.db.query(`,
    `      'DELETE FROM ${table} WHERE ${pkCol} = ANY($1) RETURNING ${pkCol}',`,
    `      [ids],`,
    `    );`,
    `    return rows.length;`,
    `  }`,
    ...(sub ? subRepositoryMethods(ctx, sub) : []),
    `}`,
    ``,
  ].join('\n');
}
