import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addEnquiry } from './helpers/contact-work.js';
import { addRoleUser } from './helpers/content-roles.js';
import { startSmtp, type ReceivedMail, type TestSmtp } from './helpers/smtp.js';

const EN = { 'content-language': 'en' };
const VISITOR = {
  companyName: '株式会社テスト',
  contactName: '山田 太郎',
  nameReading: 'ヤマダ タロウ',
  applicant: '',
  phone: '03-1234-5678',
  email: 'hanako@example.jp',
  postalCode: '100-0005',
  address: '東京都千代田区丸の内1-1-1',
  consultingItem: '製品について',
  consultingContent: 'サンプルスキャナーの見積りをお願いします。',
};
const REPLY_TEXT =
  'お問い合わせありがとうございます。\nお見積りを添付いたしますので、ご確認ください。';

const ref = (id: number) => String(id).padStart(6, '0');

describe('a staff reply to an enquiry by mail', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: Api;
  let contactId: number;
  let autoReply: ReceivedMail;

  const get = async (id: number) =>
    (await admin.get(`/project/contacts/${id}`)).data as Json;
  const history = async (id: number) =>
    (await admin.get(`/project/contacts/${id}/history`)).data as Json[];
  const reply = (client: Api, id: number, body: string, version?: number) =>
    client.post('/project/contacts/reply', { contactId: id, body, version });
  const isReply = (id: number, to: string) => (m: ReceivedMail) =>
    m.envelope.to.includes(to) &&
    (m.parsed.subject ?? '').startsWith('Re: ') &&
    (m.parsed.subject ?? '').includes(ref(id));
  const outboxCount = async () =>
    (await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_mail_outbox',
    ))!.n;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ mailPollMs: 200 });
    admin = api(
      t.app,
      await loginToken(t.app, 'admin', 'admin123', { headers: EN }),
      EN,
    );
    const setting = (await admin.get('/system/mail/setting')).data;
    expect(
      await admin.put('/system/mail/setting', {
        host: '127.0.0.1',
        port: smtp.port,
        tlsMode: 'none',
        username: '',
        sender: 'noreply@example.com',
        senderName: '株式会社サンプル',
        version: setting.version,
      }),
    ).toMatchObject({ code: 200 });

    // the enquiry arrives through the public form, with its auto-reply
    const form = await t.app.inject({ url: '/website/contact/form' });
    t.advance(5_000);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/website/contact',
      payload: { ...VISITOR, formToken: form.json().data.formToken },
    });
    expect(sent.json().code, sent.body).toBe(200);
    contactId = sent.json().data.contactId;
    autoReply = await smtp.waitFor(
      (m) =>
        m.envelope.to.includes(VISITOR.email) &&
        (m.parsed.subject ?? '').includes('受け付けました'),
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('reaches the visitor threaded under the auto-reply with the reference number; the enquiry is answered and its history shows the reply and its mail', async () => {
    const before = await get(contactId);
    expect(before.status).toBe('new');
    const res = await reply(admin, contactId, REPLY_TEXT, before.version);
    expect(res).toMatchObject({ code: 200, msg: 'Operation succeeded' });
    const mailId = res.data.mailId as number;

    const mail = await smtp.waitFor(isReply(contactId, VISITOR.email));
    expect(mail.envelope).toEqual({
      from: 'noreply@example.com',
      to: [VISITOR.email],
    });
    expect(mail.parsed.subject).toBe(
      `Re: お問い合わせの件（受付番号 ${ref(contactId)}）`,
    );
    expect(autoReply.parsed.messageId).toMatch(/^<.+@example\.com>$/);
    expect(mail.parsed.inReplyTo).toBe(autoReply.parsed.messageId);
    expect([mail.parsed.references].flat()).toEqual([
      autoReply.parsed.messageId,
    ]);
    expect(mail.parsed.html).toBe(false);
    expect(mail.parsed.text?.trimEnd()).toBe(
      `山田 太郎 様\n\n${REPLY_TEXT}\n\n――――――――――\n受付番号: ${ref(contactId)}\n株式会社サンプル`,
    );

    const after = await get(contactId);
    expect(after).toMatchObject({
      status: 'answered',
      handled: '1',
      version: before.version + 1,
    });
    expect(after.answeredTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await vi.waitFor(
      async () => {
        const events = await history(contactId);
        // the auto-reply and the staff notice were recorded on arrival
        expect(events.map((e) => e.kind)).toEqual([
          'received',
          'mail',
          'mail',
          'reply',
          'status',
        ]);
        expect(events[3]).toMatchObject({
          body: REPLY_TEXT,
          mailId,
          mailStatus: 'sent',
          createBy: 'admin',
        });
        expect(events[4]).toMatchObject({ status: 'answered' });
      },
      { timeout: 20_000, interval: 200 },
    );
  });

  it('a further reply to an answered enquiry is sent too; the status stays answered without a new status event', async () => {
    const text = '追加の資料をお送りします。';
    expect((await reply(admin, contactId, text)).code).toBe(200);
    const mail = await smtp.waitFor(
      (m) =>
        isReply(contactId, VISITOR.email)(m) &&
        (m.parsed.text ?? '').includes(text),
    );
    expect(mail.parsed.inReplyTo).toBe(autoReply.parsed.messageId);
    expect((await get(contactId)).status).toBe('answered');
    expect((await history(contactId)).map((e) => e.kind)).toEqual([
      'received',
      'mail',
      'mail',
      'reply',
      'status',
      'reply',
    ]);
  });

  it('an enquiry without an auto-reply is answered unthreaded', async () => {
    const id = await addEnquiry(t.app, { email: 'jiro@example.jp' });
    expect((await reply(admin, id, REPLY_TEXT)).code).toBe(200);
    const mail = await smtp.waitFor(isReply(id, 'jiro@example.jp'));
    expect(mail.parsed.inReplyTo).toBeUndefined();
    expect(mail.parsed.references).toBeUndefined();
  });

  it('refuses a closed or anonymised enquiry, an empty reply, a stale version, an enquiry out of scope or a user without the permission; nothing is queued', async () => {
    const closed = await addEnquiry(t.app, { status: 'closed' });
    const anonymised = await addEnquiry(t.app, { email: '' });
    const fresh = await addEnquiry(t.app);
    await addRoleUser(t.app, {
      name: 'tester',
      deptId: 105,
      dataScope: '3',
      perms: ['project:contacts:list', 'project:contacts:reply'],
    });
    await addRoleUser(t.app, {
      name: 'reader',
      deptId: 105,
      dataScope: '1',
      perms: ['project:contacts:list', 'project:contacts:query'],
    });
    const as = async (u: string) =>
      api(t.app, await loginToken(t.app, u, 'admin123', { headers: EN }), EN);
    const tester = await as('tester');
    const reader = await as('reader');
    const queued = await outboxCount();

    expect(await reply(admin, closed, REPLY_TEXT)).toEqual({
      code: 500,
      msg: 'The enquiry is closed: reopen it before replying to the visitor',
    });
    expect(await reply(admin, anonymised, REPLY_TEXT)).toEqual({
      code: 500,
      msg: 'The visitor’s details of this enquiry were removed after the retention period: it can no longer be answered by mail',
    });
    expect(await reply(admin, fresh, '')).toEqual({
      code: 500,
      msg: 'Reply cannot be empty',
    });
    expect(await reply(admin, fresh, 'x'.repeat(10_001))).toEqual({
      code: 500,
      msg: 'Reply cannot be longer than 10000 characters',
    });
    expect(await reply(admin, fresh, REPLY_TEXT, 5)).toEqual({
      code: 500,
      msg: 'Someone else changed this record after you opened it. Reload it and make your changes again.',
    });
    expect(await reply(tester, fresh, REPLY_TEXT)).toEqual({
      code: 500,
      msg: 'The record does not exist or has been deleted',
    });
    expect(await reply(reader, fresh, REPLY_TEXT)).toMatchObject({
      code: 403,
    });

    expect(await outboxCount()).toBe(queued);
    for (const id of [closed, anonymised, fresh]) {
      expect((await history(id)).map((e) => e.kind)).toEqual(['received']);
    }
    expect((await get(fresh)).status).toBe('new');
  });
});
