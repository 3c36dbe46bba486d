/**
 * Mail: the SMTP settings (`/system/mail/setting`), the editable templates
 * (`/system/mail/template`) and the outbox (`/monitor/mail`), as the
 * server's API document describes them.
 */
import type { ApiBody, ApiData, ApiRow, ListQuery } from './openapi';

/** The SMTP settings as the server sends them: never the password itself. */
export type MailSetting = ApiData<'/system/mail/setting'>;

/** How the connection to the SMTP server is secured. */
export type TlsMode = MailSetting['tlsMode'];

/**
 * The settings to save: an empty or missing password keeps the stored one,
 * `clearPassword` removes it.
 */
export type MailSettingForm = ApiBody<'/system/mail/setting', 'put'>;

export type MailTemplateKey =
  | 'enquiry.autoReply'
  | 'enquiry.staffNotice'
  | 'enquiry.reply';

/** A template with the `{{name}}`s it may use. */
export type MailTemplate = ApiData<'/system/mail/template/list'>[number] & {
  templateKey: MailTemplateKey;
};

/** A template as rendered with sample values. */
export type MailPreview = ApiData<'/system/mail/template/preview', 'post'>;

export type MailKind = 'autoReply' | 'staffNotice' | 'reply' | 'test';

/** A row of the outbox (status: dictionary sys_mail_status). */
export type MailOutbox = ApiRow<'/monitor/mail/list'>;

/** One mail of the outbox with its text and threading headers. */
export type MailOutboxDetail = ApiData<'/monitor/mail/{mailId}'>;

export type MailOutboxQuery = ListQuery<'/monitor/mail/list'>;
