/**
 * msw handlers for the SMTP settings, the mail templates and the mail
 * outbox (`/system/mail`, `/monitor/mail`) over their models.
 */
import { http } from 'msw';
import type {
  MailOutboxDetail,
  MailSetting,
  MailTemplate,
} from '../../src/types/mail';
import { Model, pageOf } from '../model';
import { accountOf, fail, ok, unauthorized } from './shared';

type StoredSetting = Omit<MailSetting, 'passwordSet'> & { password: string };

const SETTING: StoredSetting = {
  host: 'smtp.example.com',
  port: 587,
  tlsMode: 'starttls',
  username: 'mailer',
  password: 'secret',
  sender: 'info@example.com',
  senderName: 'Example',
  version: 0,
};

const template = (
  templateKey: MailTemplate['templateKey'],
  subject: string,
  body: string,
  placeholders: string[],
): MailTemplate => ({
  templateKey,
  subject,
  body,
  placeholders,
  version: 0,
  updateBy: '',
  updateTime: null,
});

const mail = (
  mailId: number,
  patch: Partial<MailOutboxDetail>,
): MailOutboxDetail => ({
  mailId,
  kind: 'autoReply',
  toAddr: 'visitor@example.com',
  subject: 'Thank you for your enquiry',
  body: 'Dear visitor,\n\nthank you.\n',
  messageId: `<mail-${mailId}@example.com>`,
  inReplyTo: null,
  status: 'sent',
  attempts: 1,
  nextAttemptTime: '2026-11-20 10:00:00',
  lastError: null,
  sentTime: '2026-11-20 10:00:05',
  createTime: '2026-11-20 10:00:00',
  contactId: null,
  ...patch,
});

/** The models, and what a test makes the test mail answer. */
export const mailDb = {
  setting: { ...SETTING },
  templates: new Model<MailTemplate, 'templateKey'>('templateKey', () => [
    template(
      'enquiry.autoReply',
      'Enquiry received ({{referenceNo}})',
      '{{contactName}},\n\nthank you.\n',
      ['siteName', 'referenceNo', 'contactName', 'enquiry'],
    ),
    template(
      'enquiry.staffNotice',
      'New enquiry {{referenceNo}}',
      'A new enquiry arrived.\n\n{{link}}\n',
      ['referenceNo', 'consultingItem', 'link'],
    ),
    template(
      'enquiry.reply',
      'Re: your enquiry ({{referenceNo}})',
      '{{replyText}}\n',
      ['referenceNo', 'replyText'],
    ),
  ]),
  outbox: new Model<MailOutboxDetail, 'mailId'>('mailId', () => [
    mail(1, { contactId: 7 }),
    mail(2, {
      kind: 'staffNotice',
      toAddr: 'staff@example.com',
      subject: 'New enquiry 000007',
      contactId: 7,
      status: 'failed',
      attempts: 6,
      sentTime: null,
      lastError: '550 5.1.1 <staff@example.com>: Recipient address rejected',
      createTime: '2026-11-21 09:00:00',
    }),
    mail(3, {
      kind: 'test',
      toAddr: 'admin@example.com',
      subject: 'Test mail',
      createTime: '2026-11-22 08:00:00',
    }),
    mail(4, {
      kind: 'reply',
      toAddr: 'visitor@example.com',
      subject: 'Re: your enquiry (000007)',
      inReplyTo: '<mail-1@example.com>',
      contactId: 7,
      status: 'queued',
      attempts: 0,
      sentTime: null,
      createTime: '2026-11-23 11:00:00',
    }),
  ]),
  /** The test mail's refusal (the SMTP server's answer), or null: accepted. */
  testError: null as string | null,
  /** Addresses test mails went to. */
  tested: [] as string[],
  /** The settings as last sent to be saved. */
  saved: null as Record<string, unknown> | null,
};

export function resetMailMock(): void {
  mailDb.setting = { ...SETTING };
  mailDb.templates.reset();
  mailDb.outbox.reset();
  mailDb.testError = null;
  mailDb.tested = [];
  mailDb.saved = null;
}

const STALE = 'Someone else changed this record after you opened it.';

