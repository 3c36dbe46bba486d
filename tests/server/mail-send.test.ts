/**
 * The outbox worker against a real SMTP server on 127.0.0.1, each mail
 * parsed as it arrives: Japanese text decodes exactly, a mail waits out a
 * server that is down and a server that refuses, fails after
 * sys.mail.maxAttempts attempts with the server's answer, and resend sends
 * it again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';
import {
  dueNow,
  outboxState,
  useTestSmtp,
  waitForOutbox,
} from './helpers/outbox.js';

const EN = { 'content-language': 'en' };
const SUBJECT =
  '【株式会社サンプル】お問い合わせを受け付けました（受付番号 000042）';
const BODY = [
  '山田 太郎 様',
  '',
  'このたびはお問い合わせいただき、誠にありがとうございます。',
  '波ダッシュ～と丸数字①、髙島屋の髙、半角ｶﾀｶﾅ ﾃﾞｰﾀ ｶﾞｷﾞｸﾞ。',
  'A line that is rather long and plain ASCII, so that the encoder has to wrap it somewhere past seventy-six characters.',
  '',
  '株式会社サンプル',
].join('\n');

describe('mail outbox worker', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: Api;

  const enqueue = (subject = SUBJECT, text = BODY, to = 'taro@example.jp') =>
    t.app.services.mail.enqueue({ kind: 'autoReply', to, subject, text });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ mailPollMs: 200 });
    await t.app.ready();
    admin = api(t.app, await loginToken(t.app), EN);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  beforeEach(async () => {
    smtp.refuse(null);
    await useTestSmtp(t.app, smtp);
  });

  it('sends Japanese subject and body as UTF-8 plain text that decode exactly', async () => {
    const { mailId, messageId } = await enqueue();
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@example\.co\.jp>$/);
    const mail = await smtp.waitFor((m) => m.parsed.messageId === messageId);
    expect(mail.parsed.subject).toBe(SUBJECT);
    expect(mail.parsed.text).toBe(BODY);
    expect(mail.parsed.html).toBe(false);
    expect(mail.parsed.attachments).toEqual([]);
    expect(mail.parsed.headers.get('content-type')).toEqual({
      value: 'text/plain',
      params: { charset: 'utf-8' },
    });
    // Headers are 7-bit: the subject as encoded words, never raw UTF-8.
    const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
    expect(head).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    expect(head).not.toMatch(/[^\t\r\n\x20-\x7e]/);
    expect(mail.parsed.from?.value).toEqual([
      { address: 'info@example.co.jp', name: '株式会社サンプル' },
    ]);
    expect(mail.envelope).toEqual({
      from: 'info@example.co.jp',
      to: ['taro@example.jp'],
    });
    expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-replied');
    const row = await waitForOutbox(t.app, mailId, (s) => s.status === 'sent');
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentTime).not.toBeNull();
  });

  it('threads a reply: In-Reply-To and References name the mail it answers', async () => {
    const first = await enqueue();
    const { messageId } = await t.app.services.mail.enqueue({
      kind: 'reply',
      to: 'taro@example.jp',
      subject: 'Re: お問い合わせの件（受付番号 000042）',
      text: 'ご連絡ありがとうございます。',
      inReplyTo: first.messageId,
    });
    const reply = await smtp.waitFor((m) => m.parsed.messageId === messageId);
    expect(reply.parsed.inReplyTo).toBe(first.messageId);
    expect(reply.parsed.references).toBe(first.messageId);
  });

  it("writes the mail in the caller's transaction: gone when it rolls back, sent after it commits", async () => {
    const enqueueIn = (subject: string, fail: boolean) =>
      t.app.repos.transaction(async (_r, tx) => {
        const { text } = await t.app.services.mail.render(
          'enquiry.staffNotice',
          { referenceNo: '000007' },
          tx,
        );
        const queued = await t.app.services.mail.enqueue(
          { kind: 'staffNotice', to: 'staff@example.jp', subject, text },
          tx,
        );
        if (fail) throw new Error('rolled back');
        return queued;
      });
    await expect(enqueueIn('取り消し', true)).rejects.toThrow('rolled back');
    const { mailId, messageId } = await enqueueIn('確定', false);
    t.app.services.mail.wake();
    const mail = await smtp.waitFor((m) => m.parsed.messageId === messageId);
    expect(mail.parsed.text).toContain('受付番号: 000007');
    await waitForOutbox(t.app, mailId, (s) => s.status === 'sent');
    const rolledBack = await t.app.db.query(
      `SELECT 1 FROM sys_mail_outbox WHERE subject = '取り消し'`,
    );
    expect(rolledBack).toEqual([]);
  });

  it('keeps a mail queued while the SMTP server is down and sends it once it is up', async () => {
    await smtp.stop();
    try {
      const { mailId, messageId } = await enqueue('再送のテスト');
      // a claim counts the attempt while the mail is still 'sending'
      const failed = await waitForOutbox(
        t.app,
        mailId,
        (s) => s.attempts > 0 && s.status !== 'sending',
      );
      expect(failed.status).toBe('queued');
      expect(failed.lastError).toMatch(/ECONNREFUSED/);
      // The pause after a first failure: about 30 seconds.
      expect(failed.dueInMs).toBeGreaterThan(20_000);
      await smtp.start();
      await dueNow(t.app, mailId);
      await smtp.waitFor((m) => m.parsed.messageId === messageId);
      const sent = await waitForOutbox(
        t.app,
        mailId,
        (s) => s.status === 'sent',
      );
      expect(sent.attempts).toBe(2);
      expect(sent.lastError).toMatch(/ECONNREFUSED/);
    } finally {
      await smtp.start().catch(() => undefined);
    }
  });

  it('retries a refusing server with growing pauses, fails after the attempts allowed, and resends', async () => {
    await t.app.db.query(
      `UPDATE sys_config SET config_value = '3' WHERE config_key = 'sys.mail.maxAttempts'`,
    );
    await t.app.services.config.evict('sys.mail.maxAttempts');
    smtp.refuse({ code: 550, message: '5.1.1 Mailbox unavailable' });
    const { mailId, messageId } = await enqueue('拒否のテスト');
    const pauses: number[] = [];
    for (const attempts of [1, 2]) {
      const s = await waitForOutbox(
        t.app,
        mailId,
        (r) => r.attempts === attempts && r.status !== 'sending',
      );
      expect(s.status).toBe('queued');
      expect(s.lastError).toMatch(/^550 5\.1\.1 Mailbox unavailable/);
      pauses.push(s.dueInMs);
      await dueNow(t.app, mailId);
    }
    expect(pauses[0]).toBeGreaterThan(20_000);
    expect(pauses[1]).toBeGreaterThan(pauses[0] * 2);
    const failed = await waitForOutbox(
      t.app,
      mailId,
      (s) => s.status === 'failed',
    );
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/550 5\.1\.1 Mailbox unavailable/);

    const listed = await admin.get('/monitor/mail/list?status=failed');
    expect(listed.rows).toContainEqual(
      expect.objectContaining({
        mailId,
        status: 'failed',
        attempts: 3,
        lastError: expect.stringContaining('550'),
      }),
    );

    smtp.refuse(null);
    const resent = await admin.put(`/monitor/mail/resend/${mailId}`);
    expect(resent).toMatchObject({ code: 200 });
    await smtp.waitFor((m) => m.parsed.messageId === messageId);
    const sent = await waitForOutbox(t.app, mailId, (s) => s.status === 'sent');
    expect(sent.attempts).toBe(1);
  });

  it('leaves mails queued without an SMTP host, counting no attempt, and says why', async () => {
    await t.app.db.query(`UPDATE sys_mail_setting SET host = ''`);
    const { mailId } = await enqueue('未設定のテスト');
    const waiting = await waitForOutbox(
      t.app,
      mailId,
      (s) => s.lastError !== null,
    );
    expect(waiting).toMatchObject({ status: 'queued', attempts: 0 });
    const detail = await admin.get(`/monitor/mail/${mailId}`);
    expect(detail.data.lastError).toMatch(/SMTP is not configured/);
    expect(detail.data.body).toBe(BODY);
    await useTestSmtp(t.app, smtp);
    t.app.services.mail.wake();
    const sent = await waitForOutbox(t.app, mailId, (s) => s.status === 'sent');
    expect(sent.attempts).toBe(1);
  });

  it('writes nothing while idle, with or without an SMTP host', async () => {
    const generation = async () =>
      (
        await t.app.db.one<{ gen: string }>(
          `SELECT gen FROM sys_list_gen WHERE table_name = 'sys_mail_outbox'`,
        )
      )?.gen;
    const idle = async () => {
      await t.app.db.query(
        `UPDATE sys_mail_outbox SET status = 'sent' WHERE status <> 'sent'`,
      );
      const before = await generation();
      // Several polls (every 200 ms) and a wake.
      t.app.services.mail.wake();
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await generation()).toBe(before);
    };
    await idle();
    await t.app.db.query(`UPDATE sys_mail_setting SET host = ''`);
    await idle();
  });

  it('sends nothing after the app closed', async () => {
    const other = await createTestApp({ mailPollMs: 100 });
    try {
      await other.app.ready();
      await useTestSmtp(other.app, smtp);
      await other.app.services.mail.stop();
      const before = smtp.mails.length;
      const { mailId } = await other.app.services.mail.enqueue({
        kind: 'test',
        to: 'late@example.jp',
        subject: 'after close',
        text: 'never sent',
      });
      await new Promise((r) => setTimeout(r, 600));
      expect(smtp.mails.length).toBe(before);
      expect(await outboxState(other.app, mailId)).toMatchObject({
        status: 'queued',
        attempts: 0,
      });
    } finally {
      await other.close();
    }
  });
});
