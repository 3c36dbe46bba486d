/**
 * The outbox worker, one in every instance.
 *
 * - A tick claims due mails (queued and due, or sending with a lease run
 *   out) with `FOR UPDATE SKIP LOCKED`, so of several instances exactly one
 *   takes each mail; claiming counts an attempt and sets a lease.
 * - Each claimed mail is sent: then `sent`; else queued again after a
 *   growing pause with the server's answer in last_error, or `failed` once
 *   `sys.mail.maxAttempts` attempts have failed.
 * - Without an SMTP host or sender nothing is claimed: due mails wait,
 *   saying why, with no attempt counted.
 * - Its loop (timer, wake, stop) is infra/polling-worker.ts's.
 * - `stop()` ends the timer and waits for the tick in progress: the mail
 *   being sent is finished, mails claimed but not yet sent go back to the
 *   queue, nothing is sent after it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type {
  ClaimedMail,
  MailOutboxRepository,
} from '../../repositories/mail-outbox.js';
import { ServiceError } from '../../errors.js';
import { PollingWorker } from '../infra/polling-worker.js';
import { messageOptions, type MailSender } from './message.js';
import {
  createTransport,
  isConfigured,
  SEND_TIMEOUT_MS,
  smtpErrorText,
  type SmtpSettings,
} from './transport.js';

export const DEFAULT_MAIL_POLL_MS = 15_000;
/** Pauses after the 1st, 2nd, ... failed attempt; the last one repeats. */
export const RETRY_PAUSES_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  60 * 60_000,
  4 * 60 * 60_000,
];
/** Stored as last_error of mails waiting for SMTP settings (shown translated). */
export const NOT_CONFIGURED = 'SMTP is not configured (no host or sender)';
const BAD_ADDRESS = 'Invalid recipient address';
const BATCH = 5;
/** Long enough for a whole batch to a stalling server: no other worker takes a mail still being sent. */
const LEASE_MS = BATCH * SEND_TIMEOUT_MS + 60_000;

export interface SmtpConfig extends SmtpSettings, MailSender {}

export interface OutboxWorkerDeps {
  outbox: MailOutboxRepository;
  /** The settings now (read afresh each tick). */
  smtp: () => Promise<SmtpConfig>;
  maxAttempts: () => Promise<number>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  pollMs?: number;
}

export function retryPauseMs(attempts: number): number {
  const i = Math.min(Math.max(attempts, 1), RETRY_PAUSES_MS.length) - 1;
  return RETRY_PAUSES_MS[i];
}

export class OutboxWorker extends PollingWorker {
  private waitingForSmtp = false;

  constructor(private readonly deps: OutboxWorkerDeps) {
    super({
      name: 'mail worker',
      log: deps.log,
      pollMs: deps.pollMs ?? DEFAULT_MAIL_POLL_MS,
    });
  }

  /** Sends every due mail. */
  protected async work(): Promise<number> {
    const smtp = await this.deps.smtp();
    this.waitingForSmtp = !isConfigured(smtp);
    if (this.waitingForSmtp) {
      await this.deps.outbox.noteWaiting(NOT_CONFIGURED);
      return 0;
    }
    const maxAttempts = await this.deps.maxAttempts();
    let handled = 0;
    for (;;) {
      const batch = await this.deps.outbox.claim(BATCH, LEASE_MS);
      if (!batch.length) return handled;
      const transport = createTransport(smtp);
      try {
        for (const [i, mail] of batch.entries()) {
          if (this.closed) {
            await this.deps.outbox.release(batch.slice(i).map((m) => m.mailId));
            return handled;
          }
          await this.sendOne(transport, mail, smtp, maxAttempts);
          handled += 1;
        }
      } finally {
        transport.close();
      }
      if (batch.length < BATCH || this.closed) return handled;
    }
  }

  /** Mails wait for the poll while SMTP is not configured. */
  protected msUntilNext(): Promise<number | null> {
    return this.waitingForSmtp
      ? Promise.resolve(null)
      : this.deps.outbox.msUntilNext();
  }

  private async sendOne(
    transport: ReturnType<typeof createTransport>,
    mail: ClaimedMail,
    smtp: SmtpConfig,
    maxAttempts: number,
  ): Promise<void> {
    const { outbox } = this.deps;
    try {
      await transport.sendMail(messageOptions(mail, smtp));
    } catch (err) {
      if (err instanceof ServiceError) {
        await outbox.markFailed(mail.mailId, BAD_ADDRESS);
      } else if (mail.attempts >= maxAttempts) {
        await outbox.markFailed(mail.mailId, smtpErrorText(err));
      } else {
        const pause = retryPauseMs(mail.attempts);
        await outbox.retryLater(mail.mailId, pause, smtpErrorText(err));
      }
      return;
    }
    await outbox.markSent(mail.mailId);
  }
}
