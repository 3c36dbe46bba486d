/**
 * Body field schemas that fail with the contract's kind of message: each
 * carries an `x-label` (message key of the field name) that the error handler
 * turns into "<Field> cannot be empty" / "<Field> cannot be longer than N
 * characters" / "Invalid email address" in the user's language.
 *
 *   Type.Object({
 *     postName: Field.text('field.postName', 50),          // required, non-blank
 *     remark: Field.optionalText('field.remark', 500),     // may be missing or null
 *     postSort: Field.int('field.postSort'),
 *     status: withDefault(Field.status(), '0'),           // RuoYi's default on add
 *   })
 *   Edit = Type.Object({ postId: Field.int(...), ...editFields(PostFields) })
 *
 * Values bind as RuoYi's Spring controllers bind them: numbers and strings
 * convert both ways (ajv coerceTypes), `Field.bool()` takes Java's boolean
 * spellings, nullable integers and id lists keep null.
 */
import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import type { MessageKey } from '../i18n/index.js';

/** JSON-schema keyword naming a field for error messages (ajv `keywords` option). */
export const LABEL_KEYWORD = 'x-label';

/** Message key used when the value does not match the pattern. */
export const MESSAGE_KEYWORD = 'x-message';

/** JSON-schema keyword of a Java boolean bound as Spring binds it (BOOLEAN_KEYWORD_DEF). */
export const BOOLEAN_KEYWORD = 'x-boolean';

const BOOLEANS = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  ['true', true],
  ['false', false],
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
]);

/**
 * ajv keyword: true/false, "true"/"false", 1/0 and "1"/"0" become a boolean,
 * null and '' become null (absent); anything else is refused. ajv's own
 * coercion knows neither "1"/"0" nor null (it makes null `false`).
 */
export const BOOLEAN_KEYWORD_DEF = {
  keyword: BOOLEAN_KEYWORD,
  modifying: true as const,
  schemaType: 'boolean' as const,
  validate: (
    _schema: boolean,
    data: unknown,
    _parent?: unknown,
    cxt?: {
      parentData: Record<string | number, unknown>;
      parentDataProperty: string | number;
    },
  ) => {
    if (data === null || data === '') {
      if (cxt) cxt.parentData[cxt.parentDataProperty] = null;
      return true;
    }
    const value = BOOLEANS.get(data);
    if (value === undefined) return false;
    if (cxt) cxt.parentData[cxt.parentDataProperty] = value;
    return true;
  },
};

const label = (key: MessageKey) => ({ [LABEL_KEYWORD]: key });

const orNull = <T extends TSchema>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/**
 * A nullable integer: null stays null and '' becomes null, as Jackson binds an
 * Integer (a `[Integer, Null]` union would have ajv coerce null to 0).
 */
const nullableInt = (opts: Record<string, unknown> = {}) =>
  Type.Unsafe<number | null>({ type: 'integer', nullable: true, ...opts });

/**
 * The value RuoYi stores when an add form leaves the field out (missing, null
 * or '': ajv `useDefaults: 'empty'`). Edit schemas drop it (`editFields`).
 */
export const withDefault = <T extends TSchema>(schema: T, value: unknown): T =>
  ({ ...schema, default: value }) as T;

/** Add-form fields for an edit: no defaults, so a missing field is not reset. */
export function editFields<T extends TProperties>(fields: T): T {
  const out: TProperties = {};
  for (const [key, schema] of Object.entries(fields)) {
    const { default: _dropped, ...rest } = schema as TSchema;
    out[key] = rest as TSchema;
  }
  return out as T;
}

export const Field = {
  /** Required, not blank, at most `max` characters. */
  text: (key: MessageKey, max: number) =>
    Type.String({ ...label(key), maxLength: max, pattern: '\\S' }),
  /** Optional text (missing, null or '') of at most `max` characters. */
  optionalText: (key: MessageKey, max: number) =>
    Type.Optional(orNull(Type.String({ ...label(key), maxLength: max }))),
  /** Optional email address (empty allowed). */
  optionalEmail: (key: MessageKey, max = 50) =>
    Type.Optional(
      orNull(
        Type.String({
          ...label(key),
          maxLength: max,
          pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
          [MESSAGE_KEYWORD]: 'validation.email',
        }),
      ),
    ),
  /** Required integer. */
  int: (key: MessageKey, opts: { minimum?: number } = {}) =>
    Type.Integer({ ...label(key), ...opts }),
  /** Optional integer (missing, null or ''). */
  optionalInt: (key: MessageKey, opts: { minimum?: number } = {}) =>
    Type.Optional(nullableInt({ ...label(key), ...opts })),
  /** Optional Java boolean: true/false, "true"/"false", 1/0, "1"/"0", null. */
  bool: (key?: MessageKey) =>
    Type.Optional(
      Type.Unsafe<boolean | null>({
        [BOOLEAN_KEYWORD]: true,
        ...(key ? label(key) : {}),
      }),
    ),
  /** Optional list of ids (`[]`, null or missing; "3" is [3]). */
  ids: () =>
    Type.Optional(
      Type.Unsafe<number[] | null>({
        type: 'array',
        nullable: true,
        items: { type: 'integer' },
      }),
    ),
  /** '0' normal / '1' disabled. */
  status: () => Type.String({ ...label('field.status'), enum: ['0', '1'] }),
  optionalStatus: () =>
    Type.Optional(Type.String({ ...label('field.status'), enum: ['0', '1'] })),
  /** The optimistic-concurrency token sent back by edit forms (repositories/lib/writes.ts). */
  version: () => Type.Optional(nullableInt({ minimum: 0 })),
};
