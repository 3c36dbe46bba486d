/**
 * Enquiries `/project/contacts`: list, detail, the handled flag (one or many)
 * and the internal remark, export; each within the reader's data scope
 * (services/contacts/scope.ts). What a visitor sent is never lost and never
 * changed here: there is no add or delete, and an edit that changes any
 * visitor field is refused. Working one (status, assignee, notes, replies,
 * history, count) is in contact-work.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../../i18n/index.js';
import { pageOf } from '../../repositories/lib/page.js';
import {
  VISITOR_FIELDS,
  type ContactRow,
} from '../../repositories/project-contacts.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  ContactEdit,
  ContactHandled,
  ContactQuery,
  ContactSchema,
} from '../../schemas/contact.js';
import { ServiceError } from '../../errors.js';
import { contactWhere } from '../../services/contacts/scope.js';
import { STATUS_LABELS } from '../../services/contacts/status.js';
import { ContactWork, workerOf } from '../../services/contacts/work.js';
import {
  sendXlsx,
  XLSX_TYPE,
  type ExcelColumn,
} from '../../services/infra/excel.js';
import {
  formatSiteTime,
  siteTimeZone,
} from '../../services/publishing/site-time.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const HANDLED_LABELS: Readonly<Record<string, MessageKey>> = {
  '0': 'contact.handled.0',
  '1': 'contact.handled.1',
};

export const CONTACT_EXCEL: ExcelColumn<ContactRow>[] = [
  { key: 'contactId', header: 'contact.field.contactId', type: 'number' },
  { key: 'createTime', header: 'contact.field.createTime', width: 22 },
  { key: 'companyName', header: 'contact.field.companyName' },
  { key: 'contactName', header: 'contact.field.contactName' },
  { key: 'nameReading', header: 'contact.field.nameReading' },
  { key: 'applicant', header: 'contact.field.applicant' },
  { key: 'phone', header: 'contact.field.phone' },
  { key: 'email', header: 'contact.field.email', width: 28 },
  { key: 'postalCode', header: 'contact.field.postalCode' },
  { key: 'address', header: 'contact.field.address', width: 36 },
  { key: 'consultingItem', header: 'contact.field.consultingItem' },
  {
    key: 'consultingContent',
    header: 'contact.field.consultingContent',
    width: 60,
  },
  { key: 'status', header: 'contact.field.status', labels: STATUS_LABELS },
  { key: 'assigneeName', header: 'contact.field.assignee' },
  { key: 'answeredTime', header: 'contact.field.answeredTime', width: 22 },
  {
    key: 'handled',
    header: 'contact.field.handled',
    labels: HANDLED_LABELS,
  },
  { key: 'remark', header: 'contact.field.remark', width: 36 },
  { key: 'updateBy', header: 'contact.field.updateBy' },
  { key: 'updateTime', header: 'contact.field.updateTime', width: 22 },
];

const FIELD_LABELS: Record<(typeof VISITOR_FIELDS)[number], MessageKey> = {
  companyName: 'contact.field.companyName',
  contactName: 'contact.field.contactName',
  nameReading: 'contact.field.nameReading',
  applicant: 'contact.field.applicant',
  phone: 'contact.field.phone',
  email: 'contact.field.email',
  address: 'contact.field.address',
  postalCode: 'contact.field.postalCode',
  consultingItem: 'contact.field.consultingItem',
  consultingContent: 'contact.field.consultingContent',
  ip: 'contact.field.ip',
  createTime: 'contact.field.createTime',
};

const LOG_TITLE = 'Enquiry';

export default async function contactRoutes(app: RouteApp) {
  const repo = () => app.repos.contacts;
  const work = new ContactWork(app.repos);
  const scoped = (req: FastifyRequest) =>
    contactWhere(app.services.dataScope, req);

  app.get(
    '/project/contacts/list',
    {
      config: { permission: 'project:contacts:list' },
      schema: {
        querystring: ContactQuery,
        response: { 200: TableData(ContactSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await repo().list(
        req.query,
        pageOf(req.query),
        await scoped(req),
        req.loginUser!.userId,
      );
      return { code: 200, msg: req.t('common.querySuccess'), rows, total };
    },
  );

  app.post(
    '/project/contacts/export',
    {
      config: {
        permission: 'project:contacts:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: ContactQuery },
      // The file is named for the day in the site's time zone:
      // enquiries_YYYY-MM-DD.xlsx.
      onSend: async (_req, reply, payload) => {
        if (reply.getHeader('content-type') === XLSX_TYPE) {
          const zone = await siteTimeZone(app.services.config);
          const day = formatSiteTime(new Date(), zone).slice(0, 10);
          const name = `enquiries_${day}.xlsx`;
          reply
            .header(
              'Content-Disposition',
              `attachment; filename=${name}; filename*=utf-8''${name}`,
            )
            .header('download-filename', name);
        }
        return payload;
      },
    },
    async (req, reply) =>
      sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'contact.excel.sheet',
          filename: 'enquiries',
          columns: CONTACT_EXCEL,
        },
        await repo().listAll(
          req.body ?? {},
          await scoped(req),
          req.loginUser!.userId,
        ),
      ),
  );

  app.get(
    '/project/contacts/:contactId',
    {
      config: { permission: 'project:contacts:query' },
      schema: {
        params: Type.Object({ contactId: Type.Integer() }),
        response: { 200: AjaxData(ContactSchema) },
      },
    },
    async (req) => {
      const row = await work.visible(req.params.contactId, await scoped(req));
      return { ...ok(req), data: row };
    },
  );

  app.put(
    '/project/contacts',
    {
      config: {
        permission: 'project:contacts:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: ContactEdit, response: { 200: AjaxResult } },
    },
    async function editContact(req) {
      // Fields beyond the schema arrive too: the visitor's own are refused.
      const body: Static<typeof ContactEdit> & Record<string, unknown> =
        req.body;
      const current = await work.visible(body.contactId, await scoped(req));
      for (const field of VISITOR_FIELDS) {
        if (!(field in body)) continue;
        if ((body[field] ?? null) !== (current[field] ?? null)) {
          throw new ServiceError(500, 'contact.readOnly', {
            field: req.t(FIELD_LABELS[field]),
          });
        }
      }
      await work.editStaffFields(
        body.contactId,
        { handled: body.handled, remark: body.remark },
        body.version,
        workerOf(req),
      );
      return ok(req);
    },
  );

  app.put(
    '/project/contacts/handled',
    {
      config: {
        permission: 'project:contacts:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: ContactHandled, response: { 200: AjaxResult } },
    },
    async function changeContactHandled(req) {
      await work.setHandled(
        [...new Set(req.body.ids)],
        req.body.handled,
        await scoped(req),
        workerOf(req),
      );
      return ok(req);
    },
  );
}
