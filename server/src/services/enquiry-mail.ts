/**
 * The mails sent when an enquiry arrives: the auto-reply to the visitor (at
 * most one per address per sys.contact.autoReplyMinutes) and a notice to
 * each recipient of the consulting item. They are queued in the outbox in
 * the enquiry's transaction, under a savepoint: a mail that cannot be queued
 * is logged and dropped, the enquiry is kept. Nothing here talks to SMTP.
 *
 * Inside the transaction every read goes through it (templates, sender):
 * PGlite runs one transaction at a time, and a read on the pool would wait
 * for this one to end. The parameters are read before it starts.
 *
 * Plain text only: what the visitor typed is copied as text into the body
 * and never into the auto-reply's subject (only the site's name and the
 * reference number go there).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/index.js';
import { translate } from '../i18n/index.js';
import { EnquiryMailRepository } from '../repositories/enquiry-mail.js';
import type { Repositories } from '../repositories/index.js';
import type { MailKind } from '../repositories/mail-outbox.js';
import {
  ENQUIRY_FIELDS,
  referenceNo,
  type EnquiryValues,
} from '../../../src/shared/enquiry-rules.js';
import { responseTargetText } from '../../../src/shared/enquiry-terms.js';
import { SITE } from '../../../src/website/strings.js';
import type { ConfigService } from './config.js';
import { contactTerm } from './contact-terms.js';
import { fieldLabelKey } from './enquiry-rules.js';
import { defang } from './infra/defang.js';
import { publicOrigin } from './infra/site-origin.js';
import type { MailService } from './mail/index.js';
import type { MailTemplateKey } from './mail/templates.js';

/** An enquiry just stored, as the mails about it need it. */
export interface ArrivedEnquiry extends EnquiryValues {
  contactId: number;
  itemId: number;
  /** `YYYY/MM/DD HH:MM` */
  createTime: string;
}

/** The parameters the mails follow, read before the transaction. */
export interface ArrivalSettings {
  autoReplyMinutes: number;
  /** 「3日以内（72時間以内）に」 */
  responseTarget: string;
  /** The site's public origin, for the link in the staff notice. */
  origin: string;
}

export interface EnquiryMailDeps {
  config: ConfigService;
  mail: MailService;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const DEFAULT_AUTO_REPLY_MINUTES = 60;
const EMPTY = '（未入力）';

/**
 * What the visitor sent as plain text, labelled in Japanese, one field a
 * line; the free text below its label, each line indented.
 */
export function enquiryCopy(e: EnquiryValues): string {
  return ENQUIRY_FIELDS.map((field) => {
    const label = translate('ja', fieldLabelKey(field));
    if (field === 'consultingContent') {
      const lines = e[field].split('\n').map((l) => `  ${l}`.trimEnd());
      return `${label}:\n${lines.join('\n')}`;
    }
    return `${label}: ${e[field] || EMPTY}`;
  }).join('\n');
}

/** The enquiry's fields defanged (its e-mail address, the recipient's own, kept). */
function withoutLinks(e: EnquiryValues): EnquiryValues {
  const out = { ...e };
  for (const field of ENQUIRY_FIELDS) {
    if (field !== 'email') out[field] = defang(e[field]);
  }
  return out;
}

export class EnquiryMail {
  constructor(private readonly deps: EnquiryMailDeps) {}

  /** The parameters, read (through their cache) before the transaction. */
  async settings(): Promise<ArrivalSettings> {
    const { config } = this.deps;
    const hours = await contactTerm(config, 'responseTargetHours');
    return {
      autoReplyMinutes: await config.getInt(
        'sys.contact.autoReplyMinutes',
        DEFAULT_AUTO_REPLY_MINUTES,
      ),
      responseTarget: `${responseTargetText(hours)}に`,
      origin: await publicOrigin(config),
    };
  }

