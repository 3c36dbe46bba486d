import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { startSmtp, type ReceivedMail, type TestSmtp } from './helpers/smtp.js';

const VISITOR = {
  companyName: '株式会社テスト',
  contactName: '山田 太郎',
  nameReading: 'ヤマダ タロウ',
  applicant: '',
  phone: '03-1234-5678',
  email: 'taro@example.jp',
  postalCode: '100-0005',
  address: '東京都千代田区丸の内1-1-1',
  consultingItem: '製品について',
  consultingContent:
    'サンプルスキャナーの見積りをお願いします。\n詳細は https://evil.example/phish をご覧ください。',
};

const ref = (id: number) => String(id).padStart(6, '0');

/** The auto-reply's body for VISITOR's enquiry `id`, as the seeded template makes it. */
function autoReplyText(id: number): string {
  return `山田 太郎 様

このたびは株式会社サンプルへお問い合わせいただき、誠にありがとうございます。
以下の内容でお問い合わせを受け付けました。3日以内（72時間以内）に担当者よりご連絡いたします。

受付番号: ${ref(id)}

会社名: 株式会社テスト
ご担当者名: 山田 太郎
フリガナ: ヤマダ タロウ
お申込者名: （未入力）
電話番号: 03-1234-5678
メールアドレス: taro@example.jp
郵便番号: 100-0005
住所: 東京都千代田区丸の内1-1-1
お問い合わせ項目: 製品について
お問い合わせ内容:
  サンプルスキャナーの見積りをお願いします。
  詳細は https[:]//evil[.]example/phish をご覧ください。

※このメールは送信専用アドレスから自動で送信しています。ご返信いただいてもお答えできません。
※お心当たりのない場合は、お手数ですが本メールを破棄してください。

株式会社サンプル`;
}

