import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addGuestUser } from './helpers/guest-user.js';
import { publish } from './helpers/publishing.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };

/** Record 4 (コーポレートサイト制作, column 9) has one text item in the seed. */
const item = (over: Record<string, unknown> = {}) => ({
  recordId: 4,
  itemName: 'Our process',
  itemType: '1',
  content: '<ol><li>Interview</li><li>Design</li></ol>',
  fileUrl: '',
  fileName: '',
  fileSize: 0,
  orderNum: 2,
  status: '0',
  ...over,
});

describe('/project/recordItem', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  let guest: Api;

  const snapshot = () =>
    t.app.db.query('SELECT * FROM project_record_item ORDER BY item_id');
  const byName = async (name: string) =>
    (
      await ry.get(
        `/project/recordItem/list?itemName=${encodeURIComponent(name)}`,
      )
    ).rows[0];
  /** Record 4 as the public site shows it (mid = its column). */
  const publicRecord = async () =>
    (await t.app.inject({ url: '/website/records/4?mid=9' })).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    await addGuestUser(t.app);
    const token = (u: string) =>
      loginToken(t.app, u, 'admin123', { headers: EN });
    admin = api(t.app, await token('admin'), EN);
    ry = api(t.app, await token('ry'), EN);
    guest = api(t.app, await token('guest'), EN);
  });
  afterAll(() => t.close());

  it('lists items with their record title, filtered by record, name and type', async () => {
    const all = await ry.get('/project/recordItem/list');
    expect(all.code).toBe(200);
    expect(all.total).toBe(2);
    const files = await ry.get('/project/recordItem/list?itemType=2');
    expect(files.rows.map((r: Json) => [r.recordTitle, r.itemName])).toEqual([
      ['会社案内パンフレット', '会社案内(PDF)'],
    ]);
    expect(files.rows[0]).toMatchObject({
      fileUrl: '/profile/upload/demo/company.pdf',
      fileName: 'company.pdf',
    });
    const ofRecord = await ry.get('/project/recordItem/list?recordId=4');
    expect(ofRecord.rows.map((r: Json) => r.itemName)).toEqual(['制作の流れ']);
    const one = await ry.get(`/project/recordItem/${ofRecord.rows[0].itemId}`);
    expect(one.data.content).toContain('<li>ヒアリング</li>');
  });

  it('answers 403 to a user without the permissions and changes nothing', async () => {
    const before = await snapshot();
    const denied = { code: 403 };
    expect(await guest.get('/project/recordItem/list')).toMatchObject(denied);
    expect(await guest.get('/project/recordItem/1')).toMatchObject(denied);
    expect(await guest.post('/project/recordItem', item())).toMatchObject(
      denied,
    );
    expect(
      await guest.put('/project/recordItem', { ...item(), itemId: 1 }),
    ).toMatchObject(denied);
    expect(await guest.del('/project/recordItem/1')).toMatchObject(denied);
    expect(
      (await guest.form('/project/recordItem/export')).json(),
    ).toMatchObject(denied);
    expect(await snapshot()).toEqual(before);
  });

  it('ry adds a text item (sanitised) and a file item as drafts; the record page shows them once published', async () => {
    expect(
      await ry.post(
        '/project/recordItem',
        item({
          content:
            '<ol><li>Interview</li></ol><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="/p.png" onerror="alert(3)">',
        }),
      ),
    ).toEqual(ok);
    const text = await byName('Our process');
    expect(text).toMatchObject({
      recordTitle: 'コーポレートサイト制作',
      publishState: 'draft',
    });
    expect(text.createBy).toBe('ry');
    const content = (await ry.get(`/project/recordItem/${text.itemId}`)).data
      .content;
    expect(content).toContain('<li>Interview</li>');
    for (const bad of ['<script', 'javascript:', 'onerror']) {
      expect(content).not.toContain(bad);
    }

    expect(
      await ry.post(
        '/project/recordItem',
        item({
          itemName: 'Price list',
          itemType: '2',
          content: '',
          fileUrl: '/profile/upload/demo/company.pdf',
          fileName: 'prices.pdf',
          fileSize: 2048,
        }),
      ),
    ).toEqual(ok);
    expect((await publicRecord()).items.map((i: Json) => i.itemName)).toEqual([
      '制作の流れ',
    ]);
    expect((await publicRecord()).record.files).toEqual([]);
    await publish(admin, 'recordItem', text.itemId);
    await publish(admin, 'recordItem', (await byName('Price list')).itemId);
    const page = await publicRecord();
    expect(page.items.map((i: Json) => i.itemName)).toEqual([
      '制作の流れ',
      'Our process',
    ]);
    expect(page.record.files).toEqual([
      expect.objectContaining({
        itemName: 'Price list',
        fileName: 'prices.pdf',
        fileSize: 2048,
      }),
    ]);
  });

  it('edits a draft with the version; a stale save is refused; the record page changes once published', async () => {
    const id = (await byName('Our process')).itemId;
    const loaded = (await ry.get(`/project/recordItem/${id}`)).data;
    expect(
      await ry.put('/project/recordItem', {
        ...loaded,
        itemName: 'How we work',
      }),
    ).toEqual(ok);
    expect(
      await admin.put('/project/recordItem', { ...loaded, itemName: 'stale' }),
    ).toMatchObject({ code: 500, msg: expect.stringContaining('Reload it') });
    expect((await ry.get(`/project/recordItem/${id}`)).data).toMatchObject({
      itemName: 'How we work',
      version: loaded.version + 1,
      publishState: 'changed',
    });
    expect(await byName('Our process')).toMatchObject({
      itemId: id,
      publishState: 'changed',
      draftTitle: 'How we work',
    });
    const names = async () =>
      (await publicRecord()).items.map((i: Json) => i.itemName);
    expect(await names()).toEqual(['制作の流れ', 'Our process']);

    await publish(admin, 'recordItem', id);
    expect(await byName('How we work')).toMatchObject({
      itemId: id,
      version: loaded.version + 1,
      publishState: 'published',
    });
    expect(await names()).toEqual(['制作の流れ', 'How we work']);
  });

  it('refuses invalid items with a clear message and stores nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ itemName: '' }, 'Item name cannot be empty'],
      [
        { itemName: 'x'.repeat(201) },
        'Item name cannot be longer than 200 characters',
      ],
      [
        { recordId: 99999 },
        'The copy record does not exist or has been deleted',
      ],
      [{ itemType: '2', fileUrl: '' }, 'A file item needs an uploaded file'],
      [
        { itemType: '2', fileUrl: '/profile/../../etc/passwd' },
        'File must be a file uploaded to this system',
      ],
      [
        { itemType: '2', fileUrl: 'https://evil.example/x.pdf' },
        'File must be a file uploaded to this system',
      ],
      [{ itemType: '5' }, 'Item type'],
      [{ fileSize: -1 }, 'File size'],
    ];
    for (const [over, msg] of cases) {
      const res = await admin.post('/project/recordItem', item(over));
      expect(res.code, JSON.stringify(over)).toBe(500);
      expect(res.msg).toContain(msg);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('exports the search as .xlsx and deletes items', async () => {
    const res = await ry.form('/project/recordItem/export', { recordId: '4' });
    const sheet = await readSheet(res.rawPayload);
    expect(sheet[0]).toEqual([
      'Item ID',
      'Copy record',
      'Item name',
      'Item type',
      'File name',
      'File size (bytes)',
      'Display order',
      'Status',
      'Created',
    ]);
    expect(sheet.slice(1).map((r) => [r[2], r[3], r[7]])).toEqual([
      ['制作の流れ', 'Text block', 'Shown'],
      ['How we work', 'Text block', 'Shown'],
      ['Price list', 'File', 'Shown'],
    ]);

    const ids = [
      (await byName('How we work')).itemId,
      (await byName('Price list')).itemId,
    ];
    expect(await ry.del(`/project/recordItem/${ids.join(',')}`)).toEqual(ok);
    // published items stay on the record page until the deletion is published
    expect((await publicRecord()).record.files).toHaveLength(1);
    expect(await byName('Price list')).toMatchObject({
      publishState: 'changed',
    });
    for (const id of ids) await publish(admin, 'recordItem', id);
    expect((await publicRecord()).record.files).toEqual([]);
    expect(await byName('Price list')).toMatchObject({
      publishState: 'unpublished',
    });

    // an item never published is gone at once
    expect(
      await ry.post('/project/recordItem', item({ itemName: 'Scratch' })),
    ).toEqual(ok);
    const scratch = (await byName('Scratch')).itemId;
    expect(await ry.del(`/project/recordItem/${scratch}`)).toEqual(ok);
    expect(await byName('Scratch')).toBeUndefined();
    expect(await ry.del(`/project/recordItem/${scratch}`)).toEqual({
      code: 500,
      msg: 'Operation failed',
    });
  });
});
