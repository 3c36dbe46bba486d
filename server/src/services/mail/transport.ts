/**
 * SMTP through nodemailer from the stored settings. TLS mode `none`: plain
 * (STARTTLS ignored); `starttls`: STARTTLS required; `tls`: TLS from the
 * first byte. Short connection and greeting timeouts, so a dead server
 * costs seconds, not minutes.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { TlsMode } from '../../repositories/mail-settings.js';

export interface SmtpSettings {
  host: string;
  port: number;
  tlsMode: TlsMode;
  username: string;
  password: string;
}

const CONNECTION_TIMEOUT_MS = 5_000;
const GREETING_TIMEOUT_MS = 5_000;
const SOCKET_TIMEOUT_MS = 20_000;
/** The longest one mail to a server that stalls at every step can take. */
export const SEND_TIMEOUT_MS =
  CONNECTION_TIMEOUT_MS + GREETING_TIMEOUT_MS + SOCKET_TIMEOUT_MS;

export function transportOptions(s: SmtpSettings): SMTPTransport.Options {
  return {
    host: s.host,
    port: s.port,
    secure: s.tlsMode === 'tls',
    requireTLS: s.tlsMode === 'starttls',
    ignoreTLS: s.tlsMode === 'none',
    auth: s.username ? { user: s.username, pass: s.password } : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export function createTransport(
  s: SmtpSettings,
): Transporter<SMTPTransport.SentMessageInfo> {
  return nodemailer.createTransport(transportOptions(s));
}

/** What went wrong: the SMTP server's answer when it gave one (`550 5.1.1 ...`), else the error. */
export function smtpErrorText(err: unknown): string {
  const e = err as { response?: string; code?: string; message?: string };
  let text = e?.response;
  if (!text) {
    const message = e?.message || String(err);
    text =
      e?.code && !message.includes(e.code) ? `${e.code}: ${message}` : message;
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 2000);
}

/** Mail can be sent only once an SMTP host and a sender are set. */
export function isConfigured(s: { host: string; sender: string }): boolean {
  return s.host.trim() !== '' && s.sender.trim() !== '';
}
