/**
 * msw handlers for the enquiry form's helpers on the public API: the towns
 * of a few postal codes (one with several towns), the consulting items
 * offered and the promises' terms.
 */
import { http, HttpResponse } from 'msw';
import { CONSULTING_ITEMS } from './website';
import type { ContactTerms } from '../../src/shared/enquiry-terms';
import type { PostalAddress } from '../../src/shared/postal-code';

const town = (prefecture: string, city: string, t = ''): PostalAddress => ({
  prefecture,
  city,
  town: t,
});

export const POSTAL_TOWNS: Record<string, PostalAddress[]> = {
  '1000005': [town('東京都', '千代田区', '丸の内')],
  '0600000': [town('北海道', '札幌市中央区')],
  '5300001': [town('大阪府', '大阪市北区', '梅田')],
  '4980000': [town('愛知県', '弥富市'), town('三重県', '桑名郡木曽岬町')],
  '4520961': [
    town('愛知県', '清須市', '春日明河原'),
    town('愛知県', '清須市', '春日一番割'),
    town('愛知県', '清須市', '春日壱屋敷'),
  ],
};

export const CONTACT_TERMS: ContactTerms = {
  responseTargetHours: 72,
  retentionDays: 365,
};

export const enquiryAidHandlers = [
  http.get('*/website/postal/:code', ({ params }) => {
    const code = String(params.code).replace('-', '');
    if (!/^\d{7}$/.test(code)) {
      return HttpResponse.json({
        code: 500,
        msg: '郵便番号は「123-4567」の形式で入力してください',
      });
    }
    return HttpResponse.json({
      code: 200,
      msg: 'ok',
      data: POSTAL_TOWNS[code] ?? [],
    });
  }),
  http.get('*/website/contact/items', () =>
    HttpResponse.json({ code: 200, msg: 'ok', data: CONSULTING_ITEMS }),
  ),
  http.get('*/website/contact/terms', () =>
    HttpResponse.json({ code: 200, msg: 'ok', data: CONTACT_TERMS }),
  ),
];
