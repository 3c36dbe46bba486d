/**
 * The SMTP connection each TLS mode asks for, and STARTTLS required in
 * `starttls` mode: a server that does not offer it gets no mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTransport,
  transportOptions,
} from '../../server/src/services/mail/transport.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

const BASE = { host: '127.0.0.1', port: 25, username: '', password: '' };

describe('SMTP transport', () => {
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
  });

  afterAll(() => smtp?.stop());

  it('maps each TLS mode to the connection nodemailer makes', () => {
    expect(transportOptions({ ...BASE, tlsMode: 'none' })).toMatchObject({
      secure: false,
      ignoreTLS: true,
      requireTLS: false,
      auth: undefined,
    });
    expect(transportOptions({ ...BASE, tlsMode: 'starttls' })).toMatchObject({
      secure: false,
      ignoreTLS: false,
      requireTLS: true,
    });
    expect(transportOptions({ ...BASE, tlsMode: 'tls' })).toMatchObject({
      secure: true,
      ignoreTLS: false,
      requireTLS: false,
    });
    const signedIn = transportOptions({
      ...BASE,
      tlsMode: 'starttls',
      username: 'mailer',
      password: 'pw',
    });
    expect(signedIn.auth).toEqual({ user: 'mailer', pass: 'pw' });
    expect(signedIn).toMatchObject({
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    expect(signedIn.connectionTimeout).toBeLessThanOrEqual(10_000);
    expect(signedIn.greetingTimeout).toBeLessThanOrEqual(10_000);
  });

  it('sends nothing in starttls mode to a server without STARTTLS', async () => {
    const transport = createTransport({
      ...BASE,
      port: smtp.port,
      tlsMode: 'starttls',
    });
    try {
      await expect(
        transport.sendMail({
          from: 'info@example.co.jp',
          to: 'a@example.jp',
          subject: 's',
          text: 't',
        }),
      ).rejects.toThrow(/STARTTLS/);
    } finally {
      transport.close();
    }
    expect(smtp.mails).toHaveLength(0);
  });
});
