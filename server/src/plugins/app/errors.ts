import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ServiceError } from '../../services/errors.js';

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

/**
 * One error handler: validation → {code:500,msg}, ServiceError → its code and
 * translated message, anything else → 500 + generic message + a log line.
 * HTTP status stays 200 (contract §0.2); stacks never leave the server.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(
      (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
        if (err instanceof ServiceError) {
          return reply
            .code(200)
            .send({ code: err.code, msg: req.t(err.msgKey, err.params) });
        }
        if (err.validation) {
          return reply.code(200).send({
            code: 500,
            msg: req.t('error.validation', { detail: validationDetail(err) }),
          });
        }
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply
            .code(200)
            .send({ code: 500, msg: req.t('error.bodyTooLarge') });
        }
        if (
          typeof err.statusCode === 'number' &&
          err.statusCode >= 400 &&
          err.statusCode < 500
        ) {
          // Malformed JSON, wrong content type...: the client's fault, not a crash.
          req.log.info({ err: { code: err.code } }, 'bad request');
          return reply.code(200).send({
            code: 500,
            msg: req.t('error.validation', { detail: err.message }),
          });
        }
        req.log.error({ err }, 'unhandled error');
        return reply.code(200).send({ code: 500, msg: req.t('error.unknown') });
      },
    );

    app.setNotFoundHandler((req, reply) => {
      const uri = req.url.split('?')[0];
      return reply
        .code(404)
        .send({ code: 404, msg: req.t('error.notFound', { uri }) });
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
