/**
 * The shape of a SQL text: every literal value replaced by a `$n`
 * placeholder, comments dropped, whitespace collapsed. What the data monitor
 * shows instead of the text itself, so no value a statement carried (a
 * password hash in a seed, a search term inlined by a query) reaches a
 * client.
 *
 * PostgreSQL's own code does the work (libpg-query): its normaliser (the one
 * behind pg_stat_statements) replaces the constants of planned statements,
 * then its lexer finds what the normaliser leaves in place (the strings and
 * numbers of DDL, COMMENT ON, DO bodies) and in texts that do not parse.
 */
import {
  loadModule,
  normalizeSync,
  parseSync,
  scanSync,
  type ScanToken,
} from 'libpg-query';

await loadModule();

/** Tokens the lexer names as literal values. */
const LITERAL_TOKENS = new Set(['SCONST', 'ICONST', 'FCONST']);
/** Bit, hex and Unicode-escaped strings (tokens the library leaves unnamed). */
const PREFIXED_STRING = /^([bBxX]|[uU]&)'/;
const COMMENT_TOKENS = new Set(['SQL_COMMENT', 'C_COMMENT']);

/**
 * PostgreSQL's normaliser, or the text as given when it does not parse
 * (the normaliser answers some errors with their message, so the parser,
 * which reports errors apart, decides).
 */
function normalised(sql: string): string {
  try {
    parseSync(sql);
  } catch {
    return sql;
  }
  return normalizeSync(sql);
}

/** The lexer's tokens; throws when it refuses the text. */
function tokensOf(sql: string): ScanToken[] {
  const tokens: unknown = scanSync(sql)?.tokens;
  if (!Array.isArray(tokens)) throw new Error('not lexed');
  return tokens as ScanToken[];
}

/**
 * Rebuilds `sql` from its tokens: literals become placeholders numbered
 * after the highest `$n` already present, comments go, any run of space
 * between tokens becomes one space. Throws when the lexer refuses the text.
 */
function swept(sql: string): string {
  const tokens = tokensOf(sql);
  let next = 1;
  for (const t of tokens) {
    if (t.tokenName === 'PARAM') {
      next = Math.max(next, Number(t.text.slice(1)) + 1);
    }
  }
  let out = '';
  let end = 0;
  for (const t of tokens) {
    if (COMMENT_TOKENS.has(t.tokenName)) continue;
    if (out !== '' && t.start > end) out += ' ';
    const literal =
      LITERAL_TOKENS.has(t.tokenName) || PREFIXED_STRING.test(t.text);
    out += literal ? `$${next++}` : t.text;
    end = t.end;
  }
  return out;
}

/**
 * The shape of `sql`. A text the lexer refuses (an unterminated string or
 * comment) is shown by its first word only.
 */
export function sqlShape(sql: string): string {
  try {
    return swept(normalised(sql));
  } catch {
    const word = /^\s*([A-Za-z]+)/.exec(sql)?.[1];
    return word ? `${word} …` : '…';
  }
}
