/**
 * Pasted SQL for "create table". The text is parsed by PostgreSQL's own
 * parser (libpg-query), each statement is checked on the parse tree
 * (create-table-rules.ts), and the statements to run are rebuilt from the
 * checked tree (pgsql-deparser); the pasted text itself never runs.
 *
 * Accepted: `CREATE TABLE [IF NOT EXISTS] name (…)` with columns of the
 * accepted types, NOT NULL / NULL / constant DEFAULT / PRIMARY KEY / UNIQUE /
 * GENERATED … AS IDENTITY, table PRIMARY KEY / UNIQUE, foreign keys to tables
 * created earlier in the same text; `COMMENT ON TABLE t` / `COMMENT ON
 * COLUMN t.c` for those tables.
 */
import { parse } from 'libpg-query';
import { deparse } from 'pgsql-deparser';
import { isIdent } from './naming.js';
import {
  acceptedType,
  badField,
  checkConstraint,
  clip,
  newTableName,
  refuse,
  texts,
  typeLabel,
  type Created,
  type Node,
} from './create-table-rules.js';

export interface CreateTablePlan {
  /** Statements to run, in order, rebuilt from the checked parse tree. */
  statements: string[];
  /** Tables created, in order. */
  tables: string[];
}

/** SQL words for the CREATE TABLE clauses refused. */
const CREATE_CLAUSES: Record<string, string> = {
  inhRelations: 'INHERITS',
  partbound: 'PARTITION OF',
  partspec: 'PARTITION BY',
  ofTypename: 'OF',
  options: 'WITH (…)',
  tablespacename: 'TABLESPACE',
  accessMethod: 'USING',
  oncommit: 'ON COMMIT',
};
/** SQL words for the column clauses refused. */
const COLUMN_CLAUSES: Record<string, string> = {
  collClause: 'COLLATE',
  storage_name: 'STORAGE',
  compression: 'COMPRESSION',
  fdwoptions: 'OPTIONS',
};

const any = () => true;
const isList = (v: unknown) => Array.isArray(v);

function checkColumn(col: Node, n: number, created: Created, table: string) {
  const column = String(col.colname ?? '');
  if (!isIdent(column)) refuse('gen.create.name', { n, name: clip(column) });
  const bad = badField(col, {
    colname: any,
    typeName: any,
    constraints: isList,
    is_local: (v) => v === true,
    location: any,
  });
  if (bad) {
    const clause = COLUMN_CLAUSES[bad] ?? bad;
    refuse('gen.create.columnClause', { n, column, clause });
  }
  if (!acceptedType(col.typeName)) {
    refuse('gen.create.columnType', { n, column, ...typeLabel(col.typeName) });
  }
  for (const c of (col.constraints as unknown[]) ?? []) {
    checkConstraint(c, n, created, column);
  }
  created.get(table)!.add(column);
}

/** `CREATE TABLE`: records the new table and its columns in `created`. */
function checkCreate(stmt: Node, n: number, created: Created): void {
  const name = newTableName(stmt.relation as Node, n);
  if (created.has(name)) refuse('gen.create.tableExists', { name });
  created.set(name, new Set());
  const bad = badField(stmt, {
    relation: any,
    tableElts: isList,
    oncommit: (v) => v === 'ONCOMMIT_NOOP',
    if_not_exists: (v) => v === true,
  });
  if (bad)
    refuse('gen.create.clause', { n, clause: CREATE_CLAUSES[bad] ?? bad });
  for (const elt of (stmt.tableElts as Node[]) ?? []) {
    if (elt.ColumnDef) checkColumn(elt.ColumnDef as Node, n, created, name);
    else if (elt.Constraint) checkConstraint(elt, n, created);
    else if (elt.TableLikeClause)
      refuse('gen.create.clause', { n, clause: 'LIKE' });
    else refuse('gen.create.onlyCreate', { n });
  }
  if (!created.get(name)!.size) refuse('gen.create.noColumns', { n });
}

