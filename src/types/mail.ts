/**
 * Mail: the SMTP settings (`/system/mail/setting`), the editable templates
 * (`/system/mail/template`) and the outbox (`/monitor/mail`).
 */
import type { PageQuery } from './api';

/** How the connection to the SMTP server is secured. */
export type TlsMode = 'none' | 'starttls' | 'tls';

/** The SMTP settings as the server sends them: never the password itself. */
export interface MailSetting {
  host: string;
  port: number;
  tlsMode: TlsMode;
  username: string;
  /** A password is stored. */
  passwordSet: boolean;
  sender: string;
  senderName: string;
  version: number;
}

/**
 * The settings to save: an empty or missing password keeps the stored one,
 * `clearPassword` removes it.
 */
export interface MailSettingForm
  extends Omit<MailSetting, 'passwordSet' | 'version'> {
  password?: string;
  clearPassword?: boolean;
  version: number;
}

export type MailTemplateKey =
  | 'enquiry.autoReply'
  | 'enquiry.staffNotice'
  | 'enquiry.reply';

export interface MailTemplate {
  templateKey: MailTemplateKey;
  subject: string;
  body: string;
  /** The `{{name}}`s the template may use. */
  placeholders: string[];
  version: number;
  updateBy?: string;
  updateTime?: string | null;
}

/** A template as rendered with sample values. */
export interface MailPreview {
  subject: string;
  text: string;
}

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

export type MailKind = 'autoReply' | 'staffNotice' | 'reply' | 'test';

/** A row of the outbox. */
export interface MailOutbox {
  mailId: number;
  kind: MailKind;
  toAddr: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  nextAttemptTime?: string | null;
  /** The SMTP server's answer to the last failed attempt. */
  lastError?: string | null;
  sentTime?: string | null;
  createTime?: string | null;
  /** The enquiry the mail was sent for. */
  contactId?: number | null;
}

/** One mail of the outbox with its text and threading headers. */
export interface MailOutboxDetail extends MailOutbox {
  body: string;
  messageId: string;
  inReplyTo?: string | null;
}

export interface MailOutboxQuery extends PageQuery {
  status?: MailStatus;
  kind?: MailKind;
  toAddr?: string;
}
