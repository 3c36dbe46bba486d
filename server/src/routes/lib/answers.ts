/** The `{code, msg}` answers the routes share. */
import type { FastifyRequest } from 'fastify';

/** Success, in the reader's language. */
export const ok = (req: FastifyRequest) => ({
  code: 200,
  msg: req.t('common.success'),
});

/** A write that touched `rows` rows: success when it touched any, else an error (RuoYi's toAjax). */
export const toAjax = (req: FastifyRequest, rows: number) =>
  rows > 0 ? ok(req) : { code: 500, msg: req.t('common.error') };
