import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONSULTING_ITEMS,
  ENQUIRY_FIELDS,
  ENQUIRY_RULES,
  checkEnquiryField,
  normalizeEnquiry,
  normalizeEnquiryField,
  validateEnquiry,
  type EnquiryField,
} from '@/shared/enquiry-rules';
import { checkEnquiry, checkField } from '@/website/pages/contact/rules';
import {
  translate,
  type MessageKey,
  type MessageParams,
} from '../../../server/src/i18n/index.js';
import {
  fieldMessage,
  validateEnquiry as serverValidate,
} from '../../../server/src/services/enquiry-rules.js';

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

/** The server's messages for an enquiry, in one language. */
function serverMessages(
  values: typeof VALID,
  lang: 'en' | 'ja',
): Partial<Record<EnquiryField, string>> {
  const out: Partial<Record<EnquiryField, string>> = {};
  const t = (key: MessageKey, params?: MessageParams) =>
    translate(lang, key, params);
  for (const [field, error] of Object.entries(
    serverValidate(normalizeEnquiry(values), CONSULTING_ITEMS),
  )) {
    out[field as EnquiryField] = fieldMessage(t, field as EnquiryField, error);
  }
  return out;
}

describe('shared enquiry rules', () => {
  it('accepts a valid enquiry', () => {
    expect(validateEnquiry(VALID)).toEqual({});
  });

  it('takes a reading in hiragana or katakana of either width, refuses kanji and latin letters with the kana key', () => {
    expect(checkEnquiryField('nameReading', 'やまだ')).toBeUndefined();
    expect(checkEnquiryField('nameReading', 'ヤマダ　タロウ')).toBeUndefined();
    expect(checkEnquiryField('nameReading', 'ﾔﾏﾀﾞ ﾀﾛｳ')).toBeUndefined();
    expect(checkEnquiryField('nameReading', '山田')).toEqual({ key: 'kana' });
    expect(checkEnquiryField('nameReading', 'yamada')).toEqual({ key: 'kana' });
  });

  it('counts characters as code points against min and max', () => {
    expect(checkEnquiryField('consultingContent', 'あ'.repeat(9))).toEqual({
      key: 'tooShort',
      params: { min: 10 },
    });
    expect(checkEnquiryField('consultingContent', '𠮷'.repeat(10))).toBe(
      undefined,
    );
    expect(checkEnquiryField('consultingContent', 'あ'.repeat(4001))).toEqual({
      key: 'tooLong',
      params: { max: 4000 },
    });
    expect(checkEnquiryField('companyName', 'あ'.repeat(101))).toEqual({
      key: 'tooLong',
      params: { max: 100 },
    });
  });

  it('asks for required fields, a missing choice with the select key', () => {
    expect(validateEnquiry({})).toEqual({
      contactName: { key: 'required' },
      nameReading: { key: 'required' },
      phone: { key: 'required' },
      email: { key: 'required' },
      consultingItem: { key: 'select' },
      consultingContent: { key: 'required' },
    });
  });

  it('checks phone, email, postal code and consulting item formats', () => {
    expect(checkEnquiryField('phone', '03-12ab')).toEqual({ key: 'phone' });
    expect(checkEnquiryField('phone', '03--1234-5678')).toEqual({
      key: 'phone',
    });
    expect(checkEnquiryField('phone', '０３ー１２３４ー５６７８')).toBe(
      undefined,
    );
    expect(checkEnquiryField('email', 'taro@@example')).toEqual({
      key: 'email',
    });
    expect(checkEnquiryField('email', 'taro..x@example.jp')).toEqual({
      key: 'email',
    });
    expect(checkEnquiryField('postalCode', '1000-005')).toEqual({
      key: 'postalCode',
    });
    expect(checkEnquiryField('postalCode', '１０００００５')).toBeUndefined();
    expect(checkEnquiryField('consultingItem', '占い')).toEqual({
      key: 'item',
    });
    for (const item of CONSULTING_ITEMS) {
      expect(checkEnquiryField('consultingItem', item)).toBeUndefined();
    }
    // The site checks against the items its form was given.
    expect(checkEnquiryField('consultingItem', '資料請求', ['その他'])).toEqual(
      { key: 'item' },
    );
  });

  it('normalises as it stores: widths, dashes, postal code, control characters', () => {
    expect(
      normalizeEnquiry({
        phone: ' ０９０ー１２３４ー５６７８ ',
        nameReading: 'ﾔﾏﾀﾞ ﾀﾛｳ',
        postalCode: '1000005',
        contactName: '山田\u0000 太郎\n',
        consultingContent: '一行目\r\n二行目\u0007',
        email: 42,
      }),
    ).toMatchObject({
      phone: '090-1234-5678',
      nameReading: 'ヤマダ タロウ',
      postalCode: '100-0005',
      contactName: '山田 太郎',
      consultingContent: '一行目\n二行目',
      email: '',
      address: '',
    });
  });

  it('stores a reading typed in hiragana as katakana, half-width katakana as full-width, spaces as one', () => {
    const n = (v: string) => normalizeEnquiryField('nameReading', v);
    expect(n('やまだ　たろう')).toBe('ヤマダ タロウ');
    expect(n('  やまだ   タロウ ')).toBe('ヤマダ タロウ');
    expect(n('ﾔﾏﾀﾞ ﾀﾛｳ')).toBe('ヤマダ タロウ');
    expect(n('ゔぁいおりん・がっこう')).toBe('ヴァイオリン・ガッコウ');
    expect(n('さとう ｼﾞｭﾝｲﾁﾛｰ')).toBe('サトウ ジュンイチロー');
  });

  it('makes digits, letters, hyphens and dashes of either width half-width where a format applies', () => {
    for (const dash of ['ー', '−', '‐', '―', 'ｰ', '－', '-']) {
      expect(
        normalizeEnquiryField('phone', `０３${dash}1234${dash}５６７８`),
      ).toBe('03-1234-5678');
      expect(normalizeEnquiryField('postalCode', `１００${dash}０００５`)).toBe(
        '100-0005',
      );
    }
    expect(normalizeEnquiryField('phone', '090 1234 5678')).toBe(
      '090-1234-5678',
    );
    expect(normalizeEnquiryField('phone', '03 - 1234 - 5678')).toBe(
      '03-1234-5678',
    );
    expect(normalizeEnquiryField('postalCode', '〒１０００００５')).toBe(
      '100-0005',
    );
    expect(
      normalizeEnquiryField('email', 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ'),
    ).toBe('taro@example.jp');
  });

  it('keeps the free fields as typed but for half-width katakana, spaces and the address numbers', () => {
    expect(
      normalizeEnquiryField('companyName', 'ｻﾝﾌﾟﾙ　　商事  株式会社'),
    ).toBe('サンプル 商事 株式会社');
    expect(normalizeEnquiryField('companyName', 'ＡＢＣ㈱')).toBe('ＡＢＣ㈱');
    expect(
      normalizeEnquiryField('address', '丸の内１－１－１　ｻﾝﾌﾟﾙﾋﾞﾙ８Ｆ'),
    ).toBe('丸の内1-1-1 サンプルビル8Ｆ');
    expect(normalizeEnquiryField('address', '丸の内1ー2ー3 ハイツーヨコ')).toBe(
      '丸の内1-2-3 ハイツーヨコ',
    );
    expect(
      normalizeEnquiryField('consultingContent', 'ｶﾀﾛｸﾞを\r\n　お願いします'),
    ).toBe('カタログを\n　お願いします');
  });

  it('changes nothing when normalising a normalised enquiry again', () => {
    const mixed = {
      companyName: ' ｻﾝﾌﾟﾙ　商事 ',
      contactName: '山田\u3000\u3000太郎',
      nameReading: 'やまだ　ﾀﾛｳ',
      applicant: '',
      phone: '０９０ー１２３４ー５６７８',
      email: ' ＴＡＲＯ＠example.jp ',
      postalCode: '〒1000005',
      address: '東京都千代田区丸の内１－１－１',
      consultingItem: '製品について',
      consultingContent: '一行目\r\n ｶﾀﾛｸﾞを送ってください ',
    };
    const once = normalizeEnquiry(mixed);
    expect(once).toEqual({
      companyName: 'サンプル 商事',
      contactName: '山田 太郎',
      nameReading: 'ヤマダ タロウ',
      applicant: '',
      phone: '090-1234-5678',
      email: 'TARO@example.jp',
      postalCode: '100-0005',
      address: '東京都千代田区丸の内1-1-1',
      consultingItem: '製品について',
      consultingContent: '一行目\n カタログを送ってください',
    });
    expect(normalizeEnquiry(once)).toEqual(once);
    expect(validateEnquiry(once)).toEqual({});
  });

  it('keeps every maximum at the length of its project_contact column', () => {
    const sql = readFileSync(
      resolve(
        dirname(fileURLToPath(import.meta.url)),
        '../../../server/migrations/0001_schema.sql',
      ),
      'utf8',
    );
    const table = sql.match(/CREATE TABLE project_contact \(([\s\S]*?)\n\);/);
    expect(table).not.toBeNull();
    for (const field of ENQUIRY_FIELDS) {
      const column = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const width = table![1].match(
        new RegExp(`\\n\\s*${column}\\s+varchar\\((\\d+)\\)`),
      );
      expect(Number(width?.[1]), field).toBe(ENQUIRY_RULES[field].max);
    }
  });

  it('gives the site its Japanese message and the server its English one from the same rule', () => {
    const short = { ...VALID, consultingContent: 'あ'.repeat(9) };
    expect(checkField('consultingContent', short.consultingContent, [])).toBe(
      'お問い合わせ内容は10文字以上で入力してください',
    );
    expect(serverMessages(short, 'en')).toEqual({
      consultingContent: 'enquiry details must be at least 10 characters',
    });

    const kanji = { ...VALID, nameReading: '山田' };
    expect(checkEnquiry(kanji, CONSULTING_ITEMS)).toEqual({
      nameReading: 'フリガナは全角カタカナで入力してください',
    });
    expect(serverMessages(kanji, 'en')).toEqual({
      nameReading: 'Please enter name reading in full-width katakana',
    });
  });

  it('refuses the same fields on the site and on the server', () => {
    const bad = {
      ...VALID,
      companyName: 'あ'.repeat(101),
      nameReading: 'Yamada',
      phone: '03-12ab',
      email: 'taro@@example',
      postalCode: '1000-005',
      consultingItem: '',
      consultingContent: '短い',
    };
    const site = checkEnquiry(bad, CONSULTING_ITEMS);
    const server = serverMessages(bad, 'ja');
    expect(Object.keys(site)).toEqual(Object.keys(server));
    // The server's Japanese messages read as the site's.
    expect(site).toEqual(server);
  });
});
