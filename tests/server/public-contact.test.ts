import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';

const VALID = {
  companyName: '株式会社テスト',
  contactName: '山田 太郎',
  nameReading: 'ヤマダ タロウ',
  applicant: '',
  phone: '03-1234-5678',
  email: 'taro@example.co.jp',
  postalCode: '100-0005',
  address: '東京都千代田区丸の内1-1-1',
  consultingItem: '製品について',
  consultingContent: 'サンプルスキャナーの見積りをお願いします。',
};

describe('public enquiry form (POST /website/contact)', () => {
  let t: TestApp;
  let ipSeq = 0;
  const nextIp = () => `10.9.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

  /** A form token as a visitor's page gets it (each visitor its own address). */
  async function formToken(ip = nextIp()): Promise<string> {
    const res = await t.app.inject({
      url: '/website/contact/form',
      remoteAddress: ip,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().data.formToken as string;
  }

  async function send(
    payload: Record<string, unknown>,
    ip = nextIp(),
    lang = 'ja',
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/website/contact',
      remoteAddress: ip,
      headers: { 'content-language': lang },
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function readyToken() {
    const token = await formToken();
    t.advance(5_000);
    return token;
  }

  const count = async () =>
    Number(
      (
        await t.app.db.one<{ n: string }>(
          'SELECT count(*) AS n FROM project_contact',
        )
      )?.n,
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a valid enquiry at once, unhandled, and thanks the visitor', async () => {
    const formToken = await readyToken();
    const body = await send({ ...VALID, formToken }, '10.8.0.1');
    expect(body.code).toBe(200);
    expect(body.msg).toBe(
      'お問い合わせありがとうございます。3日以内（72時間以内）に担当者よりご連絡いたします。',
    );
    const row = await t.app.db.one<Record<string, string>>(
      `SELECT company_name, contact_name, name_reading, phone, email,
              postal_code, consulting_item, consulting_content, handled, ip
         FROM project_contact WHERE contact_id = $1`,
      [body.data.contactId],
    );
    expect(row).toMatchObject({
      company_name: '株式会社テスト',
      contact_name: '山田 太郎',
      name_reading: 'ヤマダ タロウ',
      phone: '03-1234-5678',
      postal_code: '100-0005',
      consulting_item: '製品について',
      handled: '0',
      ip: '10.8.0.1',
    });
  });

  it('lists the topics and the minimum fill time with the form', async () => {
    const res = await t.app.inject({ url: '/website/contact/form' });
    const { data } = res.json();
    expect(data.consultingItems).toEqual([
      '製品について',
      'サービス・事業について',
      'お見積り・導入のご相談',
      '資料請求',
      '採用について',
      'その他',
    ]);
    expect(data.minFillSeconds).toBe(3);
    expect(data.formToken).toMatch(/^[\w-]{20,}$/);
  });

  it('offers the enabled consulting items in their order and refuses a disabled one', async () => {
    const items = async () =>
      (await t.app.inject({ url: '/website/contact/form' })).json().data
        .consultingItems;
    await t.app.db.query(
      `UPDATE project_consulting_item SET status = '1' WHERE item_name = '資料請求'`,
    );
    await t.app.db.query(
      `UPDATE project_consulting_item SET order_num = 0 WHERE item_name = 'その他'`,
    );
    try {
      expect(await items()).toEqual([
        'その他',
        '製品について',
        'サービス・事業について',
        'お見積り・導入のご相談',
        '採用について',
      ]);
      const before = await count();
      const refused = await send({
        ...VALID,
        consultingItem: '資料請求',
        formToken: await readyToken(),
      });
      expect(refused.errors).toEqual({
        consultingItem: 'お問い合わせ項目を一覧から選択してください',
      });
      expect(await count()).toBe(before);
    } finally {
      await t.app.db.query(
        `UPDATE project_consulting_item SET status = '0', order_num = 6
          WHERE item_name IN ('資料請求', 'その他')`,
      );
      await t.app.db.query(
        `UPDATE project_consulting_item SET order_num = 4 WHERE item_name = '資料請求'`,
      );
    }
  });

  it('files a stored enquiry under its item and department, new, with its arrival in the history', async () => {
    const body = await send({
      ...VALID,
      consultingItem: '採用について',
      email: 'recruit@example.jp',
      formToken: await readyToken(),
    });
    expect(body.code).toBe(200);
    const row = await t.app.db.one<Record<string, unknown>>(
      `SELECT c.status, c.handled, c.dept_id, i.item_name, i.dept_id AS item_dept
         FROM project_contact c JOIN project_consulting_item i USING (item_id)
        WHERE c.contact_id = $1`,
      [body.data.contactId],
    );
    expect(row).toEqual({
      status: 'new',
      handled: '0',
      dept_id: 100,
      item_name: '採用について',
      item_dept: 100,
    });
    const events = await t.app.db.query<{ kind: string }>(
      'SELECT kind FROM project_contact_event WHERE contact_id = $1 ORDER BY event_id',
      [body.data.contactId],
    );
    // Then the auto-reply and the staff notice, queued with it.
    expect(events.map((e) => e.kind)).toEqual(['received', 'mail', 'mail']);
  });

  it('names every missing required field in Japanese, storing nothing', async () => {
    const before = await count();
    const formToken = await readyToken();
    const body = await send({ formToken });
    expect(body.code).toBe(500);
    expect(body.errors).toEqual({
      contactName: 'ご担当者名を入力してください',
      nameReading: 'フリガナを入力してください',
      phone: '電話番号を入力してください',
      email: 'メールアドレスを入力してください',
      consultingItem: 'お問い合わせ項目を選択してください',
      consultingContent: 'お問い合わせ内容を入力してください',
    });
    expect(body.msg).toBe('ご担当者名を入力してください');
    expect(await count()).toBe(before);
  });

  it('checks formats and lengths with clear messages', async () => {
    const formToken = await readyToken();
    const body = await send({
      ...VALID,
      formToken,
      nameReading: '山田',
      phone: '03-12ab',
      email: 'taro@@example',
      postalCode: '1000-005',
      consultingItem: '占い',
      consultingContent: '短い',
      companyName: 'あ'.repeat(101),
    });
    expect(body.errors).toEqual({
      companyName: '会社名は100文字以内で入力してください',
      nameReading: 'フリガナは全角カタカナで入力してください',
      phone:
        '電話番号は半角数字とハイフンで入力してください（例：03-1234-5678）',
      email: 'メールアドレスの形式が正しくありません',
      postalCode: '郵便番号は「123-4567」の形式で入力してください',
      consultingItem: 'お問い合わせ項目を一覧から選択してください',
      consultingContent: 'お問い合わせ内容は10文字以上で入力してください',
    });
  });

  it('accepts full-width digits, half-width katakana and a 7-digit postal code', async () => {
    const formToken = await readyToken();
    const body = await send({
      ...VALID,
      formToken,
      phone: '０９０ー１２３４ー５６７８',
      nameReading: 'ﾔﾏﾀﾞ ﾀﾛｳ',
      postalCode: '1000005',
    });
    expect(body.code).toBe(200);
    const row = await t.app.db.one<Record<string, string>>(
      'SELECT phone, name_reading, postal_code FROM project_contact WHERE contact_id = $1',
      [body.data.contactId],
    );
    expect(row).toEqual({
      phone: '090-1234-5678',
      name_reading: 'ヤマダ タロウ',
      postal_code: '100-0005',
    });
  });

  it('answers in the visitor’s language when the page asks for English', async () => {
    const formToken = await readyToken();
    const body = await send(
      { ...VALID, formToken, email: 'x' },
      nextIp(),
      'en',
    );
    expect(body.msg).toBe('Please enter a valid email address');
  });

  it('refuses a send without a form, too soon after it, or twice with one form', async () => {
    const before = await count();
    const missing = await send({ ...VALID });
    expect(missing).toEqual({
      code: 500,
      msg: 'フォームの有効期限が切れました。お手数ですが再度送信してください',
    });
    const token = await formToken();
    t.advance(1_000);
    const fast = await send({ ...VALID, formToken: token });
    expect(fast.msg).toBe(
      '送信が早すぎます。入力内容をご確認のうえ、再度送信してください',
    );
    t.advance(3_000);
    expect((await send({ ...VALID, formToken: token })).code).toBe(200);
    const replay = await send({ ...VALID, formToken: token });
    expect(replay.code).toBe(500);
    expect(await count()).toBe(before + 1);
    const old = await formToken();
    t.advance(2 * 60 * 60 * 1000 + 1_000);
    expect((await send({ ...VALID, formToken: old })).code).toBe(500);
  });

  it('refuses a filled-in honeypot field (form robots)', async () => {
    const before = await count();
    const formToken = await readyToken();
    const body = await send({
      ...VALID,
      formToken,
      homepage: 'http://spam.example',
    });
    expect(body).toEqual({
      code: 500,
      msg: 'このお問い合わせは受け付けられませんでした',
    });
    expect(await count()).toBe(before);
  });

  it('asks for the captcha when it is on', async () => {
    const withCaptcha = await createTestApp({ captchaEnabled: true });
    try {
      const token = (
        await withCaptcha.app.inject({ url: '/website/contact/form' })
      ).json().data.formToken;
      withCaptcha.advance(5_000);
      const captcha = (
        await withCaptcha.app.inject({ url: '/captchaImage' })
      ).json();
      expect(captcha.captchaEnabled).toBe(true);
      const post = (payload: object) =>
        withCaptcha.app.inject({
          method: 'POST',
          url: '/website/contact',
          headers: { 'content-language': 'ja' },
          payload,
        });
      const wrong = (
        await post({
          ...VALID,
          formToken: token,
          code: '999',
          uuid: captcha.uuid,
        })
      ).json();
      expect(wrong).toEqual({ code: 500, msg: '認証コードが正しくありません' });
      const again = (
        await withCaptcha.app.inject({ url: '/captchaImage' })
      ).json();
      const answer = await withCaptcha.kv.get(`captcha_codes:${again.uuid}`);
      const ok = (
        await post({
          ...VALID,
          formToken: token,
          code: answer,
          uuid: again.uuid,
        })
      ).json();
      expect(ok.code).toBe(200);
    } finally {
      await withCaptcha.close();
    }
  });

  it('limits sends per IP and says clearly when to try again', async () => {
    const ip = '10.7.0.1';
    for (let i = 0; i < 10; i++) {
      const body = await send({ ...VALID, formToken: await readyToken() }, ip);
      expect(body.code).toBe(200);
    }
    const limited = await send({ ...VALID, formToken: await readyToken() }, ip);
    expect(limited.code).toBe(429);
    expect(limited.msg).toMatch(
      /^短時間に多くのお問い合わせが送信されたため、受付を一時停止しています。\d+分ほど時間をおいてから再度お送りいただくか、お急ぎの場合はお電話でお問い合わせください。$/,
    );
    // Another visitor is not affected; the same one can send again later.
    expect(
      (await send({ ...VALID, formToken: await readyToken() }, '10.7.0.2'))
        .code,
    ).toBe(200);
    t.advance(11 * 60 * 1000);
    expect(
      (await send({ ...VALID, formToken: await readyToken() }, ip)).code,
    ).toBe(200);
  });

  it('stores all of 50 concurrent sends from 50 visitors', async () => {
    const before = await count();
    const tokens = await Promise.all(
      Array.from({ length: 50 }, () => formToken()),
    );
    t.advance(5_000);
    const results = await Promise.all(
      tokens.map((formToken, i) =>
        send(
          { ...VALID, formToken, contactName: `同時 ${i}` },
          `10.6.0.${i + 1}`,
        ),
      ),
    );
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect(new Set(results.map((r) => r.data.contactId)).size).toBe(50);
    expect(await count()).toBe(before + 50);
  });

  it('of 50 concurrent sends from one IP stores the allowance and limits the rest clearly', async () => {
    const before = await count();
    const tokens = await Promise.all(
      Array.from({ length: 50 }, () => formToken()),
    );
    t.advance(5_000);
    const results = await Promise.all(
      tokens.map((formToken) => send({ ...VALID, formToken }, '10.5.0.1')),
    );
    const stored = results.filter((r) => r.code === 200);
    const limited = results.filter((r) => r.code === 429);
    expect(stored).toHaveLength(10);
    expect(limited).toHaveLength(40);
    expect(limited.every((r) => /時間をおいてから再度お送り/.test(r.msg))).toBe(
      true,
    );
    expect(await count()).toBe(before + 10);
  });
});
