/**
 * Source literals for generated code. Every text a user typed reaches the
 * generated file only through `lit`: a double-quoted string with JSON
 * escapes (quotes, backslashes, control characters), `<` as `\u003c` (no
 * `</script>` survives) and the line separators escaped. Backticks and `${`
 * are inert in a double-quoted string.
 */
export function lit(text: string): string {
  return JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A JavaScript literal of a JSON-like value (arrays, objects, scalars). */
export function literal(value: unknown): string {
  if (typeof value === 'string') return lit(value);
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length) return '{}';
    const body = entries
      .map(([k, v]) => `${propKey(k)}: ${literal(v)}`)
      .join(', ');
    return `{ ${body} }`;
  }
  return 'null';
}

/** An object key: bare when it is an identifier, quoted otherwise. */
export function propKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : lit(key);
}
