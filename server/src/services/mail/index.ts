/**
 * Mail (docs/enquiries.md): every mail is written to the outbox first, in
 * the transaction of what caused it, and sent later by the outbox worker;
 * texts come from the stored templates. Settings and the test mail are in
 * settings.ts.
 *
 *   const { mailId, messageId } = await app.services.mail.enqueue(
 *     { kind: 'autoReply', to, subject, text, contactId }, tx);
 *   // after the transaction committed:
 *   app.services.mail.wake();
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/index.js';
import { ServiceError } from '../../errors.js';
import { Lists } from '../../repositories/lib/lists.js';
import {
  MailOutboxRepository,
  type MailKind,
} from '../../repositories/mail-outbox.js';
import type { Repositories } from '../../repositories/index.js';
import { MailSettingRepository } from '../../repositories/mail-settings.js';
import { MailTemplateRepository } from '../../repositories/mail-templates.js';
import type { ConfigService } from '../config.js';
import { assertAddress, newMessageId } from './message.js';
import { MailSettingsService } from './settings.js';
import { fillTemplate, isMailTemplateKey, oneLine } from './templates.js';
import { OutboxWorker } from './worker.js';

export {
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATE_PLACEHOLDERS,
  type MailTemplateKey,
} from './templates.js';
export type { MailKind } from '../../repositories/mail-outbox.js';

/** A mail to send. */
export interface NewMail {
  kind: MailKind;
  /** One address (checked: no name, no list, no line break). */
  to: string;
  /** One line (line breaks become spaces). */
  subject: string;
  /** Plain text. */
  text: string;
  /** The enquiry it is about. */
  contactId?: number;
  /** The Message-ID it answers: sets In-Reply-To and References. */
  inReplyTo?: string;
  createBy?: string;
}

export interface QueuedMail {
  mailId: number;
  /** `<...@sender-domain>`, made here. */
  messageId: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

export interface MailServiceDeps {
  db: Db;
  repos: Repositories;
  config: ConfigService;
  tokenSecret: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** How often the worker looks for due mail when nothing wakes it. */
  pollMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 6;

export class MailService {
  readonly settings: MailSettingsService;
  readonly worker: OutboxWorker;

  constructor(private readonly deps: MailServiceDeps) {
    this.settings = new MailSettingsService(
      deps.repos.mailSettings,
      deps.tokenSecret,
    );
    this.worker = new OutboxWorker({
      outbox: deps.repos.mailOutbox,
      smtp: () => this.settings.smtp(deps.log),
      maxAttempts: async () =>
        Math.max(
          1,
          await deps.config.getInt(
            'sys.mail.maxAttempts',
            DEFAULT_MAX_ATTEMPTS,
          ),
        ),
      log: deps.log,
      pollMs: deps.pollMs,
    });
  }

  /**
   * Writes the mail to the outbox (over `q`, a transaction, when given);
   * never talks to SMTP. Without `q` the worker is woken at once; with it,
   * call `wake()` once the transaction has committed.
   */
  async enqueue(mail: NewMail, q?: Queryable): Promise<QueuedMail> {
    assertAddress(mail.to);
    // Over the caller's transaction: on PGlite a statement outside it would
    // wait for it to end.
    const db = q ?? this.deps.db;
    const { sender } = await new MailSettingRepository(db).get();
    const messageId = newMessageId(sender);
    const outbox = new MailOutboxRepository(db, new Lists(db, null));
    const mailId = await outbox.insert({
      kind: mail.kind,
      toAddr: mail.to,
      subject: oneLine(mail.subject).slice(0, 500),
      body: mail.text,
      messageId,
      inReplyTo: mail.inReplyTo ?? null,
      contactId: mail.contactId ?? null,
      createBy: mail.createBy ?? '',
    });
    if (!q) this.wake();
    return { mailId, messageId };
  }

  /** Asks the worker to look for due mail now. */
  wake(): void {
    this.worker.wake();
  }

  /**
   * The stored template `templateKey` filled with `vars` (plain text; a
   * placeholder without a value stays as written); the subject on one line.
   * Read over `q` when given (inside a transaction on PGlite, a read over
   * the pool would wait for it to end).
   */
  async render(
    templateKey: string,
    vars: Readonly<Record<string, string>>,
    q?: Queryable,
  ): Promise<RenderedMail> {
    const templates = q
      ? new MailTemplateRepository(q)
      : this.deps.repos.mailTemplates;
    const t = isMailTemplateKey(templateKey)
      ? await templates.get(templateKey)
      : undefined;
    if (!t) {
      throw new ServiceError(500, 'mail.templateUnknown', {
        key: String(templateKey).slice(0, 50),
      });
    }
    return {
      subject: oneLine(fillTemplate(t.subject, vars)),
      text: fillTemplate(t.body, vars),
    };
  }

  /** Starts the worker (sends what is due). */
  start(): void {
    this.worker.start();
  }

  /** Stops the worker: nothing is sent after it resolves. */
  stop(): Promise<void> {
    return this.worker.stop();
  }
}