function guard(request: Request, perm: string) {
  const account = accountOf(request);
  if (!account) return unauthorized(request);
  const perms = account.permissions;
  if (!perms.includes('*:*:*') && !perms.includes(perm)) {
    return fail(403, 'No permission, please contact the administrator');
  }
  return null;
}

/** Sample values of the preview. */
const render = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => `[${name}]`);

export const mailHandlers = [
  http.get('*/system/mail/setting', ({ request }) => {
    const denied = guard(request, 'system:mail:query');
    if (denied) return denied;
    const { password, ...rest } = mailDb.setting;
    return ok({ data: { ...rest, passwordSet: password !== '' } });
  }),

  http.put('*/system/mail/setting', async ({ request }) => {
    const denied = guard(request, 'system:mail:edit');
    if (denied) return denied;
    const body = (await request.json()) as StoredSetting & {
      clearPassword?: boolean;
    };
    mailDb.saved = body;
    if (body.version !== mailDb.setting.version) return fail(500, STALE);
    const { clearPassword, ...values } = body;
    mailDb.setting = {
      ...values,
      password: body.password || (clearPassword ? '' : mailDb.setting.password),
      version: mailDb.setting.version + 1,
    };
    return ok();
  }),

  http.post('*/system/mail/test', async ({ request }) => {
    const denied = guard(request, 'system:mail:test');
    if (denied) return denied;
    const { to } = (await request.json()) as { to: string };
    mailDb.tested.push(to);
    return mailDb.testError
      ? fail(500, mailDb.testError)
      : ok({ msg: 'Test mail sent' });
  }),

  http.get('*/system/mail/template/list', ({ request }) => {
    const denied = guard(request, 'system:mail:query');
    return denied ?? ok({ data: mailDb.templates.rows });
  }),

  http.put('*/system/mail/template', async ({ request }) => {
    const denied = guard(request, 'system:mail:edit');
    if (denied) return denied;
    const body = (await request.json()) as MailTemplate;
    const row = mailDb.templates.find(body.templateKey);
    if (!row) return fail(500, 'The record does not exist');
    if (body.version !== row.version) return fail(500, STALE);
    mailDb.templates.update(body.templateKey, {
      subject: body.subject,
      body: body.body,
      version: row.version + 1,
      updateBy: 'admin',
      updateTime: '2026-11-28 09:00:00',
    });
    return ok();
  }),

  http.post('*/system/mail/template/preview', async ({ request }) => {
    const denied = guard(request, 'system:mail:query');
    if (denied) return denied;
    const body = (await request.json()) as MailTemplate;
    return ok({
      data: { subject: render(body.subject), text: render(body.body) },
    });
  }),

  http.get('*/monitor/mail/list', ({ request }) => {
    const denied = guard(request, 'monitor:mail:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const is = (value: string, param: string) =>
      !q.get(param) || value === q.get(param);
    const begin = q.get('params[beginTime]') ?? '';
    const end = q.get('params[endTime]') ?? '';
    const rows = mailDb.outbox.rows
      .filter(
        (m) =>
          is(m.status, 'status') &&
          is(m.kind, 'kind') &&
          m.toAddr.includes(q.get('toAddr') ?? '') &&
          (!begin || (m.createTime ?? '') >= begin) &&
          (!end || (m.createTime ?? '') <= end),
      )
      .sort((a, b) => b.mailId - a.mailId)
      .map(({ body: _body, messageId: _id, inReplyTo: _re, ...row }) => row);
    return ok(pageOf(rows, q));
  }),

  http.get('*/monitor/mail/:id', ({ request, params }) => {
    const denied = guard(request, 'monitor:mail:query');
    if (denied) return denied;
    const row = mailDb.outbox.find(Number(params.id));
    return row ? ok({ data: row }) : fail(500, 'The record does not exist');
  }),

  http.put('*/monitor/mail/resend/:ids', ({ request, params }) => {
    const denied = guard(request, 'monitor:mail:resend');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    for (const id of ids.filter(
      (i) => mailDb.outbox.find(i)?.status !== 'sending',
    )) {
      mailDb.outbox.update(id, {
        status: 'queued',
        attempts: 0,
        sentTime: null,
        nextAttemptTime: '2026-11-28 09:00:00',
      });
    }
    return ok();
  }),
];
