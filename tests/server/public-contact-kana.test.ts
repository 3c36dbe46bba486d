import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('an enquiry is stored as the shared rules normalise it', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps a reading typed in hiragana as katakana, full-width and half-width forms normalised', async () => {
    const form = await t.app.inject({
      url: '/website/contact/form',
      remoteAddress: '10.6.0.1',
    });
    t.advance(5_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/website/contact',
      remoteAddress: '10.6.0.1',
      headers: { 'content-language': 'ja' },
      payload: {
        formToken: form.json().data.formToken,
        homepage: '',
        companyName: 'ｻﾝﾌﾟﾙ　商事',
        contactName: '山田　　太郎',
        nameReading: 'やまだ　ﾀﾛｳ',
        applicant: '',
        phone: '０９０ー１２３４ー５６７８',
        email: 'ｔａｒｏ＠example.jp',
        postalCode: '〒１０００００５',
        address: '東京都千代田区丸の内１－１－１',
        consultingItem: '製品について',
        consultingContent: 'ｶﾀﾛｸﾞを送ってください。',
      },
    });
    const body = res.json();
    expect(body.code).toBe(200);
    const row = await t.app.db.one<Record<string, string>>(
      `SELECT company_name, contact_name, name_reading, phone, email,
              postal_code, address, consulting_content
         FROM project_contact WHERE contact_id = $1`,
      [body.data.contactId],
    );
    expect(row).toEqual({
      company_name: 'サンプル 商事',
      contact_name: '山田 太郎',
      name_reading: 'ヤマダ タロウ',
      phone: '090-1234-5678',
      email: 'taro@example.jp',
      postal_code: '100-0005',
      address: '東京都千代田区丸の内1-1-1',
      consulting_content: 'カタログを送ってください。',
    });
  });
});
