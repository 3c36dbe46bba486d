/**
 * `/system/mail` and `/monitor/mail`: SMTP settings with the password
 * encrypted and never answered, a test mail against a real SMTP server (and
 * a clear failure when nothing listens), templates with their placeholders
 * and a preview, no header injection through any text, and every route
 * refused without its permission.
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addGuestUser } from './helpers/guest-user.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';
import { waitForOutbox } from './helpers/outbox.js';

const EN = { 'content-language': 'en' };
const SECRET = 'S3cret-パスワード';

/** A port nothing listens on (bound, then released). */
async function deadPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

describe('mail settings, templates and outbox routes', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: Api;
  let guest: Api;

  const settings = async () =>
    (await admin.get('/system/mail/setting')).data as Record<string, unknown>;
  const save = async (changes: Record<string, unknown>) => {
    const current = await settings();
    return admin.put('/system/mail/setting', { ...current, ...changes });
  };
  const storedPassword = async () =>
    (await t.app.db.one<{ p: string }>(
      'SELECT password_enc AS p FROM sys_mail_setting',
    ))!.p;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ mailPollMs: 200 });
    admin = api(t.app, await loginToken(t.app), EN);
    await addGuestUser(t.app);
    guest = api(t.app, await loginToken(t.app, 'guest'), EN);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('stores the password encrypted, never answers it, and keeps it when the edit leaves it out', async () => {
    const saved = await save({
      host: '127.0.0.1',
      port: smtp.port,
      tlsMode: 'none',
      username: 'mailer',
      password: SECRET,
      sender: 'info@example.co.jp',
      senderName: '株式会社サンプル',
    });
    expect(saved).toMatchObject({ code: 200 });
    const enc = await storedPassword();
    expect(enc).toMatch(/^v1:/);
    expect(enc).not.toContain(SECRET);
    expect(enc).not.toContain(Buffer.from(SECRET).toString('base64'));
    const read = await admin.get('/system/mail/setting');
    expect(read.data).toMatchObject({ passwordSet: true, username: 'mailer' });
    expect(JSON.stringify(read)).not.toContain(SECRET);
    expect(read.data).not.toHaveProperty('password');
    const smtpSettings = await t.app.services.mail.settings.smtp();
    expect(smtpSettings.password).toBe(SECRET);

    // An edit without a password (or with an empty one) keeps it.
    expect(await save({ senderName: 'サンプル', password: '' })).toMatchObject({
      code: 200,
    });
    expect(await storedPassword()).toBe(enc);
    expect((await t.app.services.mail.settings.smtp()).password).toBe(SECRET);

    // The operation log keeps no password either.
    const logged = await t.app.db.query<{ p: string }>(
      `SELECT oper_param AS p FROM sys_oper_log WHERE oper_url = '/system/mail/setting'`,
    );
    expect(logged.length).toBeGreaterThan(0);
    for (const row of logged) expect(row.p).not.toContain(SECRET);

    // clearPassword removes it; no auth then.
    expect(await save({ clearPassword: true, username: '' })).toMatchObject({
      code: 200,
    });
    expect(await storedPassword()).toBe('');
    expect((await settings()).passwordSet).toBe(false);
  });

  it('refuses a stale version, a sender that is not an address and a port out of range', async () => {
    const current = await settings();
    expect(await save({ senderName: 'one' })).toMatchObject({ code: 200 });
    const stale = await admin.put('/system/mail/setting', {
      ...current,
      senderName: 'two',
    });
    expect(stale.code).toBe(500);
    expect(stale.msg).toMatch(/Someone else changed this record/);
    const badSender = await save({ sender: 'not an address' });
    expect(badSender).toMatchObject({ code: 500 });
    expect(badSender.msg).toMatch(/sender address/i);
    const noSender = await save({ host: 'smtp.example.jp', sender: '' });
    expect(noSender).toMatchObject({ code: 500, msg: badSender.msg });
    const badPort = await save({ port: 70000 });
    expect(badPort.code).not.toBe(200);
    expect((await settings()).senderName).toBe('one');
  });

  it('sends a test mail, and says why when nothing listens on the port', async () => {
    await save({ host: '127.0.0.1', port: smtp.port, tlsMode: 'none' });
    const sent = await admin.post('/system/mail/test', {
      to: 'check@example.jp',
    });
    expect(sent).toMatchObject({
      code: 200,
      msg: 'Test mail sent to check@example.jp',
    });
    const mail = await smtp.waitFor((m) =>
      m.envelope.to.includes('check@example.jp'),
    );
    expect(mail.parsed.subject).toBe('Test mail from one');
    expect(mail.parsed.text).toMatch(/SMTP settings work/);

    await save({ port: await deadPort() });
    const failed = await admin.post('/system/mail/test', {
      to: 'check@example.jp',
    });
    expect(failed.code).toBe(500);
    expect(failed.msg).toMatch(
      /^The test mail could not be sent: .*ECONNREFUSED/,
    );

    await save({ port: smtp.port });
    smtp.refuse({ code: 550, message: '5.7.1 Relaying denied' });
    try {
      const refused = await admin.post('/system/mail/test', {
        to: 'check@example.jp',
      });
      expect(refused.code).toBe(500);
      expect(refused.msg).toContain('550 5.7.1 Relaying denied');
    } finally {
      smtp.refuse(null);
    }
  });

  it('sends at most five test mails a minute per user', async () => {
    await save({ host: '127.0.0.1', port: smtp.port, tlsMode: 'none' });
    t.advance(61_000);
    for (let i = 0; i < 5; i++) {
      const ok = await admin.post('/system/mail/test', {
        to: 'rate@example.jp',
      });
      expect(ok.code).toBe(200);
    }
    const refused = await admin.post('/system/mail/test', {
      to: 'rate@example.jp',
    });
    expect(refused).toMatchObject({
      code: 429,
      msg: 'Too many test mails: wait a minute and try again',
    });
    t.advance(61_000);
    const again = await admin.post('/system/mail/test', {
      to: 'rate@example.jp',
    });
    expect(again.code).toBe(200);
  });

  it('sends no second recipient or header through CR LF in a subject, body or address', async () => {
    await save({ host: '127.0.0.1', port: smtp.port, tlsMode: 'none' });
    const injected = 'victim@example.jp\r\nBcc: evil@example.jp';
    const test = await admin.post('/system/mail/test', { to: injected });
    expect(test.code).toBe(500);
    await expect(
      t.app.services.mail.enqueue({
        kind: 'autoReply',
        to: injected,
        subject: 's',
        text: 't',
      }),
    ).rejects.toMatchObject({ msgKey: 'mail.badAddress' });
    for (const to of ['a@example.jp,evil@example.jp', 'Name <a@example.jp>']) {
      await expect(
        t.app.services.mail.enqueue({
          kind: 'reply',
          to,
          subject: 's',
          text: 't',
        }),
      ).rejects.toMatchObject({ msgKey: 'mail.badAddress' });
    }

    const before = smtp.mails.length;
    const { mailId, messageId } = await t.app.services.mail.enqueue({
      kind: 'autoReply',
      to: 'victim@example.jp',
      subject: 'お問い合わせ\r\nBcc: evil@example.jp\r\nX-Evil: 1',
      text: 'line\r\n.\r\nRCPT TO:<evil@example.jp>\r\nBcc: evil@example.jp',
    });
    const mail = await smtp.waitFor((m) => m.parsed.messageId === messageId);
    await waitForOutbox(t.app, mailId, (s) => s.status === 'sent');
    expect(mail.envelope.to).toEqual(['victim@example.jp']);
    expect(mail.parsed.headers.has('bcc')).toBe(false);
    expect(mail.parsed.headers.has('x-evil')).toBe(false);
    expect(mail.parsed.subject).toBe(
      'お問い合わせ Bcc: evil@example.jp X-Evil: 1',
    );
    expect(mail.parsed.text).toContain('RCPT TO:<evil@example.jp>');
    // Stored on one line too, as the outbox shows it.
    const stored = await admin.get(`/monitor/mail/${mailId}`);
    expect(stored.data.subject).toBe(mail.parsed.subject);
    expect(smtp.mails.slice(before)).toHaveLength(1);

    // A row written around enqueue is checked again by the worker: failed, not sent.
    const row = await t.app.db.one<{ id: number }>(
      `INSERT INTO sys_mail_outbox (kind, to_addr, subject, body, message_id)
       VALUES ('reply', $1, 's', 't', '<x@example.co.jp>') RETURNING mail_id::integer AS id`,
      [injected],
    );
    t.app.services.mail.wake();
    const bad = await waitForOutbox(
      t.app,
      row!.id,
      (s) => s.status === 'failed',
    );
    expect(bad.lastError).toBe('Invalid recipient address');
    expect(
      smtp.mails.some((m) => m.envelope.to.includes('evil@example.jp')),
    ).toBe(false);
  });

  it('lists the templates with their placeholders, saves an edit and refuses an unknown placeholder', async () => {
    const list = await admin.get('/system/mail/template/list');
    expect(
      list.data.map((r: { templateKey: string }) => r.templateKey),
    ).toEqual(['enquiry.autoReply', 'enquiry.reply', 'enquiry.staffNotice']);
    const reply = list.data.find(
      (r: { templateKey: string }) => r.templateKey === 'enquiry.reply',
    );
    expect(reply.placeholders).toEqual([
      'siteName',
      'contactName',
      'companyName',
      'referenceNo',
      'replyText',
      'staffName',
    ]);

    const refused = await admin.put('/system/mail/template', {
      ...reply,
      body: '{{contactName}} 様\n{{link}}',
    });
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain('{{link}}');
    const twoLines = await admin.put('/system/mail/template', {
      ...reply,
      subject: 'Re:\nBcc: evil@example.jp',
    });
    expect(twoLines).toMatchObject({
      code: 500,
      msg: 'The subject must be one line',
    });
    // the auto-reply goes to any typed address: nothing typed in its subject
    const autoReply = list.data.find(
      (r: { templateKey: string }) => r.templateKey === 'enquiry.autoReply',
    );
    const typedInSubject = await admin.put('/system/mail/template', {
      ...autoReply,
      subject: '{{contactName}} 様 受付番号 {{referenceNo}}',
    });
    expect(typedInSubject).toMatchObject({
      code: 500,
      msg: 'The placeholder {{contactName}} cannot be used in this subject (allowed: {{siteName}} {{referenceNo}})',
    });
    const unknown = await admin.put('/system/mail/template', {
      ...reply,
      templateKey: 'enquiry.other',
    });
    expect(unknown).toMatchObject({ code: 500 });
    expect(unknown.msg).toContain('enquiry.other');

    const saved = await admin.put('/system/mail/template', {
      ...reply,
      body: '{{contactName}} 様\n\n{{replyText}}\n\n{{staffName}}',
    });
    expect(saved).toMatchObject({ code: 200 });
    const stale = await admin.put('/system/mail/template', reply);
    expect(stale.code).toBe(500);

    const rendered = await t.app.services.mail.render('enquiry.reply', {
      contactName: '山田 {{staffName}}',
      replyText: '<b>ありがとうございます</b>',
    });
    expect(rendered.text).toBe(
      '山田 {{staffName}} 様\n\n<b>ありがとうございます</b>\n\n{{staffName}}',
    );
    expect(rendered.subject).toBe(
      'Re: お問い合わせの件（受付番号 {{referenceNo}}）',
    );
  });

  it('previews unsaved texts with a sample Japanese enquiry', async () => {
    const preview = await admin.post('/system/mail/template/preview', {
      templateKey: 'enquiry.autoReply',
      subject: '【{{siteName}}】受付番号 {{referenceNo}}',
      body: '{{contactName}} 様\n{{enquiry}}',
    });
    expect(preview.code).toBe(200);
    expect(preview.data.subject).toBe('【株式会社サンプル】受付番号 000042');
    expect(preview.data.text).toMatch(
      /^山田 太郎 様\n会社名: 株式会社サンプル/,
    );
    const refused = await admin.post('/system/mail/template/preview', {
      templateKey: 'enquiry.autoReply',
      subject: 's',
      body: '{{replyText}}',
    });
    expect(refused.code).toBe(500);
  });

  it('refuses every route without its permission', async () => {
    const calls = [
      guest.get('/system/mail/setting'),
      guest.put('/system/mail/setting', await settings()),
      guest.post('/system/mail/test', { to: 'a@example.jp' }),
      guest.get('/system/mail/template/list'),
      guest.put('/system/mail/template', {
        templateKey: 'enquiry.reply',
        subject: 's',
        body: 'b',
      }),
      guest.post('/system/mail/template/preview', {
        templateKey: 'enquiry.reply',
        subject: 's',
        body: 'b',
      }),
      guest.get('/monitor/mail/list'),
      guest.get('/monitor/mail/1'),
      guest.put('/monitor/mail/resend/1'),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.code).toBe(403);
    }
  });

  it('lists the outbox newest first, filtered by status, kind and address', async () => {
    const a = await t.app.services.mail.enqueue({
      kind: 'staffNotice',
      to: 'staff.one@example.jp',
      subject: '新着',
      text: 'x',
      contactId: 7,
    });
    const b = await t.app.services.mail.enqueue({
      kind: 'reply',
      to: 'visitor.two@example.jp',
      subject: '返信',
      text: 'y',
    });
    const all = await admin.get('/monitor/mail/list?pageSize=50');
    expect(all.code).toBe(200);
    const ids = all.rows.map((r: { mailId: number }) => r.mailId);
    expect(ids.indexOf(b.mailId)).toBeLessThan(ids.indexOf(a.mailId));
    const staff = await admin.get(
      '/monitor/mail/list?kind=staffNotice&toAddr=staff.one',
    );
    expect(staff.rows).toEqual([
      expect.objectContaining({
        mailId: a.mailId,
        contactId: 7,
        kind: 'staffNotice',
      }),
    ]);
    expect(staff.total).toBe(1);
    const one = await admin.get(`/monitor/mail/${b.mailId}`);
    expect(one.data).toMatchObject({
      mailId: b.mailId,
      body: 'y',
      messageId: b.messageId,
      inReplyTo: null,
    });
    expect((await admin.get('/monitor/mail/999999')).code).toBe(500);
  });
});