describe('mails sent when an enquiry arrives', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let ip = 0;

  async function sendEnquiry(fields: Record<string, string>) {
    const address = `10.4.0.${++ip}`;
    const form = await t.app.inject({
      url: '/website/contact/form',
      remoteAddress: address,
    });
    t.advance(5_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/website/contact',
      remoteAddress: address,
      headers: { 'content-language': 'ja' },
      payload: { ...fields, formToken: form.json().data.formToken },
    });
    return res.json();
  }

  const outbox = (contactId: number) =>
    t.app.db.query<{ kind: string; to_addr: string; status: string }>(
      `SELECT kind, to_addr, status FROM sys_mail_outbox
        WHERE contact_id = $1 ORDER BY mail_id`,
      [contactId],
    );

  const about = (contactId: number, to: string) => (m: ReceivedMail) =>
    m.envelope.to.includes(to) &&
    (m.parsed.subject ?? '').includes(ref(contactId));

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ mailPollMs: 200 });
    await t.app.db.query(
      `UPDATE sys_mail_setting SET host = '127.0.0.1', port = $1,
              tls_mode = 'none', sender = 'noreply@example.com',
              sender_name = '株式会社サンプル'`,
      [smtp.port],
    );
    await t.app.db.query(
      `UPDATE sys_config SET config_value = 'https://www.example.com'
        WHERE config_key = 'sys.site.baseUrl'`,
    );
    await t.app.services.config.evict('sys.site.baseUrl');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('answers the visitor in Japanese with the reference number and a copy, and tells the item’s recipient with a link', async () => {
    const body = await sendEnquiry(VISITOR);
    expect(body.code).toBe(200);
    const id = body.data.contactId as number;

    const reply = await smtp.waitFor(about(id, 'taro@example.jp'));
    expect(reply.envelope.to).toEqual(['taro@example.jp']);
    expect(reply.parsed.subject).toBe(
      `【株式会社サンプル】お問い合わせを受け付けました（受付番号 ${ref(id)}）`,
    );
    expect(reply.parsed.text?.trimEnd()).toBe(autoReplyText(id));
    // Plain text only, the typed link defanged: nothing the visitor typed
    // becomes a link.
    expect(reply.parsed.html).toBe(false);
    expect(reply.parsed.headers.get('content-type')).toMatchObject({
      value: 'text/plain',
      params: { charset: 'utf-8' },
    });

    const notice = await smtp.waitFor(about(id, 'ry@163.com'));
    expect(notice.envelope.to).toEqual(['ry@163.com']);
    expect(notice.parsed.subject).toBe(
      `【新着のお問い合わせ】${ref(id)} 製品について / 株式会社テスト 山田 太郎 様`,
    );
    expect(notice.parsed.html).toBe(false);
    const text = notice.parsed.text ?? '';
    expect(text).toContain(
      `管理画面で開く: https://www.example.com/#/project/contacts?contactId=${id}`,
    );
    expect(text).toContain('お問い合わせ項目: 製品について');
    // staff read what was sent as it was sent
    expect(text).toContain(
      '詳細は https://evil.example/phish をご覧ください。',
    );
    expect(text).toMatch(/受付日時: \d{4}\/\d\d\/\d\d \d\d:\d\d/);

    const row = await t.app.db.one<Record<string, unknown>>(
      `SELECT c.status, c.item_id, c.dept_id, i.item_name
         FROM project_contact c JOIN project_consulting_item i USING (item_id)
        WHERE c.contact_id = $1`,
      [id],
    );
    expect(row).toMatchObject({
      status: 'new',
      item_name: '製品について',
      dept_id: 100,
    });
    const events = await t.app.db.query<{ kind: string; mail: boolean }>(
      `SELECT kind, mail_id IS NOT NULL AS mail FROM project_contact_event
        WHERE contact_id = $1 ORDER BY event_id`,
      [id],
    );
    expect(events).toEqual([
      { kind: 'received', mail: false },
      { kind: 'mail', mail: true },
      { kind: 'mail', mail: true },
    ]);
  });

  it('sends one auto-reply per address per interval; a second enquiry still reaches staff', async () => {
    const first = await sendEnquiry({ ...VISITOR, email: 'hanako@example.jp' });
    const second = await sendEnquiry({
      ...VISITOR,
      email: 'HANAKO@example.jp',
    });
    expect(second.code).toBe(200);
    const id = second.data.contactId as number;
    await smtp.waitFor(about(id, 'ry@163.com'));
    expect((await outbox(id)).map((m) => m.kind)).toEqual(['staffNotice']);
    expect((await outbox(first.data.contactId)).map((m) => m.kind)).toEqual([
      'autoReply',
      'staffNotice',
    ]);
    // After the interval, the next enquiry is answered again.
    await t.app.db.query(
      `UPDATE sys_mail_outbox SET create_time = create_time - interval '61 minutes'
        WHERE lower(to_addr) = 'hanako@example.jp'`,
    );
    const third = await sendEnquiry({ ...VISITOR, email: 'hanako@example.jp' });
    expect((await outbox(third.data.contactId)).map((m) => m.kind)).toEqual([
      'autoReply',
      'staffNotice',
    ]);
  });

  it('notifies nobody for an item without recipients', async () => {
    await t.app.db.query(
      `DELETE FROM project_consulting_recipient WHERE item_id =
         (SELECT item_id FROM project_consulting_item WHERE item_name = 'その他')`,
    );
    const body = await sendEnquiry({
      ...VISITOR,
      email: 'jiro@example.jp',
      consultingItem: 'その他',
    });
    expect(body.code).toBe(200);
    expect((await outbox(body.data.contactId)).map((m) => m.kind)).toEqual([
      'autoReply',
    ]);
  });

  it('lets no field add a recipient or a header', async () => {
    const inject = '\r\nBcc: x@evil.test\r\nX-Injected: 1';
    const refused = await sendEnquiry({
      ...VISITOR,
      email: `saburo@example.jp${inject}`,
    });
    expect(refused.errors).toEqual({
      email: 'メールアドレスの形式が正しくありません',
    });
    const item = await sendEnquiry({
      ...VISITOR,
      email: 'saburo@example.jp',
      consultingItem: `製品について${inject}`,
    });
    expect(Object.keys(item.errors)).toEqual(['consultingItem']);

    const body = await sendEnquiry({
      ...VISITOR,
      email: 'saburo@example.jp',
      companyName: `株式会社テスト${inject}`,
      contactName: `山田${inject}`,
      applicant: `花子${inject}`,
      consultingContent: `見積りをお願いします。${inject}`,
    });
    expect(body.code).toBe(200);
    const id = body.data.contactId as number;
    const reply = await smtp.waitFor(about(id, 'saburo@example.jp'));
    const notice = await smtp.waitFor(about(id, 'ry@163.com'));
    expect(notice.parsed.subject).toBe(
      `【新着のお問い合わせ】${ref(id)} 製品について / 株式会社テストBcc: x@evil.testX-Injected: 1 山田Bcc: x@evil.testX-Injected: 1 様`,
    );
    for (const mail of [reply, notice]) {
      const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
      expect(head).not.toMatch(/^(bcc|x-injected):/im);
      expect(mail.parsed.headers.has('bcc')).toBe(false);
      expect(mail.parsed.headers.has('x-injected')).toBe(false);
      expect(mail.parsed.bcc).toBeUndefined();
    }
    // The free text keeps its lines, as text in the body (defanged).
    expect(reply.parsed.text).toContain(
      '  見積りをお願いします。\n  Bcc: x[at]evil[.]test\n  X-Injected: 1',
    );
    expect(
      smtp.mails.some((m) => m.envelope.to.some((to) => /evil/.test(to))),
    ).toBe(false);
  });

  it('stores the enquiry when its mails cannot be queued at all', async () => {
    await t.app.db.query(
      `CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS
         $$ BEGIN RAISE EXCEPTION 'outbox full'; END $$`,
    );
    await t.app.db.query(
      `CREATE TRIGGER refuse_mail BEFORE INSERT ON sys_mail_outbox
         FOR EACH ROW EXECUTE FUNCTION refuse_mail()`,
    );
    try {
      const body = await sendEnquiry({ ...VISITOR, email: 'shiro@example.jp' });
      expect(body.code).toBe(200);
      const id = body.data.contactId as number;
      const row = await t.app.db.one<{ email: string; status: string }>(
        'SELECT email, status FROM project_contact WHERE contact_id = $1',
        [id],
      );
      expect(row).toEqual({ email: 'shiro@example.jp', status: 'new' });
      expect(await outbox(id)).toEqual([]);
      const events = await t.app.db.query<{ kind: string }>(
        'SELECT kind FROM project_contact_event WHERE contact_id = $1',
        [id],
      );
      expect(events).toEqual([{ kind: 'received' }]);
    } finally {
      await t.app.db.query('DROP TRIGGER refuse_mail ON sys_mail_outbox');
      await t.app.db.query('DROP FUNCTION refuse_mail()');
    }
  });

  it('with SMTP down, stores the enquiry and answers at once; its mails stay queued', async () => {
    await smtp.stop();
    const started = Date.now();
    const body = await sendEnquiry({ ...VISITOR, email: 'goro@example.jp' });
    expect(body.code).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    const id = body.data.contactId as number;
    // Let the worker try (and fail) at least once.
    await new Promise((r) => setTimeout(r, 1_500));
    const mails = await outbox(id);
    expect(mails.map((m) => m.kind)).toEqual(['autoReply', 'staffNotice']);
    expect(
      mails.every((m) => m.status === 'queued' || m.status === 'sending'),
    ).toBe(true);
    expect(
      await t.app.db.one(
        'SELECT 1 FROM project_contact WHERE contact_id = $1',
        [id],
      ),
    ).toBeDefined();
    await smtp.start();
  });
});
