import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { translate } from '../../server/src/i18n/index.js';
import { CONSULTING_ITEMS } from '../../src/shared/enquiry-rules.js';

const QUERIED = translate('ja', 'common.querySuccess');

describe('enquiry form helpers: /website/postal/{code}, /website/contact/items and /website/contact/terms', () => {
  let t: TestApp;
  let admin: Api;
  let ipSeq = 0;

  const get = async (url: string, lang = 'ja') => {
    const res = await t.app.inject({
      url,
      remoteAddress: `10.8.0.${++ipSeq}`,
      headers: { 'content-language': lang },
    });
    expect(res.statusCode).toBe(200);
    return { body: res.json(), headers: res.headers };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
  });
  afterAll(() => t.close());

  it('answers the prefecture, city and town of a code, with or without hyphen, in either width, without a token', async () => {
    const marunouchi = [
      { prefecture: '東京都', city: '千代田区', town: '丸の内' },
    ];
    for (const code of [
      '100-0005',
      '1000005',
      encodeURIComponent('１００－０００５'),
    ]) {
      const { body, headers } = await get(`/website/postal/${code}`);
      expect(body).toEqual({ code: 200, msg: QUERIED, data: marunouchi });
      expect(headers['cache-control']).toBe('public, max-age=86400');
    }
    expect((await get('/website/postal/060-0000')).body.data).toEqual([
      { prefecture: '北海道', city: '札幌市中央区', town: '' },
    ]);
    expect((await get('/website/postal/0600042')).body.data).toEqual([
      { prefecture: '北海道', city: '札幌市中央区', town: '大通西' },
    ]);
  });

  it('answers every town of a code several towns share, in order, across prefectures too', async () => {
    const kasuga = (await get('/website/postal/452-0961')).body.data as Json[];
    expect(kasuga.length).toBeGreaterThan(50);
    expect(kasuga[0]).toEqual({
      prefecture: '愛知県',
      city: '清須市',
      town: '春日明河原',
    });
    expect(new Set(kasuga.map((a) => a.city))).toEqual(new Set(['清須市']));
    expect((await get('/website/postal/4980000')).body.data).toEqual([
      { prefecture: '愛知県', city: '弥富市', town: '' },
      { prefecture: '三重県', city: '桑名郡木曽岬町', town: '' },
    ]);
  });

  it('answers an empty list for a code that names no town', async () => {
    for (const code of ['000-0000', '100-9999', '999-9999']) {
      expect((await get(`/website/postal/${code}`)).body).toEqual({
        code: 200,
        msg: QUERIED,
        data: [],
      });
    }
  });

  it('refuses what is not a 7-digit code with a message in the request language, not cached', async () => {
    for (const code of [
      '100-000',
      '10000055',
      'abc',
      encodeURIComponent('百'),
    ]) {
      const ja = await get(`/website/postal/${code}`, 'ja');
      expect(ja.body).toEqual({
        code: 500,
        msg: '郵便番号は「123-4567」の形式で入力してください',
      });
      expect(ja.headers['cache-control']).toBe('no-store');
    }
    expect((await get('/website/postal/12', 'en')).body).toEqual({
      code: 500,
      msg: 'Please enter postal code as 123-4567',
    });
    const long = await get(`/website/postal/${'1'.repeat(17)}`);
    expect(long.body.code).toBe(500);
  });

  it('limits lookups per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({
        url: '/website/postal/1000005',
        remoteAddress: '10.7.0.1',
      });
      codes.push(res.json().code as number);
    }
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });

  it('answers the response target and retention from the parameters, changed ones at once', async () => {
    expect((await get('/website/contact/terms')).body).toEqual({
      code: 200,
      msg: QUERIED,
      data: { responseTargetHours: 72, retentionDays: 365 },
    });
    for (const [key, value] of [
      ['sys.contact.responseTargetHours', '36'],
      ['sys.contact.retentionDays', '180'],
    ]) {
      const row = (await admin.get(`/system/config/list?configKey=${key}`))
        .rows[0] as Json;
      expect(
        (await admin.put('/system/config', { ...row, configValue: value }))
          .code,
      ).toBe(200);
    }
    expect((await get('/website/contact/terms')).body.data).toEqual({
      responseTargetHours: 36,
      retentionDays: 180,
    });
  });

  it('answers the consulting items the form offers, in order, without the stopped ones', async () => {
    // migration 0026 seeded the built-in items
    const seeded: string[] = [...CONSULTING_ITEMS];
    expect((await get('/website/contact/items')).body).toEqual({
      code: 200,
      msg: QUERIED,
      data: seeded,
    });
    const list = await admin.get(
      '/project/consultingItem/list?itemName=資料請求',
    );
    const row = list.rows[0] as Json;
    expect(
      (
        await admin.put('/project/consultingItem', {
          ...row,
          status: '1',
          recipientIds: [],
        })
      ).code,
    ).toBe(200);
    expect((await get('/website/contact/items')).body.data).toEqual(
      seeded.filter((name) => name !== '資料請求'),
    );
  });
});
