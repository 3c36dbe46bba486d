/**
 * What pasted "create table" SQL may hold, checked on PostgreSQL's own parse
 * tree: every node may carry only the fields listed here, with the values
 * listed here. Anything else is refused with a message naming the statement
 * and the clause.
 */
import type { MessageKey, MessageParams } from '../../i18n/index.js';
import { ServiceError } from '../../errors.js';
import { isIdent } from './naming.js';

/** A parse-tree node as libpg-query returns it (JSON). */
export type Node = Record<string, unknown>;
type Check = (value: unknown) => boolean;
/** Tables created so far by the pasted text → their columns. */
export type Created = Map<string, Set<string>>;

/** Column types accepted: the parser's name → the name shown in messages. */
const COLUMN_TYPES: Record<string, string> = {
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  numeric: 'numeric (decimal)',
  float4: 'real',
  float8: 'double precision',
  varchar: 'varchar',
  bpchar: 'char',
  text: 'text',
  bool: 'boolean',
  date: 'date',
  time: 'time',
  timetz: 'timetz',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  uuid: 'uuid',
  json: 'json',
  jsonb: 'jsonb',
  bytea: 'bytea',
};
const TYPE_LIST = Object.values(COLUMN_TYPES).join(', ');
const RESERVED_PREFIXES = ['sys_', 'gen_', 'pg_', 'qrtz_', 'schema_'];
/** Defaults that are the current date or time (CURRENT_DATE, LOCALTIMESTAMP(0)…). */
const TIME_DEFAULTS = new Set(
  [
    'CURRENT_DATE',
    'CURRENT_TIME',
    'CURRENT_TIMESTAMP',
    'LOCALTIME',
    'LOCALTIMESTAMP',
  ].flatMap((op) => [`SVFOP_${op}`, `SVFOP_${op}_N`]),
);

export function refuse(key: MessageKey, params?: MessageParams): never {
  throw new ServiceError(500, key, params);
}

/** At most 64 characters of a name, for messages. */
export const clip = (name: string) => name.slice(0, 64);
const any: Check = () => true;
const is =
  (expected: unknown): Check =>
  (v) =>
    v === expected;
const oneOf =
  (...values: unknown[]): Check =>
  (v) =>
    values.includes(v);
const isObject = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first field of `node` not allowed, or whose value fails its check. */
export function badField(
  node: Node,
  allowed: Record<string, Check>,
): string | undefined {
  return Object.keys(node).find(
    (k) => !Object.hasOwn(allowed, k) || !allowed[k](node[k]),
  );
}

/** The texts of a list of String nodes, or undefined if it is not one. */
export function texts(list: unknown): string[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const out = list.map((item) => {
    const s = isObject(item) ? item.String : undefined;
    return isObject(s) && Object.keys(item).length === 1
      ? String(s.sval ?? '')
      : undefined;
  });
  return out.every((s) => s !== undefined) ? (out as string[]) : undefined;
}

const isIdentList: Check = (v) => !!texts(v)?.every(isIdent);

/** A RangeVar's name, refused when it names a schema or a database. */
export function unqualified(rel: Node, n: number): string {
  const parts = [rel.catalogname, rel.schemaname, rel.relname].filter(
    (part) => part !== undefined,
  );
  if (rel.catalogname !== undefined || rel.schemaname !== undefined) {
    refuse('gen.create.qualified', { n, name: clip(parts.join('.')) });
  }
  const persistence = { t: 'TEMPORARY', u: 'UNLOGGED' }[
    String(rel.relpersistence)
  ];
  const bad = badField(rel, {
    relname: (v) => typeof v === 'string',
    inh: is(true),
    relpersistence: is('p'),
    location: any,
  });
  if (bad) {
    const clause = bad === 'relpersistence' ? persistence : undefined;
    refuse('gen.create.clause', { n, clause: clause ?? bad.toUpperCase() });
  }
  return String(rel.relname);
}

/** A new table's name: a plain identifier without a reserved prefix. */
export function newTableName(rel: Node, n: number): string {
  const name = unqualified(rel, n);
  if (!isIdent(name)) refuse('gen.create.tableName', { n, name: clip(name) });
  const prefix = RESERVED_PREFIXES.find((p) => name.startsWith(p));
  if (prefix) refuse('gen.create.reserved', { n, prefix });
  return name;
}

/** `varchar(10)`, `numeric(10, 2)`: integer modifiers only. */
const isIntList: Check = (v) =>
  Array.isArray(v) &&
  v.every((m) => {
    const c = isObject(m) ? m.A_Const : undefined;
    return isObject(c) && isObject(c.ival) && !badField(c, IVAL);
  });
const IVAL = { ival: any, location: any };

/** The parser's name of an accepted column type (no array, no %TYPE), else undefined. */
export function acceptedType(typeName: unknown): string | undefined {
  if (!isObject(typeName)) return undefined;
  const names = texts(typeName.names) ?? [];
  const name =
    names.length === 2 && names[0] === 'pg_catalog' ? names[1] : names.join();
  const fields = { names: any, typmods: isIntList, typemod: is(-1) };
  if (badField(typeName, { ...fields, location: any })) return undefined;
  return Object.hasOwn(COLUMN_TYPES, name) ? name : undefined;
}

/** How a refused type is shown: `regclass`, `integer[]`. */
export function typeLabel(typeName: unknown): {
  type: string;
  allowed: string;
} {
  const t = isObject(typeName) ? typeName : {};
  const names = (texts(t.names) ?? []).filter((s) => s !== 'pg_catalog');
  const base = COLUMN_TYPES[names.join()] ?? names.join('.');
  const type = `${t.setof ? 'SETOF ' : ''}${base}${t.pct_type ? '%TYPE' : ''}${t.arrayBounds ? '[]' : ''}`;
  return { type, allowed: TYPE_LIST };
}