  /**
   * Queues the enquiry's mails in the transaction that stored it (`repos`
   * and `tx` over it); call wake() once it has committed.
   */
  async queue(
    repos: Repositories,
    tx: Queryable,
    e: ArrivedEnquiry,
    settings: ArrivalSettings,
  ): Promise<void> {
    const arrival = new Arrival(
      this.deps.mail,
      tx,
      new EnquiryMailRepository(tx),
      e,
    );
    const vars = {
      siteName: SITE.companyName,
      contactName: e.contactName,
      companyName: e.companyName,
      referenceNo: referenceNo(e.contactId),
      consultingItem: e.consultingItem,
      createTime: e.createTime,
      enquiry: enquiryCopy(e),
    };
    const { log } = this.deps;
    await arrival.safely(log, 'auto-reply', async () => {
      const minutes = settings.autoReplyMinutes;
      if (minutes > 0 && (await arrival.recentAutoReplies(minutes)) > 0) {
        log.info(
          { contactId: e.contactId, minutes },
          'enquiry: no auto-reply, one went to the address within the interval',
        );
        return;
      }
      // It goes to whatever address was typed: what was typed is in it
      // defanged, so that no mail client makes a link of it.
      const typed = withoutLinks(e);
      const { text } = await arrival.render('enquiry.autoReply', {
        ...vars,
        contactName: typed.contactName,
        companyName: typed.companyName,
        enquiry: enquiryCopy(typed),
        responseTarget: settings.responseTarget,
      });
      // The subject names the site and the reference number, nothing typed.
      const { subject } = await arrival.render('enquiry.autoReply', {
        siteName: vars.siteName,
        referenceNo: vars.referenceNo,
      });
      await arrival.send('autoReply', e.email, subject, text);
    });
    await arrival.safely(log, 'staff notices', async () => {
      const recipients = await repos.consultingItems.recipientAddresses(
        e.itemId,
      );
      if (!recipients.length) {
        log.warn(
          { contactId: e.contactId, itemId: e.itemId },
          'enquiry: its consulting item has no recipients, no staff notice sent',
        );
        return;
      }
      const notice = await arrival.render('enquiry.staffNotice', {
        ...vars,
        link: `${settings.origin}/#/project/contacts?contactId=${e.contactId}`,
      });
      for (const to of recipients) {
        await arrival.safely(log, 'staff notice', () =>
          arrival.send('staffNotice', to, notice.subject, notice.text),
        );
      }
    });
  }

  /** Asks the outbox worker to send what was queued. */
  wake(): void {
    this.deps.mail.wake();
  }
}

/** One enquiry's mails, written over its transaction. */
class Arrival {
  constructor(
    private readonly mail: MailService,
    private readonly tx: Queryable,
    private readonly repo: EnquiryMailRepository,
    private readonly e: ArrivedEnquiry,
  ) {}

  recentAutoReplies(minutes: number): Promise<number> {
    return this.repo.recentAutoReplies(this.e.email, minutes);
  }

  /** The stored template filled in, read over the enquiry's transaction. */
  render(key: MailTemplateKey, vars: Readonly<Record<string, string>>) {
    return this.mail.render(key, vars, this.tx);
  }

  /** Writes the mail to the outbox and notes it in the enquiry's history. */
  async send(kind: MailKind, to: string, subject: string, text: string) {
    const { mailId } = await this.mail.enqueue(
      { kind, to, subject, text, contactId: this.e.contactId },
      this.tx,
    );
    await this.repo.addMailEvent(this.e.contactId, mailId, `${to}: ${subject}`);
  }

  /** Runs `fn` under a savepoint; a failure is logged and undone, nothing more. */
  async safely(
    log: EnquiryMailDeps['log'],
    what: string,
    fn: () => Promise<void>,
  ): Promise<void> {
    try {
      await this.repo.savepoint('enquiry_mail', fn);
    } catch (err) {
      log.error(
        { err, contactId: this.e.contactId },
        `enquiry: the ${what} could not be queued`,
      );
    }
  }
}
