/**
 * A staff reply to an enquiry by mail: the `enquiry.reply` template filled
 * in, written to the outbox in the same transaction as its history event and
 * the enquiry's move to answered, threaded under the enquiry's automatic
 * reply (In-Reply-To / References), then handed to the mail worker.
 */
import { referenceNo } from '../../../../src/shared/enquiry-rules.js';
import { SITE } from '../../../../src/website/strings.js';
import type { Queryable } from '../../db/index.js';
import { ServiceError } from '../../errors.js';
import type { AppRepositories } from '../../repositories/index.js';
import type { SqlWhere } from '../../repositories/lib/sql-where.js';
import type { ContactRow } from '../../repositories/project-contacts.js';
import { checkVersion, ContactWork, type Worker } from './work.js';

/** What the reply needs of the mail service. */
export interface ReplyMailer {
  render(
    templateKey: 'enquiry.reply',
    vars: Record<string, string>,
  ): Promise<{ subject: string; text: string }>;
  enqueue(
    mail: {
      kind: 'reply';
      to: string;
      subject: string;
      text: string;
      contactId: number;
      inReplyTo?: string;
      createBy: string;
    },
    q?: Queryable,
  ): Promise<{ mailId: number }>;
  wake(): void;
}

/** Refuses a reply the enquiry cannot take. */
function assertAnswerable(row: ContactRow): void {
  // The retention job blanks the visitor's address with the rest.
  if (!row.email.trim())
    throw new ServiceError(500, 'contact.reply.anonymised');
  if (row.status === 'closed') {
    throw new ServiceError(500, 'contact.reply.closed');
  }
}

/** Sends `text` to the enquiry's visitor; returns the outbox mail's id. */
export async function replyByMail(
  repos: AppRepositories,
  mail: ReplyMailer,
  reply: { contactId: number; text: string; version?: number | null },
  where: SqlWhere,
  by: Worker,
): Promise<number> {
  const { contactId } = reply;
  const seen = await new ContactWork(repos).visible(contactId, where);
  assertAnswerable(seen);
  // Rendered before the transaction: the template is read over the pool.
  const rendered = await mail.render('enquiry.reply', {
    siteName: SITE.companyName,
    contactName: seen.contactName,
    companyName: seen.companyName,
    referenceNo: referenceNo(contactId),
    replyText: reply.text,
    staffName: await repos.contacts.staffName(by.userId),
  });
  const mailId = await repos.transaction(async (tx, q) => {
    const row = await tx.contacts.findById(contactId, undefined, true);
    if (!row) throw new ServiceError(500, 'common.notExists');
    checkVersion(row, reply.version);
    assertAnswerable(row);
    const inReplyTo = await tx.contactEvents.autoReplyMessageId(contactId);
    const sent = await mail.enqueue(
      {
        kind: 'reply',
        to: row.email,
        subject: rendered.subject,
        text: rendered.text,
        contactId,
        inReplyTo,
        createBy: by.userName,
      },
      q,
    );
    await tx.contactEvents.add({
      contactId,
      kind: 'reply',
      body: reply.text,
      mailId: sent.mailId,
      createBy: by.userName,
    });
    await tx.contacts.update(
      contactId,
      { status: 'answered' },
      reply.version,
      by.userName,
    );
    if (row.status !== 'answered') {
      await tx.contactEvents.add({
        contactId,
        kind: 'status',
        status: 'answered',
        createBy: by.userName,
      });
    }
    return sent.mailId;
  });
  mail.wake();
  return mailId;
}