/** A literal: number, string, true/false or NULL (no bit strings). */
const isLiteral: Check = (v) =>
  isObject(v) &&
  !badField(v, {
    ival: isObject,
    fval: isObject,
    sval: isObject,
    boolval: isObject,
    isnull: is(true),
    location: any,
  });

/** A DEFAULT: a literal, a literal cast to an accepted type, or the current date/time. */
export const isConstant: Check = (v) => {
  if (!isObject(v) || Object.keys(v).length !== 1) return false;
  if (v.A_Const) return isLiteral(v.A_Const);
  if (isObject(v.TypeCast)) {
    const cast = { arg: isConstantLiteral, typeName: isAcceptedType };
    return !badField(v.TypeCast, { ...cast, location: any });
  }
  if (isObject(v.SQLValueFunction)) {
    return !badField(v.SQLValueFunction, {
      op: (op) => TIME_DEFAULTS.has(String(op)),
      typmod: (m) => Number.isInteger(m),
      location: any,
    });
  }
  return false;
};
const isConstantLiteral: Check = (v) =>
  isObject(v) && Object.keys(v).length === 1 && isLiteral(v.A_Const);
const isAcceptedType: Check = (v) => acceptedType(v) !== undefined;

const ACTION = oneOf('a', 'r', 'c', 'n', 'd');
const ENFORCED = { is_enforced: is(true), initially_valid: is(true) };
const NAMED = { contype: any, conname: isIdent, location: any };
/** Constraints accepted on a column, and the fields each may carry. */
const COLUMN_CONSTRAINTS: Record<string, Record<string, Check>> = {
  CONSTR_NULL: NAMED,
  CONSTR_NOTNULL: { ...NAMED, ...ENFORCED },
  CONSTR_DEFAULT: { ...NAMED, raw_expr: isConstant },
  CONSTR_IDENTITY: { ...NAMED, generated_when: oneOf('a', 'd') },
  CONSTR_PRIMARY: NAMED,
  CONSTR_UNIQUE: NAMED,
  CONSTR_FOREIGN: {
    ...NAMED,
    ...ENFORCED,
    pktable: isObject,
    pk_attrs: isIdentList,
    fk_matchtype: is('s'),
    fk_upd_action: ACTION,
    fk_del_action: ACTION,
  },
};
/** Constraints accepted after the columns: the same, naming their columns. */
const TABLE_CONSTRAINTS: Record<string, Record<string, Check>> = {
  CONSTR_PRIMARY: { ...NAMED, keys: isIdentList },
  CONSTR_UNIQUE: { ...NAMED, keys: isIdentList },
  CONSTR_FOREIGN: {
    ...COLUMN_CONSTRAINTS.CONSTR_FOREIGN,
    fk_attrs: isIdentList,
  },
};

/** SQL words for refused constraints and constraint fields. */
const LABELS: Record<string, string> = {
  CONSTR_CHECK: 'CHECK',
  CONSTR_EXCLUSION: 'EXCLUDE',
  CONSTR_GENERATED: 'GENERATED ALWAYS AS (…) STORED',
  CONSTR_NOTNULL: 'NOT NULL',
  CONSTR_ATTR_DEFERRABLE: 'DEFERRABLE',
  CONSTR_ATTR_NOT_DEFERRABLE: 'NOT DEFERRABLE',
  CONSTR_ATTR_DEFERRED: 'INITIALLY DEFERRED',
  CONSTR_ATTR_IMMEDIATE: 'INITIALLY IMMEDIATE',
  CONSTR_ATTR_ENFORCED: 'ENFORCED',
  CONSTR_ATTR_NOT_ENFORCED: 'NOT ENFORCED',
  conname: 'CONSTRAINT name',
  options: 'WITH (…)',
  including: 'INCLUDE',
  indexspace: 'USING INDEX TABLESPACE',
  deferrable: 'DEFERRABLE',
  initdeferred: 'INITIALLY DEFERRED',
  nulls_not_distinct: 'NULLS NOT DISTINCT',
  without_overlaps: 'WITHOUT OVERLAPS',
  fk_matchtype: 'MATCH FULL',
  fk_del_set_cols: 'ON DELETE SET NULL (…)',
  is_enforced: 'NOT ENFORCED',
  initially_valid: 'NOT VALID',
};

/**
 * A column constraint (`column` given) or a table constraint. A foreign key
 * may reference only a table created by the same text (itself included).
 */
export function checkConstraint(
  node: unknown,
  n: number,
  created: Created,
  column?: string,
): void {
  const c = isObject(node) && isObject(node.Constraint) ? node.Constraint : {};
  const contype = String(c.contype);
  const where = column === undefined ? TABLE_CONSTRAINTS : COLUMN_CONSTRAINTS;
  function refused(clause: string): never {
    return column === undefined
      ? refuse('gen.create.clause', { n, clause })
      : refuse('gen.create.columnClause', { n, column, clause });
  }
  const fields = Object.hasOwn(where, contype) ? where[contype] : undefined;
  if (!fields) refused(LABELS[contype] ?? contype.replace(/^CONSTR_/, ''));
  const bad = badField(c, fields);
  if (bad === 'raw_expr') refuse('gen.create.default', { n, column: column! });
  if (bad === 'options' && contype === 'CONSTR_IDENTITY')
    refused('AS IDENTITY (…)');
  if (bad) refused(LABELS[bad] ?? bad);
  if (contype === 'CONSTR_FOREIGN') {
    const name = unqualified(c.pktable as Node, n);
    if (!created.has(name)) {
      refuse('gen.create.references', { n, name: clip(name) });
    }
  }
}
