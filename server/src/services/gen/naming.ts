/**
 * Names and escaping for generated code. Everything that comes from the
 * generator's configuration (table, column, module, business and function
 * names, comments) reaches generated source only through these helpers:
 * identifiers are validated against a strict pattern, and free text is
 * written as a fully escaped string literal, a comment that cannot close
 * early, or an SQL string literal.
 */

/** Table and column names, module and business names. */
export const IDENT = /^[a-z_][a-z0-9_]*$/;
/** The longest identifier PostgreSQL keeps (NAMEDATALEN - 1). */
const IDENT_MAX = 63;

export function isIdent(name: unknown): name is string {
  return (
    typeof name === 'string' && name.length <= IDENT_MAX && IDENT.test(name)
  );
}

/** snake_case → camelCase (`user_name` → `userName`). */
export function camel(name: string): string {
  return name.replace(/_+([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** snake_case → PascalCase (`sys_user` → `SysUser`). */
export function pascal(name: string): string {
  const c = camel(name.replace(/^_+/, ''));
  return c.charAt(0).toUpperCase() + c.slice(1);
}

/** snake_case → kebab-case (`sys_user` → `sys-user`), for file names. */
export function kebab(name: string): string {
  return name.replace(/^_+|_+$/g, '').replace(/_+/g, '-');
}

/**
 * A single-quoted TS/JS string literal: backslash, quote, backtick, `$`,
 * line breaks (incl. U+2028/2029), `<` (no `</script>`) and every other
 * control character escaped.
 */
export function tsStr(text: string): string {
  let out = "'";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === "'") out += "\\'";
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (
      code < 0x20 ||
      code === 0x7f ||
      code === 0x2028 ||
      code === 0x2029 ||
      ch === '`' ||
      ch === '$' ||
      ch === '<' ||
      ch === '>'
    ) {
      out += '\\u' + code.toString(16).padStart(4, '0');
    } else out += ch;
  }
  return out + "'";
}

/**
 * Text for a line of a `/** … *\/` or `//` comment: one line, no `*\/`, no
 * control characters, at most 200 characters.
 */
export function commentText(text: string): string {
  const oneLine = Array.from(text, (ch) => (isControl(ch) ? ' ' : ch)).join('');
  return oneLine
    .replace(/ {2,}/g, ' ')
    .replace(/\*\//g, '* /')
    .replace(/\/\*/g, '/ *')
    .trim()
    .slice(0, 200);
}

/** C0 controls, DEL and the Unicode line / paragraph separators. */
function isControl(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
}

/** An SQL string literal ('' doubled; no backslash escapes involved). */
export function sqlStr(text: string): string {
  const noNul = Array.from(text)
    .filter((ch) => ch !== String.fromCharCode(0))
    .join('');
  return `'${noNul.replace(/'/g, "''")}'`;
}

/** An SQL identifier: only names that passed `isIdent` (double-checked here). */
export function sqlIdent(name: string): string {
  if (!isIdent(name)) throw new Error(`not an SQL identifier: ${name}`);
  return name;
}
