import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANG, isMessageKey, translate } from '../../i18n/index.js';
import { LABEL_KEYWORD, MESSAGE_KEYWORD } from '../../schemas/fields.js';
import { ServiceError } from '../../errors.js';
import { requestLang } from './i18n.js';
import { unavailableMessage } from './unavailable.js';

function validationDetail(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const where = (first.instancePath || '')
    .replace(/^\//, '')
    .replace(/\//g, '.');
  const missing = (first.params as { missingProperty?: string })
    ?.missingProperty;
  const field = missing ?? where;
  return field
    ? `${field} ${first.message ?? ''}`.trim()
    : (first.message ?? '');
}

type SchemaNode = Record<string, unknown> & {
  properties?: Record<string, Record<string, unknown>>;
};

/**
 * A validation failure on a field schema with an `x-label` (schemas/fields.ts)
 * → "<Field> cannot be empty" and friends, in the user's language.
 */
function fieldMessage(err: FastifyError, req: FastifyRequest): string | null {
  const first = err.validation?.[0] as
    | {
        keyword: string;
        params: Record<string, unknown>;
        parentSchema?: SchemaNode;
      }
    | undefined;
  if (!first?.parentSchema) return null;
  let schema: SchemaNode | undefined = first.parentSchema;
  if (first.keyword === 'required') {
    schema = schema.properties?.[String(first.params.missingProperty)];
  }
  const label = schema?.[LABEL_KEYWORD];
  if (typeof label !== 'string' || !isMessageKey(label)) return null;
  const field = req.t(label);
  const custom = schema?.[MESSAGE_KEYWORD];
  switch (first.keyword) {
    case 'required':
    case 'minLength':
      return req.t('validation.required', { field });
    case 'maxLength':
      return req.t('validation.maxLength', {
        field,
        max: Number(first.params.limit),
      });
    case 'pattern':
      if (typeof custom === 'string' && isMessageKey(custom)) {
        return req.t(custom, { field });
      }
      return req.t('validation.required', { field });
    default:
      return req.t('validation.invalid', { field });
  }
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22): a value that passed the
 * schema but that the database refuses (an id over 2^31-1, a NUL character,
 * 31 February). The statement failed, so nothing was written.
 */
function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * Error envelopes are sent as plain JSON: a route's 200 response schema
 * (e.g. one that requires `checkedKeys`) must not turn them into HTTP 500.
 */
export function sendEnvelope(
  reply: FastifyReply,
  body: { code: number; msg: string },
  status = 200,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

/**
 * Fastify's `frameworkErrors`: a path the router refuses before any route or
 * hook runs (a parameter over maxParamLength, a malformed %-escape) gets the
 * contract's envelope instead of Fastify's own {error, code, message}. The
 * request here is Fastify's bare one (no decorators): language from headers.
 */
export function frameworkErrors(
  err: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  req.log.info({ err: { code: err.code } }, 'bad url');
  const lang = requestLang(req) ?? DEFAULT_LANG;
  return sendEnvelope(reply, {
    code: 500,
    msg: translate(lang, 'error.badValue'),
  });
}

/**
 * One error handler: validation → {code:500,msg}, ServiceError → its code and
 * translated message, anything else → 500 + generic message + a log line. HTTP
 * status stays 200 (the `{code, msg}` body carries the outcome); stacks never
 * leave the server.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(
      (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
        if (err instanceof ServiceError) {
          return sendEnvelope(reply, {
            code: err.code,
            msg: req.t(err.msgKey, err.params),
          });
        }
        if (err.validation) {
          return sendEnvelope(reply, {
            code: 500,
            msg:
              fieldMessage(err, req) ??
              req.t('error.validation', { detail: validationDetail(err) }),
          });
        }
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return sendEnvelope(reply, {
            code: 500,
            msg: req.t('error.bodyTooLarge'),
          });
        }
        if (
          typeof err.statusCode === 'number' &&
          err.statusCode >= 400 &&
          err.statusCode < 500
        ) {
          // Malformed JSON, wrong content type...: the client's fault, not a crash.
          req.log.info({ err: { code: err.code } }, 'bad request');
          return sendEnvelope(reply, {
            code: 500,
            msg: req.t('error.validation', { detail: err.message }),
          });
        }
        if (isDataException(err)) {
          req.log.info(
            { err: { code: err.code } },
            'value refused by the database',
          );
          return sendEnvelope(reply, {
            code: 500,
            msg: req.t('error.badValue'),
          });
        }
        const unavailable = unavailableMessage(err);
        if (unavailable) {
          req.log.warn(
            { err: { message: err.message } },
            'service unavailable',
          );
          return sendEnvelope(reply, { code: 503, msg: req.t(unavailable) });
        }
        req.log.error({ err }, 'unhandled error');
        return sendEnvelope(reply, { code: 500, msg: req.t('error.unknown') });
      },
    );

    app.setNotFoundHandler((req, reply) => {
      const uri = req.url.split('?')[0];
      return sendEnvelope(
        reply,
        { code: 404, msg: req.t('error.notFound', { uri }) },
        404,
      );
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
