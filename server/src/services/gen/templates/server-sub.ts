/**
 * Master-child pieces of the server templates: the child row's schemas and
 * types, and the repository methods that read, replace and delete a master's
 * child rows (RuoYi's sub template: children are deleted by the foreign key
 * and inserted again when the master is saved).
 */
import { childColumns, type GenContext } from '../context.js';
import type { GenColumn } from '../../../repositories/gen-model.js';
import type { SubContext } from '../sub-context.js';
import { commentText, sqlIdent, tsStr } from '../naming.js';

/** Select expression: numbers as float8 (one JS type on PGlite and pg), JSON as text. */
export function selectExpr(c: GenColumn): string {
  const col = `t.${sqlIdent(c.columnName)}`;
  const type = c.columnType ?? '';
  let expr = col;
  if (c.javaType === 'number' && !/^(smallint|integer)/.test(type)) {
    expr = `${col}::float8`;
  } else if (/^jsonb?$/.test(type)) {
    expr = `${col}::text`;
  }
  return `${expr} AS "${c.javaField}"`;
}

/** Route: the child row as answered and as sent. */
export function subRouteSchemas(
  sub: SubContext,
  field: (c: GenColumn) => string,
  answered: (c: GenColumn) => string,
): string[] {
  return [
    `const ${sub.entity}Schema = Type.Object({`,
    ...sub.columns.map(answered),
    `});`,
    ``,
    `const ${sub.entity}Input = Type.Object({`,
    ...childColumns(sub).map(field),
    `});`,
    ``,
  ];
}

/** Route: the children field of the add and edit bodies. */
export const subBodyField = (sub: SubContext) =>
  `  ${sub.listField}: Type.Optional(Type.Array(${sub.entity}Input, { maxItems: 1000 })),`;

/** Repository: the child row types and columns. */
export function subRepositoryTypes(sub: SubContext): string[] {
  return [
    `export interface ${sub.entity}Row {`,
    ...sub.columns.map(
      (c) =>
        `  /** ${commentText(c.columnComment || c.columnName)} */\n  ${c.javaField}?: ${c.javaType} | null;`,
    ),
    `}`,
    ``,
    `export interface ${sub.entity}Input {`,
    ...childColumns(sub).map((c) => `  ${c.javaField}?: ${c.javaType} | null;`),
    `}`,
    ``,
    `const SUB_COLUMNS = ${tsStr(sub.columns.map(selectExpr).join(', '))};`,
    ``,
  ];
}

/** Repository: the methods over the master's child rows. */
export function subRepositoryMethods(
  ctx: GenContext,
  sub: SubContext,
): string[] {
  const table = sqlIdent(sub.table.tableName);
  const fk = sqlIdent(sub.fk.columnName);
  const pkType = ctx.pk.javaType;
  const order = sqlIdent((sub.pk ?? sub.fk).columnName);
  const audit = sub.columns.some((c) => c.columnName === 'create_by');
  const pairs = [
    `['${fk}', id]`,
    ...childColumns(sub).map(
      (c) => `['${sqlIdent(c.columnName)}', r.${c.javaField}]`,
    ),
    ...(audit ? [`['create_by', createBy]`] : []),
  ];
  return [
    ``,
    `  /** The master's child rows (${commentText(sub.table.tableComment || table)}). */`,
    `  childrenOf(id: ${pkType}): Promise<${sub.entity}Row[]> {`,
    `    return this.db.query<${sub.entity}Row>(`,
    `      \`SELECT \${SUB_COLUMNS} FROM ${table} t WHERE t.${fk} = $1 ORDER BY t.${order}\`,`,
    `      [id],`,
    `    );`,
    `  }`,
    ``,
    `  /** The master's child rows become \`rows\` (the old ones are deleted). */`,
    `  async replaceChildren(`,
    `    id: ${pkType},`,
    `    rows: readonly ${sub.entity}Input[],`,
    `    ${audit ? 'createBy' : '_createBy'}: string,`,
    `  ): Promise<void> {`,
    `    await this.db.query('DELETE FROM ${table} WHERE ${fk} = $1', [id]);`,
    `    for (const r of rows) {`,
    `      await insertRow(this.db, '${table}', [${pairs.join(', ')}]);`,
    `    }`,
    `  }`,
    ``,
    `  async deleteChildren(ids: readonly ${pkType}[]): Promise<void> {`,
    `    await this.db.query('DELETE FROM ${table} WHERE ${fk} = ANY($1)', [ids]);`,
    `  }`,
  ];
}
