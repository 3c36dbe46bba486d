/**
 * A table's generator configuration, checked and turned into the names every
 * template uses. Anything that would not make safe, valid code is refused
 * here with a message for the user (ServiceError), before any template runs.
 */
import { ServiceError } from '../../errors.js';
import type { GenColumn, GenTable } from '../../repositories/gen-model.js';
import {
  HTML_TYPES,
  QUERY_TYPES,
  TS_TYPES,
} from '../../repositories/gen-model.js';
import { isIdent, kebab, pascal } from './naming.js';
import {
  buildSubContext,
  type SubContext,
  type SubSource,
} from './sub-context.js';

/** camelCase field names; `__proto__` and friends cannot match. */
const FIELD = /^[a-z][a-zA-Z0-9]{0,62}$/;
const DICT = /^[a-z0-9_]{0,100}$/;
/** Columns the generated code fills itself. */
export const AUDIT_COLUMNS = [
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'version',
] as const;

export interface GenContext {
  table: GenTable;
  columns: GenColumn[];
  pk: GenColumn;
  moduleName: string;
  businessName: string;
  /** PascalCase entity name (`Widget`). */
  entity: string;
  /** camelCase entity name (`widget`). */
  entityVar: string;
  /** kebab-case file name of the business (`order-item`). */
  file: string;
  /** `module:business`. */
  perm: string;
  /** `/module/business`. */
  url: string;
  /** i18n namespace (`demo-order-item`). */
  ns: string;
  functionName: string;
  /** The parent menu of the generated menu. */
  parentMenuId: number;
  tree?: { code: GenColumn; parent: GenColumn; name: GenColumn };
  /** Master-child: the child table, saved with the master in one transaction. */
  sub?: SubContext;
  has: (column: (typeof AUDIT_COLUMNS)[number]) => boolean;
  /** The range-searched column, if any. */
  between?: GenColumn;
}

const refuse = (detail: string): never => {
  throw new ServiceError(500, 'gen.invalidConfig', { detail });
};

function checkColumn(c: GenColumn): void {
  if (!isIdent(c.columnName)) refuse(`column ${JSON.stringify(c.columnName)}`);
  if (!FIELD.test(c.javaField)) refuse(`field ${JSON.stringify(c.javaField)}`);
  if (!TS_TYPES.includes(c.javaType)) refuse(`type of ${c.columnName}`);
  if (!QUERY_TYPES.includes(c.queryType)) refuse(`query of ${c.columnName}`);
  if (!HTML_TYPES.includes(c.htmlType)) refuse(`display of ${c.columnName}`);
  if (!DICT.test(c.dictType ?? '')) refuse(`dictionary of ${c.columnName}`);
}

