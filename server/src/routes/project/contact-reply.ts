/**
 * A staff reply to an enquiry by mail (`POST /project/contacts/reply`):
 * queued in the outbox with the enquiry's move to answered and its history
 * event, within the reader's data scope.
 */
import { Type } from '@sinclair/typebox';
import { AjaxData } from '../../schemas/common.js';
import { ContactReplyBody } from '../../schemas/contact.js';
import { replyByMail } from '../../services/contacts/reply.js';
import { contactWhere } from '../../services/contacts/scope.js';
import { workerOf } from '../../services/contacts/work.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

export default async function contactReplyRoutes(app: RouteApp) {
  app.post(
    '/project/contacts/reply',
    {
      config: {
        permission: 'project:contacts:reply',
        log: { title: 'Enquiry', businessType: 'OTHER' },
      },
      schema: {
        body: ContactReplyBody,
        response: { 200: AjaxData(Type.Object({ mailId: Type.Integer() })) },
      },
    },
    async function replyToContact(req) {
      const { contactId, body, version } = req.body;
      const mailId = await replyByMail(
        app.repos,
        app.services.mail,
        { contactId, text: body, version },
        await contactWhere(app.services.dataScope, req),
        workerOf(req),
      );
      return { ...ok(req), data: { mailId } };
    },
  );
}
