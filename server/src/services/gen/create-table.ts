/**
 * Pasted SQL for "create table": parsed conservatively before anything runs.
 * Accepted: `CREATE TABLE [IF NOT EXISTS] name ( … )` statements, and
 * `COMMENT ON TABLE t IS '…'` / `COMMENT ON COLUMN t.c IS '…'` for the
 * tables created by the same text. Refused: anything else, backslashes and
 * dollar quotes (which change how quotes end), clauses after the column list
 * (INHERITS, PARTITION, TABLESPACE, AS …), and words that reach beyond the
 * new table's own definition.
 */
import { ServiceError } from '../errors.js';
import { isIdent } from './naming.js';

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'quoted'; text: string }
  | { kind: 'string' }
  | { kind: 'punct'; text: string };

export interface CreateTablePlan {
  /** Statements to run, in order (the text as pasted). */
  statements: string[];
  /** Tables created, in order. */
  tables: string[];
}

/** Words with no business in a column list. */
const FORBIDDEN = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'drop',
  'truncate',
  'alter',
  'grant',
  'revoke',
  'execute',
  'copy',
  'do',
  'function',
  'procedure',
  'trigger',
  'rule',
  'inherits',
  'partition',
  'tablespace',
  'like',
  'into',
  'from',
  'set',
  'role',
  'owner',
  'extension',
  'server',
  'language',
]);

/** After ON (a foreign key's ON DELETE / ON UPDATE) these are fine. */
const AFTER_ON = new Set(['delete', 'update']);
const RESERVED_PREFIXES = ['sys_', 'gen_', 'pg_', 'qrtz_', 'schema_'];

const fail = (key: Parameters<typeof refuse>[0], params = {}): never =>
  refuse(key, params);

function refuse(
  key:
    | 'gen.create.empty'
    | 'gen.create.onlyCreate'
    | 'gen.create.forbidden'
    | 'gen.create.unclosed'
    | 'gen.create.backslash'
    | 'gen.create.parens'
    | 'gen.create.tableName'
    | 'gen.create.reserved',
  params: Record<string, string | number>,
): never {
  throw new ServiceError(500, key, params);
}

/** Splits into statements of tokens; `;` ends a statement. */
function tokenize(sql: string): { tokens: Token[]; text: string }[] {
  if (/[\\$]/.test(sql)) fail('gen.create.backslash');
  const out: { tokens: Token[]; text: string }[] = [];
  let tokens: Token[] = [];
  let start = 0;
  let i = 0;
  const n = () => out.length + 1;
  const close = (end: number) => {
    if (tokens.length) out.push({ tokens, text: sql.slice(start, end).trim() });
    tokens = [];
    start = end + 1;
  };
  while (i < sql.length) {
    const ch = sql[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      if (end < 0) fail('gen.create.unclosed', { n: n() });
      i = end + 2;
    } else if (ch === "'" || ch === '"') {
      let j = i + 1;
      for (;;) {
        const end = sql.indexOf(ch, j);
        if (end < 0) fail('gen.create.unclosed', { n: n() });
        if (sql[end + 1] === ch) {
          j = end + 2;
          continue;
        }
        const body = sql.slice(i + 1, end);
        tokens.push(
          ch === "'"
            ? { kind: 'string' }
            : { kind: 'quoted', text: body.replace(/""/g, '"') },
        );
        i = end + 1;
        break;
      }
    } else if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i))!;
      // E'…', U&'…', B'…' and X'…' strings: prefix glued to a quote.
      if (sql[i + m[0].length] === "'" || sql[i + m[0].length] === '&') {
        fail('gen.create.backslash');
      }
      tokens.push({ kind: 'word', text: m[0].toLowerCase() });
      i += m[0].length;
    } else if (ch === ';') {
      close(i);
      i++;
    } else {
      tokens.push({ kind: 'punct', text: ch });
      i++;
    }
  }
  close(sql.length);
  return out;
}

const word = (t: Token | undefined, text: string) =>
  t?.kind === 'word' && t.text === text;

/** A table name token: plain lower-case identifier (quoted only if it needs no quotes). */
function tableNameAt(t: Token | undefined, n: number): string {
  const name =
    t?.kind === 'word' || t?.kind === 'quoted' ? t.text : String(t ?? '');
  if (!isIdent(name))
    fail('gen.create.tableName', { n, name: String(name).slice(0, 64) });
  const prefix = RESERVED_PREFIXES.find((p) => name.startsWith(p));
  if (prefix) fail('gen.create.reserved', { n, prefix });
  return name;
}

function checkCreate(tokens: Token[], n: number): string {
  let i = 2;
  if (word(tokens[2], 'if')) {
    if (!word(tokens[3], 'not') || !word(tokens[4], 'exists')) {
      fail('gen.create.onlyCreate', { n });
    }
    i = 5;
  }
  const name = tableNameAt(tokens[i], n);
  const open = tokens[i + 1];
  if (open?.kind !== 'punct' || open.text !== '(')
    fail('gen.create.parens', { n });
  let depth = 0;
  for (let k = i + 1; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind === 'punct' && t.text === '(') depth++;
    if (t.kind === 'punct' && t.text === ')') {
      depth--;
      if (depth === 0 && k !== tokens.length - 1)
        fail('gen.create.parens', { n });
    }
    if (depth < 0) fail('gen.create.parens', { n });
    if (
      t.kind === 'word' &&
      FORBIDDEN.has(t.text) &&
      !(AFTER_ON.has(t.text) && word(tokens[k - 1], 'on'))
    ) {
      fail('gen.create.forbidden', { n, word: t.text });
    }
  }
  if (depth !== 0) fail('gen.create.parens', { n });
  return name;
}

/** `COMMENT ON TABLE t IS '…'` or `COMMENT ON COLUMN t.c IS '…'` for a new table. */
function checkComment(tokens: Token[], n: number, created: Set<string>): void {
  const shape =
    word(tokens[0], 'comment') &&
    word(tokens[1], 'on') &&
    (word(tokens[2], 'table') || word(tokens[2], 'column'));
  if (!shape) fail('gen.create.onlyCreate', { n });
  const table = tableNameAt(tokens[3], n);
  let k = 4;
  if (word(tokens[2], 'column')) {
    const dot = tokens[4];
    const col = tokens[5];
    if (dot?.kind !== 'punct' || dot.text !== '.')
      fail('gen.create.onlyCreate', { n });
    if (
      !(col?.kind === 'word' || col?.kind === 'quoted') ||
      !isIdent(col.text)
    ) {
      fail('gen.create.onlyCreate', { n });
    }
    k = 6;
  }
  if (
    !created.has(table) ||
    !word(tokens[k], 'is') ||
    tokens[k + 1]?.kind !== 'string' ||
    tokens.length !== k + 2
  ) {
    fail('gen.create.onlyCreate', { n });
  }
}

export function planCreateTables(sql: string): CreateTablePlan {
  const statements = tokenize(sql ?? '');
  if (statements.length === 0) fail('gen.create.empty');
  const created = new Set<string>();
  statements.forEach(({ tokens }, idx) => {
    const n = idx + 1;
    if (word(tokens[0], 'create') && word(tokens[1], 'table')) {
      created.add(checkCreate(tokens, n));
    } else {
      checkComment(tokens, n, created);
    }
  });
  return {
    statements: statements.map((s) => s.text),
    tables: [...created],
  };
}
