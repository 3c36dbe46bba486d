/** Shapes of the mail settings, templates (`/system/mail`) and outbox (`/monitor/mail`). */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { Field } from './fields.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);
const NInt = Type.Union([Type.Integer(), Type.Null()]);

const TlsMode = Type.Union([
  Type.Literal('none'),
  Type.Literal('starttls'),
  Type.Literal('tls'),
]);

/** The SMTP settings as answered: never the password, only whether one is stored. */
export const MailSettingSchema = Type.Object({
  host: Str,
  port: Type.Integer(),
  tlsMode: TlsMode,
  username: Str,
  passwordSet: Type.Boolean(),
  sender: Str,
  senderName: Str,
  version: Type.Integer(),
});

/** PUT /system/mail/setting: an empty or missing password keeps the stored one. */
export const MailSettingEdit = Type.Object({
  host: Type.String({ 'x-label': 'mail.field.host', maxLength: 255 }),
  port: Type.Integer({
    'x-label': 'mail.field.port',
    minimum: 1,
    maximum: 65535,
  }),
  tlsMode: Type.Unsafe<'none' | 'starttls' | 'tls'>({
    type: 'string',
    enum: ['none', 'starttls', 'tls'],
    'x-label': 'mail.field.tlsMode',
  }),
  username: Type.String({ 'x-label': 'mail.field.username', maxLength: 255 }),
  password: Field.optionalText('mail.field.password', 200),
  clearPassword: Field.bool(),
  sender: Type.String({ 'x-label': 'mail.field.sender', maxLength: 255 }),
  senderName: Type.String({
    'x-label': 'mail.field.senderName',
    maxLength: 100,
  }),
  version: Field.version(),
});

/** POST /system/mail/test */
export const MailTestBody = Type.Object({
  to: Field.text('mail.field.to', 254),
});

export const MailTemplateSchema = Type.Object({
  templateKey: Str,
  subject: Str,
  body: Str,
  /** The `{{name}}`s this template may use. */
  placeholders: Type.Array(Str),
  version: Type.Integer(),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
});

const TemplateText = {
  templateKey: Field.text('mail.field.templateKey', 50),
  subject: Field.text('mail.field.subject', 200),
  body: Field.text('mail.field.body', 10000),
};

/** PUT /system/mail/template */
export const MailTemplateEdit = Type.Object({
  ...TemplateText,
  version: Field.version(),
});

/** POST /system/mail/template/preview: the texts being edited, not yet saved. */
export const MailTemplatePreviewBody = Type.Object(TemplateText);

export const MailPreviewSchema = Type.Object({ subject: Str, text: Str });

export const MailOutboxSchema = Type.Object({
  mailId: Type.Integer(),
  kind: Str,
  toAddr: Str,
  subject: Str,
  status: Str,
  attempts: Type.Integer(),
  nextAttemptTime: NStr,
  lastError: NStr,
  sentTime: NStr,
  createTime: NStr,
  contactId: NInt,
});

export const MailOutboxDetailSchema = Type.Object({
  ...MailOutboxSchema.properties,
  body: Str,
  messageId: Str,
  inReplyTo: NStr,
  createBy: Type.Optional(Str),
});

export const MailOutboxQuery = Type.Object({
  ...PageQueryProps,
  status: Type.Optional(Type.String({ maxLength: 10 })),
  kind: Type.Optional(Type.String({ maxLength: 20 })),
  toAddr: Type.Optional(Type.String({ maxLength: 255 })),
});
