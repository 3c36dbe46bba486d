/**
 * Mail outbox `/monitor/mail` (docs/enquiries.md): every mail the server
 * sends, queued, sent or failed with the SMTP server's answer; resend puts
 * mails back in the queue and wakes the worker.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { OutboxRow } from '../../repositories/mail-outbox.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  MailOutboxDetailSchema,
  MailOutboxQuery,
  MailOutboxSchema,
} from '../../schemas/mail.js';
import { NOT_CONFIGURED } from '../../services/mail/worker.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const LOG_TITLE = 'Mail outbox';

/** The waiting note stored in English, shown in the reader's language. */
function shown<T extends OutboxRow>(req: FastifyRequest, row: T): T {
  return row.lastError === NOT_CONFIGURED
    ? { ...row, lastError: req.t('mail.notConfigured') }
    : row;
}

export default async function mailOutboxRoutes(app: RouteApp) {
  const outbox = app.repos.mailOutbox;

  app.get(
    '/monitor/mail/list',
    {
      config: { permission: 'monitor:mail:list' },
      schema: {
        querystring: MailOutboxQuery,
        response: { 200: TableData(MailOutboxSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await outbox.list(req.query, pageOf(req.query));
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((r) => shown(req, r)),
        total,
      };
    },
  );

  app.get(
    '/monitor/mail/:mailId',
    {
      config: { permission: 'monitor:mail:query' },
      schema: {
        params: Type.Object({ mailId: Type.Integer({ minimum: 1 }) }),
        response: { 200: AjaxData(MailOutboxDetailSchema) },
      },
    },
    async (req) => {
      const row = await outbox.get(req.params.mailId);
      if (!row) throw new ServiceError(500, 'common.notExists');
      return { ...ok(req), data: shown(req, row) };
    },
  );

  app.put(
    '/monitor/mail/resend/:mailIds',
    {
      config: {
        permission: 'monitor:mail:resend',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: {
        params: Type.Object({ mailIds: Type.String({ maxLength: 2000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async (req) => {
      const count = await outbox.resend(parseIds(req.params.mailIds));
      if (!count) return { code: 500, msg: req.t('common.notExists') };
      app.services.mail.wake();
      return { code: 200, msg: req.t('mail.resent', { count }) };
    },
  );
}
