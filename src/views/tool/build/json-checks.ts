/**
 * Checks of a JSON value read from an imported document: each returns the
 * value as its type, or refuses the document with a key of
 * `import.errors`, its parameters and the path of the value.
 */

/**
 * Why a document was refused: a key of `import.errors`, its parameters,
 * and for a bad field name the key (of `errors`) of the name's problem.
 */
export interface ImportProblem {
  key: string;
  params?: Record<string, string | number>;
  detail?: string;
}

export class Refused extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.key);
  }
}

export const refuse = (
  key: string,
  params?: ImportProblem['params'],
  detail?: string,
): never => {
  throw new Refused({ key: `import.errors.${key}`, params, detail });
};

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const object = (v: unknown, path: string): Json =>
  isObject(v) ? v : refuse('object', { path });

export const list = (v: unknown, path: string): unknown[] =>
  Array.isArray(v) ? v : refuse('list', { path });

export const text = (v: unknown, path: string): string =>
  typeof v === 'string' ? v : refuse('text', { path });

export const bool = (v: unknown, path: string): boolean =>
  typeof v === 'boolean' ? v : refuse('boolean', { path });

export function int(
  v: unknown,
  path: string,
  min: number,
  max: number,
): number {
  if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max)
    return v;
  return refuse('range', { path, min, max });
}

export function oneOf<T extends string>(
  v: unknown,
  path: string,
  values: readonly T[],
): T {
  const found = values.find((x) => x === v);
  return found ?? refuse('oneOf', { path, values: values.join(', ') });
}

/** A list of two-text entries: options (label, value) or rules (pattern, message). */
export function pairs<K extends string>(
  v: unknown,
  path: string,
  [a, b]: readonly [K, K],
) {
  return list(v, path).map((entry, i) => {
    const at = `${path}[${i}]`;
    const o = object(entry, at);
    return { [a]: text(o[a], `${at}.${a}`), [b]: text(o[b], `${at}.${b}`) };
  }) as Record<K, string>[];
}
