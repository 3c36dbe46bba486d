/** Where a text field's cursor was, and text inserted there. */

/** A field's selection: the placeholder replaces it. */
export interface Caret {
  start: number;
  end: number;
}

/** `value` with `insert` in place of the selection, and the caret after it. */
export function insertAt(
  value: string,
  caret: Caret | undefined,
  insert: string,
): { value: string; caret: number } {
  const start = Math.min(caret?.start ?? value.length, value.length);
  const end = Math.min(Math.max(caret?.end ?? start, start), value.length);
  return {
    value: value.slice(0, start) + insert + value.slice(end),
    caret: start + insert.length,
  };
}
