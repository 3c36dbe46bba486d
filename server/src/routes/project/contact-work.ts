/**
 * Working an enquiry `/project/contacts`: its status, assignee and internal
 * notes, its history, and the count of new ones for the navbar bell and the
 * menu badge (the reply by mail: contact-reply.ts). Each within the reader's data
 * scope for the route's permission (an enquiry outside it answers like a
 * missing one).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AjaxData, AjaxResult } from '../../schemas/common.js';
import {
  ContactAssignBody,
  ContactAssignee,
  ContactCount,
  ContactEventSchema,
  ContactNoteBody,
  ContactStatusBody,
} from '../../schemas/contact.js';
import { contactWhere } from '../../services/contacts/scope.js';
import type { ContactStatus } from '../../services/contacts/status.js';
import { ContactWork, workerOf } from '../../services/contacts/work.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const LOG_TITLE = 'Enquiry';

export default async function contactWorkRoutes(app: RouteApp) {
  const work = new ContactWork(app.repos);
  const scoped = (req: FastifyRequest) =>
    contactWhere(app.services.dataScope, req);

  app.get(
    '/project/contacts/count',
    {
      config: { permission: 'project:contacts:list' },
      schema: {
        description:
          'New enquiries assigned to me or about an item whose recipients include me',
        response: { 200: AjaxData(ContactCount) },
      },
    },
    async function countNewContacts(req) {
      const count = await app.repos.contacts.countNew(
        req.loginUser!.userId,
        await scoped(req),
      );
      return { ...ok(req), data: { count } };
    },
  );

  app.get(
    '/project/contacts/assignees',
    {
      config: { permission: 'project:contacts:edit' },
      schema: {
        description:
          'Who an enquiry can be assigned to: every enabled user (no user-list permission needed)',
        response: { 200: AjaxData(Type.Array(ContactAssignee)) },
      },
    },
    async function contactAssignees(req) {
      return { ...ok(req), data: await app.repos.contacts.assignees() };
    },
  );

  app.get(
    '/project/contacts/:contactId/history',
    {
      config: { permission: 'project:contacts:query' },
      schema: {
        params: Type.Object({ contactId: Type.Integer() }),
        response: { 200: AjaxData(Type.Array(ContactEventSchema)) },
      },
    },
    async function contactHistory(req) {
      const { contactId } = req.params;
      await work.visible(contactId, await scoped(req));
      const data = await app.repos.contactEvents.history(contactId);
      return { ...ok(req), data };
    },
  );

  app.put(
    '/project/contacts/status',
    {
      config: {
        permission: 'project:contacts:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: ContactStatusBody, response: { 200: AjaxResult } },
    },
    async function changeContactStatus(req) {
      const { contactId, status, version } = req.body;
      await work.setStatus(
        contactId,
        status as ContactStatus,
        version,
        await scoped(req),
        workerOf(req),
      );
      return ok(req);
    },
  );

  app.put(
    '/project/contacts/assign',
    {
      config: {
        permission: 'project:contacts:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: ContactAssignBody, response: { 200: AjaxResult } },
    },
    async function assignContact(req) {
      const { contactId, assigneeId, version } = req.body;
      await work.assign(
        contactId,
        assigneeId ?? null,
        version,
        await scoped(req),
        workerOf(req),
      );
      return ok(req);
    },
  );

  app.post(
    '/project/contacts/note',
    {
      config: {
        permission: 'project:contacts:edit',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: ContactNoteBody, response: { 200: AjaxResult } },
    },
    async function addContactNote(req) {
      const { contactId, body } = req.body;
      await work.note(contactId, body, await scoped(req), workerOf(req));
      return ok(req);
    },
  );
}
