/**
 * Field names: a JavaScript identifier, not a reserved word, unique in the
 * form; new fields are named `field101`, `field102`, …
 */
import { allFields, type FormItem } from './schema';

const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else ' +
    'enum export extends false finally for function if import in instanceof ' +
    'new null return super switch this throw true try typeof var void while ' +
    'with yield let static implements interface package private protected ' +
    'public await __proto__ constructor prototype'
  ).split(' '),
);

export type NameProblem = 'empty' | 'identifier' | 'reserved' | 'duplicate';

/** Why `name` cannot be the field's name, or null when it can. */
export function nameProblem(
  name: string,
  items: readonly FormItem[],
  fieldId: string,
): NameProblem | null {
  if (!name) return 'empty';
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) return 'identifier';
  if (RESERVED.has(name)) return 'reserved';
  const taken = allFields(items).some(
    (f) => f.id !== fieldId && f.name === name,
  );
  return taken ? 'duplicate' : null;
}

/** The first unused `field<N>` name (N from 101, as RuoYi's builder). */
export function nextName(items: readonly FormItem[]): string {
  const used = new Set(allFields(items).map((f) => f.name));
  let n = 101;
  while (used.has(`field${n}`)) n += 1;
  return `field${n}`;
}