/** `COMMENT ON TABLE t` / `COMMENT ON COLUMN t.c` for a table of this text. */
function checkComment(stmt: Node, n: number, created: Created): void {
  const bad = badField(stmt, {
    objtype: (v) => v === 'OBJECT_TABLE' || v === 'OBJECT_COLUMN',
    object: any,
    comment: (v) => typeof v === 'string',
  });
  const object = stmt.object as Node | undefined;
  const parts = texts((object?.List as Node | undefined)?.items);
  if (bad || !parts) refuse('gen.create.onlyCreate', { n });
  const size = stmt.objtype === 'OBJECT_TABLE' ? 1 : 2;
  if (parts.length > size) {
    const table = parts.slice(0, parts.length - size + 1).join('.');
    refuse('gen.create.qualified', { n, name: clip(table) });
  }
  const [table, column] = parts;
  const columns = created.get(table);
  if (!columns || (size === 2 && !columns.has(column))) {
    refuse('gen.create.comment', { n });
  }
}

/** Line and column (1-based, in characters) of the end of `before`. */
function position(before: string) {
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: Array.from(lines.at(-1)!).length + 1 };
}

/** The statements of the text; a text the parser refuses is refused here. */
async function parseText(sql: string): Promise<Node[]> {
  // The parser reads a C string: a NUL would silently end the text.
  const nul = sql.indexOf('\u0000');
  if (nul >= 0) refuse('gen.create.syntax', position(sql.slice(0, nul)));
  if (!sql.trim()) refuse('gen.create.empty');
  let stmts: { stmt?: unknown }[];
  try {
    stmts = (await parse(sql)).stmts ?? [];
  } catch (err) {
    const details = (err as { sqlDetails?: Record<string, unknown> })
      .sqlDetails;
    const at = details?.cursorPosition;
    // A syntax error has a 0-based character offset; other errors (a bad
    // escape in a string) have none.
    if (typeof at !== 'number' || (at === 0 && details?.fileName !== 'scan.l'))
      refuse('gen.create.unparsable');
    refuse(
      'gen.create.syntax',
      position(Array.from(sql).slice(0, at).join('')),
    );
  }
  if (!stmts.length) refuse('gen.create.empty');
  return stmts.map((s) => s.stmt as Node);
}

/** Tree without source positions, for comparing two parses. */
const shape = (node: unknown) =>
  JSON.stringify(node, (k, v: unknown) => (k === 'location' ? undefined : v));

/**
 * SQL rebuilt from a checked statement; kept only if PostgreSQL's parser
 * reads it back as exactly that one statement.
 */
async function rebuild(stmt: Node, n: number): Promise<string> {
  try {
    type Tree = Parameters<typeof deparse>[0];
    const sql = await deparse(stmt as unknown as Tree, { pretty: false });
    const again = (await parse(sql)).stmts ?? [];
    if (again.length === 1 && shape(again[0].stmt) === shape(stmt)) return sql;
  } catch {
    // Refused below.
  }
  return refuse('gen.create.rebuild', { n });
}

export async function planCreateTables(sql: string): Promise<CreateTablePlan> {
  const stmts = await parseText(sql ?? '');
  const created: Created = new Map();
  const statements: string[] = [];
  for (const [i, stmt] of stmts.entries()) {
    const n = i + 1;
    const asSelect = stmt.CreateTableAsStmt as Node | undefined;
    if (stmt.CreateStmt) checkCreate(stmt.CreateStmt as Node, n, created);
    else if (stmt.CommentStmt)
      checkComment(stmt.CommentStmt as Node, n, created);
    else if (asSelect?.objtype === 'OBJECT_TABLE')
      refuse('gen.create.clause', { n, clause: 'AS SELECT' });
    else refuse('gen.create.onlyCreate', { n });
    statements.push(await rebuild(stmt, n));
  }
  return { statements, tables: [...created.keys()] };
}
