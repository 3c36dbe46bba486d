/** The `{code, msg}` answers the routes share. */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Success, in the reader's language. */
export const ok = (req: FastifyRequest) => ({
  code: 200,
  msg: req.t('common.success'),
});

/** A write that touched `rows` rows: success when it touched any, else an error (RuoYi's toAjax). */
export const toAjax = (req: FastifyRequest, rows: number) =>
  rows > 0 ? ok(req) : { code: 500, msg: req.t('common.error') };

/**
 * Sends an answer already serialised by the route's own response schema
 * (`reply.serializeInput`), e.g. one kept in the kv: a string with a JSON
 * type goes out as it is, without being parsed and serialised again.
 */
export function sendSerialized(
  reply: Pick<FastifyReply, 'type'>,
  body: string,
) {
  // a route's reply is typed by its schema's object, not by a string
  return (reply as FastifyReply)
    .type('application/json; charset=utf-8')
    .send(body);
}
