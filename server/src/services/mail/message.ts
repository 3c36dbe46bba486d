/**
 * One mail as nodemailer sends it: plain text only, UTF-8 (nodemailer
 * encodes a non-ASCII subject as encoded words and the body as
 * quoted-printable or base64). Nothing a visitor typed becomes a header of
 * its own: the recipient is one address checked again here, the subject is
 * put on one line.
 */
import { randomUUID } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import { checkEnquiryField } from '../../../../src/shared/enquiry-rules.js';
import { ServiceError } from '../../errors.js';
import { oneLine } from './templates.js';

/** What is sent: the outbox row's fields. */
export interface OutgoingMail {
  toAddr: string;
  subject: string;
  body: string;
  messageId: string;
  inReplyTo?: string | null;
  kind: string;
}

/** The sender as the settings give it. */
export interface MailSender {
  sender: string;
  senderName: string;
}

/** True for one plain address in the shared e-mail format (no name, no list, no line break). */
export function isSingleAddress(to: string): boolean {
  return (
    typeof to === 'string' &&
    to.length <= 254 &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u0020,;<>"()\u007f]/.test(to) &&
    checkEnquiryField('email', to) === undefined
  );
}

/** Throws `mail.badAddress` unless `to` is one plain address. */
export function assertAddress(to: string): void {
  if (!isSingleAddress(to)) {
    throw new ServiceError(500, 'mail.badAddress', {
      address: oneLine(String(to)).slice(0, 100),
    });
  }
}

/** A new Message-ID in the sender's domain: `<uuid@domain>`. */
export function newMessageId(sender: string): string {
  const domain = /^[^@\s]+@([A-Za-z0-9.-]+)$/.exec(sender)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/** Auto-Submitted (RFC 3834) of each kind: autoresponders do not answer these. */
const AUTO_SUBMITTED: Readonly<Record<string, string>> = {
  autoReply: 'auto-replied',
  staffNotice: 'auto-generated',
};

/** nodemailer's options for `mail` from `from` (the address checked again). */
export function messageOptions(
  mail: OutgoingMail,
  from: MailSender,
): SendMailOptions {
  assertAddress(mail.toAddr);
  const auto = AUTO_SUBMITTED[mail.kind];
  return {
    from: { name: oneLine(from.senderName), address: from.sender },
    to: mail.toAddr,
    subject: oneLine(mail.subject),
    text: mail.body,
    messageId: mail.messageId,
    ...(mail.inReplyTo
      ? { inReplyTo: mail.inReplyTo, references: mail.inReplyTo }
      : {}),
    headers: auto ? { 'Auto-Submitted': auto } : {},
    textEncoding: 'base64',
  };
}
