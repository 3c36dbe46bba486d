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
 *     status: Field.status(),
 *   })
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { MessageKey } from '../i18n/index.js';

/** JSON-schema keyword naming a field for error messages (ajv `keywords` option). */
export const LABEL_KEYWORD = 'x-label';

/** Message key used when the value does not match the pattern. */
export const MESSAGE_KEYWORD = 'x-message';

const label = (key: MessageKey) => ({ [LABEL_KEYWORD]: key });

const orNull = <T extends TSchema>(schema: T) =>
  Type.Union([schema, Type.Null()]);

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
  /** Optional integer. */
  optionalInt: (key: MessageKey) =>
    Type.Optional(orNull(Type.Integer({ ...label(key) }))),
  /** '0' normal / '1' disabled. */
  status: () => Type.String({ ...label('field.status'), enum: ['0', '1'] }),
  optionalStatus: () =>
    Type.Optional(Type.String({ ...label('field.status'), enum: ['0', '1'] })),
  /** The optimistic-concurrency token sent back by edit forms (repositories/lib/writes.ts). */
  version: () => Type.Optional(orNull(Type.Integer({ minimum: 0 }))),
};