/** `sub`: the child table's configuration, for the master-child template. */
export function buildContext(
  table: GenTable,
  columns: GenColumn[],
  sub?: SubSource,
): GenContext {
  if (!isIdent(table.tableName)) refuse('table name');
  const moduleName = table.moduleName ?? '';
  const businessName = table.businessName ?? '';
  if (!isIdent(moduleName) || moduleName.length > 30) refuse('module name');
  if (!isIdent(businessName) || businessName.length > 30) {
    refuse('business name');
  }
  const functionName = (table.functionName ?? '').trim();
  if (!functionName) refuse('function name');
  for (const c of columns) checkColumn(c);
  const fields = new Set(columns.map((c) => c.javaField));
  if (fields.size !== columns.length) refuse('two columns share a field name');
  const pk = columns.find((c) => c.isPk === '1');
  if (!pk) throw new ServiceError(500, 'gen.noPrimaryKey');
  if (pk.javaType === 'boolean') refuse('primary key type');
  const between = columns.filter(
    (c) => c.isQuery === '1' && c.queryType === 'BETWEEN',
  );
  if (between.length > 1) throw new ServiceError(500, 'gen.oneBetween');
  if (between[0] && between[0].htmlType !== 'datetime') {
    throw new ServiceError(500, 'gen.betweenDatetime');
  }
  const byName = (name: string | null | undefined) =>
    columns.find((c) => c.columnName === name);
  let tree: GenContext['tree'];
  if (table.tplCategory === 'tree') {
    const code = byName(table.treeCode);
    const parent = byName(table.treeParentCode);
    const name = byName(table.treeName);
    if (!code) throw new ServiceError(500, 'gen.treeCodeEmpty');
    if (!parent) throw new ServiceError(500, 'gen.treeParentCodeEmpty');
    if (!name) throw new ServiceError(500, 'gen.treeNameEmpty');
    tree = { code, parent, name };
  }
  const names = new Set(columns.map((c) => c.columnName));
  const audit = AUDIT_COLUMNS as readonly string[];
  const typed = (flag: 'isInsert' | 'isEdit') =>
    columns.some(
      (c) =>
        c[flag] === '1' &&
        c.isIncrement !== '1' &&
        (flag === 'isInsert' || c.isPk !== '1') &&
        !audit.includes(c.columnName),
    );
  if (!typed('isInsert') || !typed('isEdit')) {
    throw new ServiceError(500, 'gen.noFormColumn');
  }
  const entity = pascal(businessName);
  const file = kebab(businessName);
  const subCtx =
    table.tplCategory === 'sub'
      ? buildSubContext(table, pk, entity, sub, checkColumn)
      : undefined;
  if (subCtx && fields.has(subCtx.listField)) {
    refuse(`field ${subCtx.listField}`);
  }
  return {
    table,
    columns,
    pk,
    moduleName,
    businessName,
    entity,
    entityVar: entity.charAt(0).toLowerCase() + entity.slice(1),
    file,
    perm: `${moduleName}:${businessName}`,
    url: `/${moduleName}/${businessName}`,
    ns: `${kebab(moduleName)}-${file}`,
    functionName,
    parentMenuId: table.parentMenuId ?? 3,
    tree,
    sub: subCtx,
    has: (column) => names.has(column),
    between: between[0],
  };
}

/** A master or child table's columns. */
type Columns = Pick<GenContext, 'columns'>;

/** Columns a user types when adding (generated keys and audit columns excluded). */
export const insertColumns = (ctx: Columns) =>
  ctx.columns.filter(
    (c) =>
      c.isInsert === '1' &&
      c.isIncrement !== '1' &&
      !(AUDIT_COLUMNS as readonly string[]).includes(c.columnName),
  );

/** Columns a user may change when editing. */
export const editColumns = (ctx: Columns) =>
  ctx.columns.filter(
    (c) =>
      c.isEdit === '1' &&
      c.isPk !== '1' &&
      c.isIncrement !== '1' &&
      !(AUDIT_COLUMNS as readonly string[]).includes(c.columnName),
  );

/** Columns of the add/edit form (insert ∪ edit, in column order). */
export const formColumns = (ctx: Columns) => {
  const ins = new Set(insertColumns(ctx));
  const edit = new Set(editColumns(ctx));
  return ctx.columns.filter((c) => ins.has(c) || edit.has(c));
};

export const listColumns = (ctx: GenContext) =>
  ctx.columns.filter((c) => c.isList === '1');

export const queryColumns = (ctx: GenContext) =>
  ctx.columns.filter((c) => c.isQuery === '1');

/** Columns of a child row (typed in the dialog's table; the key to the master is filled in). */
export const childColumns = (sub: SubContext) =>
  insertColumns(sub).filter((c) => c !== sub.fk);

/** `varchar(64)` → 64. */
export function maxLengthOf(c: GenColumn): number | undefined {
  const m = /^(?:character varying|varchar|character|char)\((\d+)\)$/.exec(
    c.columnType ?? '',
  );
  return m ? Number(m[1]) : undefined;
}

/** Whether the column holds a whole number (integer schema, InputNumber precision 0). */
export const isInteger = (c: GenColumn) =>
  /^(smallint|integer|bigint)/.test(c.columnType ?? '');
