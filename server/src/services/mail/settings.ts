/**
 * SMTP settings (one row): read without the password (only whether one is
 * set), saved with the password encrypted (secret.ts), and the test mail
 * sent straight to SMTP with them.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ServiceError } from '../../errors.js';
import type {
  MailSettingRepository,
  TlsMode,
} from '../../repositories/mail-settings.js';
import {
  isSingleAddress,
  messageOptions,
  newMessageId,
  assertAddress,
} from './message.js';
import { decryptPassword, encryptPassword, mailKey } from './secret.js';
import { createTransport, isConfigured, smtpErrorText } from './transport.js';
import type { SmtpConfig } from './worker.js';

/** The settings as the back office sees them. */
export interface MailSettingView {
  host: string;
  port: number;
  tlsMode: TlsMode;
  username: string;
  passwordSet: boolean;
  sender: string;
  senderName: string;
  version: number;
}

export interface MailSettingInput {
  host: string;
  port: number;
  tlsMode: TlsMode;
  username: string;
  /** A new password; empty or missing keeps the stored one. */
  password?: string;
  /** True: no password from now on. */
  clearPassword?: boolean | null;
  sender: string;
  senderName: string;
  version?: number | null;
}

export class MailSettingsService {
  private readonly key: Buffer;

  constructor(
    private readonly repo: MailSettingRepository,
    tokenSecret: string,
  ) {
    this.key = mailKey(tokenSecret);
  }

  async view(): Promise<MailSettingView> {
    const s = await this.repo.get();
    return {
      host: s.host,
      port: s.port,
      tlsMode: s.tlsMode,
      username: s.username,
      passwordSet: s.passwordEnc !== '',
      sender: s.sender,
      senderName: s.senderName,
      version: s.version,
    };
  }

  /** Saves the settings (refused when stale, or with a host but no sender address); the new version. */
  async save(input: MailSettingInput, by: string): Promise<number> {
    const sender = input.sender.trim();
    if ((sender || input.host.trim()) && !isSingleAddress(sender)) {
      throw new ServiceError(500, 'mail.senderInvalid');
    }
    let passwordEnc: string | undefined;
    if (input.clearPassword) passwordEnc = '';
    else if (input.password)
      passwordEnc = encryptPassword(this.key, input.password);
    return this.repo.update(
      {
        host: input.host.trim(),
        port: input.port,
        tlsMode: input.tlsMode,
        username: input.username.trim(),
        passwordEnc,
        sender,
        senderName: input.senderName.trim(),
        version: input.version,
      },
      by,
    );
  }

  /** The settings with the password readable (empty, with a warning, when it cannot be read). */
  async smtp(log?: Pick<FastifyBaseLogger, 'warn'>): Promise<SmtpConfig> {
    const s = await this.repo.get();
    const password = decryptPassword(this.key, s.passwordEnc);
    if (password === undefined) {
      log?.warn(
        'mail: the stored SMTP password cannot be read; enter it again',
      );
    }
    return {
      host: s.host,
      port: s.port,
      tlsMode: s.tlsMode,
      username: s.username,
      password: password ?? '',
      sender: s.sender,
      senderName: s.senderName,
    };
  }

  /**
   * Sends one mail to `to` now, with the stored settings, outside the
   * outbox. Throws `mail.notConfigured`, or `mail.testFailed` with the
   * server's answer.
   */
  async sendTest(to: string, subject: string, text: string): Promise<void> {
    assertAddress(to);
    const smtp = await this.smtp();
    if (!isConfigured(smtp)) {
      throw new ServiceError(500, 'mail.notConfigured');
    }
    const transport = createTransport(smtp);
    try {
      await transport.sendMail(
        messageOptions(
          {
            kind: 'test',
            toAddr: to,
            subject,
            body: text,
            messageId: newMessageId(smtp.sender),
          },
          smtp,
        ),
      );
    } catch (err) {
      throw new ServiceError(500, 'mail.testFailed', {
        error: smtpErrorText(err),
      });
    } finally {
      transport.close();
    }
  }
}
