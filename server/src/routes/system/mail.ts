/**
 * Mail settings `/system/mail` (docs/enquiries.md): the SMTP settings
 * (answered without the password), a test mail sent at once with them, and
 * the mail templates with their placeholders and a preview.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import { AjaxData, AjaxResult } from '../../schemas/common.js';
import {
  MailPreviewSchema,
  MailSettingEdit,
  MailSettingSchema,
  MailTemplateEdit,
  MailTemplatePreviewBody,
  MailTemplateSchema,
  MailTestBody,
} from '../../schemas/mail.js';
import {
  fillTemplate,
  isMailTemplateKey,
  MAIL_TEMPLATE_PLACEHOLDERS,
  oneLine,
  sampleValues,
  subjectPlaceholders,
  unknownPlaceholders,
  type MailTemplateKey,
} from '../../services/mail/templates.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const LOG_TITLE = 'Mail settings';
/** Test mails one user may send per minute. */
const TESTS_PER_MINUTE = 5;

/** The template key if known, else `mail.templateUnknown`. */
function templateKeyOf(key: string): MailTemplateKey {
  if (!isMailTemplateKey(key)) {
    throw new ServiceError(500, 'mail.templateUnknown', { key });
  }
  return key;
}

/** Refuses a subject with a line break and placeholders the template does not allow. */
function checkTemplate(key: MailTemplateKey, subject: string, body: string) {
  if (/[\r\n\u2028\u2029]/.test(subject)) {
    throw new ServiceError(500, 'mail.subjectOneLine');
  }
  const tags = (names: readonly string[], sep: string) =>
    names.map((n) => `{{${n}}}`).join(sep);
  const inBody = unknownPlaceholders(MAIL_TEMPLATE_PLACEHOLDERS[key], body);
  if (inBody.length) {
    throw new ServiceError(500, 'mail.placeholderNotAllowed', {
      name: tags(inBody, ', '),
      allowed: tags(MAIL_TEMPLATE_PLACEHOLDERS[key], ' '),
    });
  }
  const allowed = subjectPlaceholders(key);
  const inSubject = unknownPlaceholders(allowed, subject);
  if (inSubject.length) {
    throw new ServiceError(500, 'mail.subjectPlaceholderNotAllowed', {
      name: tags(inSubject, ', '),
      allowed: tags(allowed, ' '),
    });
  }
}

export default async function mailSettingRoutes(app: RouteApp) {
  const mail = () => app.services.mail;
  const by = (req: FastifyRequest) => req.loginUser!.userName;

  /** At most TESTS_PER_MINUTE test mails per user and minute (kv counter). */
  const countTest = async (req: FastifyRequest) => {
    const key = `mail_test:${req.loginUser!.userId}`;
    const n = await app.kv.incr(key);
    if (n === 1) await app.kv.expire(key, 60);
    if (n > TESTS_PER_MINUTE) throw new ServiceError(429, 'mail.testTooMany');
  };

  app.get(
    '/system/mail/setting',
    {
      config: { permission: 'system:mail:query' },
      schema: { response: { 200: AjaxData(MailSettingSchema) } },
    },
    async (req) => ({ ...ok(req), data: await mail().settings.view() }),
  );

  app.put(
    '/system/mail/setting',
    {
      config: {
        permission: 'system:mail:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: MailSettingEdit, response: { 200: AjaxResult } },
    },
    async (req) => {
      await mail().settings.save(
        { ...req.body, password: req.body.password ?? undefined },
        by(req),
      );
      mail().wake();
      return ok(req);
    },
  );

  app.post(
    '/system/mail/test',
    {
      config: {
        permission: 'system:mail:test',
        log: { title: LOG_TITLE, businessType: 'OTHER' },
      },
      schema: { body: MailTestBody, response: { 200: AjaxResult } },
    },
    async (req) => {
      await countTest(req);
      const to = req.body.to.trim();
      const system = await senderLabel(app);
      await mail().settings.sendTest(
        to,
        req.t('mail.testSubject', { system }),
        req.t('mail.testBody'),
      );
      return { code: 200, msg: req.t('mail.testSent', { to }) };
    },
  );

  app.get(
    '/system/mail/template/list',
    {
      config: { permission: 'system:mail:query' },
      schema: { response: { 200: AjaxData(Type.Array(MailTemplateSchema)) } },
    },
    async (req) => {
      const rows = await app.repos.mailTemplates.list();
      const data = rows
        .filter((r) => isMailTemplateKey(r.templateKey))
        .map((r) => ({
          ...r,
          placeholders: [
            ...MAIL_TEMPLATE_PLACEHOLDERS[r.templateKey as MailTemplateKey],
          ],
        }));
      return { ...ok(req), data };
    },
  );

  app.put(
    '/system/mail/template',
    {
      config: {
        permission: 'system:mail:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: MailTemplateEdit, response: { 200: AjaxResult } },
    },
    async (req) => {
      const key = templateKeyOf(req.body.templateKey);
      checkTemplate(key, req.body.subject, req.body.body);
      await app.repos.mailTemplates.update(
        { ...req.body, templateKey: key },
        by(req),
      );
      return ok(req);
    },
  );

  app.post(
    '/system/mail/template/preview',
    {
      config: { permission: 'system:mail:query' },
      schema: {
        body: MailTemplatePreviewBody,
        response: { 200: AjaxData(MailPreviewSchema) },
      },
    },
    async (req) => {
      const key = templateKeyOf(req.body.templateKey);
      checkTemplate(key, req.body.subject, req.body.body);
      const vars = sampleValues(key);
      return {
        ...ok(req),
        data: {
          subject: oneLine(fillTemplate(req.body.subject, vars)),
          text: fillTemplate(req.body.body, vars),
        },
      };
    },
  );
}

/** The test mail's subject names the sender: its name, else its address. */
async function senderLabel(app: RouteApp): Promise<string> {
  const s = await app.services.mail.settings.view();
  return s.senderName || s.sender;
}
