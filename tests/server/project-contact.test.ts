import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addGuestUser } from './helpers/guest-user.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };

const VISITOR = {
  companyName: '株式会社テスト',
  contactName: '山田 太郎',
  nameReading: 'ヤマダ タロウ',
  applicant: '総務部',
  phone: '03-1234-5678',
  email: 'taro@example.co.jp',
  postalCode: '100-0005',
  address: '東京都千代田区丸の内1-1-1',
  consultingItem: '製品について',
  consultingContent: 'サンプルスキャナーの見積りをお願いします。',
};

describe('/project/contacts', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  let guest: Api;
  const ids: Record<string, number> = {};

  const snapshot = () =>
    t.app.db.query(`SELECT * FROM project_contact ORDER BY contact_id`);

  /** An enquiry sent through the public form, as a visitor does. */
  async function sendEnquiry(fields: Record<string, string>, ip: string) {
    const form = await t.app.inject({ url: '/website/contact/form' });
    t.advance(5_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/website/contact',
      remoteAddress: ip,
      payload: { ...VISITOR, ...fields, formToken: form.json().data.formToken },
    });
    const body = res.json();
    expect(body.code, JSON.stringify(body)).toBe(200);
    return body.data.contactId as number;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await addGuestUser(t.app);
    const token = (u: string) =>
      loginToken(t.app, u, 'admin123', { headers: EN });
    admin = api(t.app, await token('admin'), EN);
    ry = api(t.app, await token('ry'), EN);
    guest = api(t.app, await token('guest'), EN);
    ids.yamada = await sendEnquiry({}, '10.1.0.1');
    ids.sato = await sendEnquiry(
      {
        companyName: 'サンプル商事',
        contactName: '佐藤 花子',
        nameReading: 'サトウ ハナコ',
        consultingContent: '=HYPERLINK("http://evil.example","click me")',
      },
      '10.1.0.2',
    );
    ids.old = await sendEnquiry(
      {
        companyName: '旧株式会社',
        contactName: '古川 次郎',
        nameReading: 'フルカワ ジロウ',
      },
      '10.1.0.3',
    );
    await t.app.db.query(
      `UPDATE project_contact SET create_time = '2025-01-15 09:30:00'
        WHERE contact_id = $1`,
      [ids.old],
    );
  });
  afterAll(() => t.close());

  it('lists enquiries newest first at once, with every field the visitor sent', async () => {
    const res = await ry.get('/project/contacts/list');
    expect(res).toMatchObject({ code: 200, total: 3 });
    expect(res.rows.map((r: Json) => r.contactId)).toEqual([
      ids.sato,
      ids.yamada,
      ids.old,
    ]);
    expect(res.rows[1]).toMatchObject({
      ...VISITOR,
      handled: '0',
      ip: '10.1.0.1',
      remark: null,
      version: 0,
    });
    const one = await ry.get(`/project/contacts/${ids.yamada}`);
    expect(one.data).toMatchObject({ contactId: ids.yamada, ...VISITOR });
    expect(one.data.createTime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('searches by company, name or its reading, date range and handled flag', async () => {
    const found = async (q: string) =>
      (await ry.get(`/project/contacts/list?${q}`)).rows.map(
        (r: Json) => r.contactId,
      );
    const enc = encodeURIComponent;
    expect(await found(`companyName=${enc('商事')}`)).toEqual([ids.sato]);
    expect(await found(`contactName=${enc('古川')}`)).toEqual([ids.old]);
    expect(await found(`contactName=${enc('ハナコ')}`)).toEqual([ids.sato]);
    expect(
      await found(
        `${enc('params[beginTime]')}=2025-01-01&${enc('params[endTime]')}=2025-01-31`,
      ),
    ).toEqual([ids.old]);
    expect(await found(`${enc('params[beginTime]')}=2025-02-01`)).toEqual([
      ids.sato,
      ids.yamada,
    ]);
    expect(await found('handled=1')).toEqual([]);
    expect(await found('handled=0')).toHaveLength(3);
    expect(
      await found('orderByColumn=companyName&isAsc=ascending'),
    ).toHaveLength(3);
    expect(await ry.get('/project/contacts/list?orderByColumn=ip')).toEqual({
      code: 500,
      msg: 'Invalid parameter: the query cannot be run',
    });
  });

  it('answers 403 to a user without the enquiry permissions and changes nothing', async () => {
    const before = await snapshot();
    const denied = { code: 403 };
    expect(await guest.get('/project/contacts/list')).toMatchObject(denied);
    expect(await guest.get(`/project/contacts/${ids.yamada}`)).toMatchObject(
      denied,
    );
    expect(
      await guest.put('/project/contacts', {
        contactId: ids.yamada,
        handled: '1',
      }),
    ).toMatchObject(denied);
    expect(
      await guest.put('/project/contacts/handled', {
        ids: [ids.yamada],
        handled: '1',
      }),
    ).toMatchObject(denied);
    expect((await guest.form('/project/contacts/export')).json()).toMatchObject(
      denied,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('ry marks one handled with an internal remark; the version guards the edit', async () => {
    const loaded = (await ry.get(`/project/contacts/${ids.yamada}`)).data;
    // the whole loaded row comes back: unchanged visitor fields are fine
    expect(
      await ry.put('/project/contacts', {
        ...loaded,
        handled: '1',
        remark: 'Called back on Monday',
      }),
    ).toEqual(ok);
    const after = (await ry.get(`/project/contacts/${ids.yamada}`)).data;
    expect(after).toMatchObject({
      ...VISITOR,
      handled: '1',
      remark: 'Called back on Monday',
      updateBy: 'ry',
      version: 1,
    });
    expect(
      await ry.put('/project/contacts', { ...loaded, remark: 'stale' }),
    ).toEqual({
      code: 500,
      msg: 'Someone else changed this record after you opened it. Reload it and make your changes again.',
    });
    expect((await ry.get(`/project/contacts/${ids.yamada}`)).data.remark).toBe(
      'Called back on Monday',
    );
  });

  it('refuses any change to what the visitor sent, field by field, and stores nothing', async () => {
    const before = await snapshot();
    const loaded = (await admin.get(`/project/contacts/${ids.sato}`)).data;
    const labels: Record<string, string> = {
      companyName: 'Company name',
      contactName: 'Contact name',
      nameReading: 'Name reading',
      applicant: 'Applicant',
      phone: 'Phone number',
      email: 'Email address',
      address: 'Address',
      postalCode: 'Postal code',
      consultingItem: 'Enquiry topic',
      consultingContent: 'Enquiry details',
      ip: 'Sender IP',
      createTime: 'Received',
    };
    for (const [field, label] of Object.entries(labels)) {
      const res = await admin.put('/project/contacts', {
        contactId: loaded.contactId,
        version: loaded.version,
        handled: '1',
        remark: 'edited',
        [field]: field === 'createTime' ? '2020-01-01 00:00:00' : 'changed',
      });
      expect(res).toEqual({
        code: 500,
        msg: `${label} was sent by the visitor and cannot be changed; only the handled flag and the internal remark can`,
      });
    }
    // removing a value is a change too
    expect(
      (
        await admin.put('/project/contacts', {
          ...loaded,
          applicant: null,
        })
      ).code,
    ).toBe(500);
    expect(await snapshot()).toEqual(before);
  });

  it('validation failures change nothing', async () => {
    const before = await snapshot();
    const loaded = (await admin.get(`/project/contacts/${ids.old}`)).data;
    for (const body of [
      { ...loaded, handled: '2' },
      { ...loaded, handled: undefined },
      { ...loaded, remark: 'x'.repeat(501) },
      { ...loaded, contactId: 'abc' },
    ]) {
      expect((await admin.put('/project/contacts', body)).code).toBe(500);
    }
    expect(
      await admin.put('/project/contacts', {
        ...loaded,
        remark: 'x'.repeat(501),
      }),
    ).toEqual({
      code: 500,
      msg: 'Internal remark cannot be longer than 500 characters',
    });
    for (const body of [
      { ids: [], handled: '1' },
      { ids: [ids.old], handled: 'yes' },
      { ids: 'all', handled: '1' },
    ]) {
      expect((await admin.put('/project/contacts/handled', body)).code).toBe(
        500,
      );
    }
    expect(
      await admin.put('/project/contacts/handled', {
        ids: [999999],
        handled: '1',
      }),
    ).toEqual({
      code: 500,
      msg: 'The record does not exist or has been deleted',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('marks many handled or unhandled at once; the handled filter follows', async () => {
    expect(
      await ry.put('/project/contacts/handled', {
        ids: [ids.sato, ids.old, ids.yamada],
        handled: '1',
      }),
    ).toEqual(ok);
    const handled = await ry.get('/project/contacts/list?handled=1');
    expect(handled.total).toBe(3);
    expect(
      await ry.put('/project/contacts/handled', {
        ids: [ids.sato, ids.old],
        handled: '0',
      }),
    ).toEqual(ok);
    const open = await ry.get('/project/contacts/list?handled=0');
    expect(open.rows.map((r: Json) => r.contactId)).toEqual([
      ids.sato,
      ids.old,
    ]);
    expect(
      (await ry.get('/project/contacts/list?handled=1')).rows.map(
        (r: Json) => r.contactId,
      ),
    ).toEqual([ids.yamada]);
    // the visitor's text is untouched by all of it
    expect(
      (await ry.get(`/project/contacts/${ids.yamada}`)).data,
    ).toMatchObject(VISITOR);
  });

  it('has no way to add or delete an enquiry', async () => {
    const before = await snapshot();
    expect((await admin.del(`/project/contacts/${ids.old}`)).code).toBe(404);
    expect((await admin.post('/project/contacts', VISITOR)).code).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('exports .xlsx with every field; visitor text stays text, never a formula', async () => {
    const res = await ry.form('/project/contacts/export', { handled: '0' });
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // named for the day in the site's time zone (Asia/Tokyo by default)
    const day = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tokyo',
    }).format(new Date());
    const name = `enquiries_${day}.xlsx`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=${name}; filename*=utf-8''${name}`,
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet[0]).toEqual([
      'Enquiry ID',
      'Received',
      'Company name',
      'Contact name',
      'Name reading',
      'Applicant',
      'Phone number',
      'Email address',
      'Postal code',
      'Address',
      'Enquiry topic',
      'Enquiry details',
      'Status',
      'Assignee',
      'First answered',
      'Handled',
      'Internal remark',
      'Last changed by',
      'Last changed',
    ]);
    expect(sheet).toHaveLength(3);
    const sato = sheet.find((r) => r[0] === String(ids.sato))!;
    expect(sato.slice(2, 13)).toEqual([
      'サンプル商事',
      '佐藤 花子',
      'サトウ ハナコ',
      '総務部',
      '03-1234-5678',
      'taro@example.co.jp',
      '100-0005',
      '東京都千代田区丸の内1-1-1',
      '製品について',
      '=HYPERLINK("http://evil.example","click me")',
      // answered, then taken up again (marked unhandled) by the test above
      'In progress',
    ]);
    expect(sato[13] ?? '').toBe(''); // nobody assigned (an empty cell)
    expect(sato[14]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sato[15]).toBe('Unhandled');
  });
});
