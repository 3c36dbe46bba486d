import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addGuestUser } from './helpers/guest-user.js';
import { publish } from './helpers/publishing.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };

const HOSTILE =
  '<p onclick="steal()">Opening <strong>day</strong>.</p>' +
  '<script>window.__pwned = 1</script>' +
  '<a href="javascript:alert(2)">bad link</a>' +
  '<img src="/profile/upload/a.png" onerror="alert(3)">' +
  '<iframe src="https://evil.example/"></iframe>';

const record = (over: Record<string, unknown> = {}) => ({
  navId: 5,
  title: 'Store opening',
  subtitle: 'News',
  summary: 'We open a new store.',
  content: '<p>Opening <strong>day</strong>.</p>',
  contentBlocks: [],
  mainImage: '/profile/upload/2025/01/01/store.png',
  pinned: '0',
  displayType: '1',
  jumpLink: '',
  orderNum: 1,
  status: '0',
  ...over,
});

describe('/project/record', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  let guest: Api;

  const snapshot = () =>
    t.app.db.query(
      `SELECT r.*, (SELECT count(*) FROM project_record_item i
                     WHERE i.record_id = r.record_id) AS items
         FROM project_record r ORDER BY record_id`,
    );
  const byTitle = async (title: string) =>
    (await ry.get(`/project/record/list?title=${encodeURIComponent(title)}`))
      .rows[0];
  const shown = (id: number) =>
    t.app.inject({ url: `/website/records/${id}` }).then((r) => r.json());

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

  it('lists records paged with their column, narrowed to a column and the columns below it', async () => {
    const page = await ry.get('/project/record/list?pageSize=4');
    expect(page.code).toBe(200);
    expect(page.rows).toHaveLength(4);
    expect(page.total).toBeGreaterThan(10);
    // the list leaves the heavy rich text out
    expect(page.rows[0].content).toBeUndefined();
    // pinned first
    expect(page.rows[0]).toMatchObject({ pinned: '1', navName: 'お知らせ' });

    const systems = await ry.get(
      '/project/record/list?navId=10&orderByColumn=recordId&isAsc=asc',
    );
    expect(systems.rows.map((r: Json) => [r.navName, r.title])).toEqual([
      ['システム開発', '業務システム開発'],
      ['システム開発', 'クラウド移行支援'],
    ]);

    // the business column holds nothing itself: its child columns' records
    const business = await ry.get('/project/record/list?navId=3&pageSize=50');
    const columns = new Set(business.rows.map((r: Json) => r.navName));
    expect(columns).toContain('ウェブ制作');
    expect(columns).toContain('システム開発');
    expect(columns).not.toContain('お知らせ');
    expect(business.total).toBe(business.rows.length);
  });

  it('searches by title, pinned and display type, and sorts by total views', async () => {
    const found = await ry.get(
      `/project/record/list?title=${encodeURIComponent('休業')}`,
    );
    expect(found.total).toBeGreaterThanOrEqual(3);
    for (const r of found.rows) expect(r.title).toContain('休業');

    const pinned = await ry.get('/project/record/list?pinned=1');
    expect(pinned.rows.map((r: Json) => r.title)).toEqual([
      '新製品「サンプルスキャナー」を発売しました',
    ]);

    const withImage = await ry.get(
      '/project/record/list?displayType=2&pageSize=50',
    );
    expect(withImage.total).toBeGreaterThan(0);
    for (const r of withImage.rows) expect(r.displayType).toBe('2');

    const views = await ry.get(
      '/project/record/list?orderByColumn=totalViews&isAsc=desc&pageSize=3',
    );
    const counts = views.rows.map((r: Json) => r.totalViews);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(63);

    const refused = await ry.get(
      '/project/record/list?orderByColumn=content;drop',
    );
    expect(refused.code).toBe(500);
  });

  it('answers 403 to a user without the permissions and changes nothing', async () => {
    const before = await snapshot();
    const denied = { code: 403 };
    expect(await guest.get('/project/record/list')).toMatchObject(denied);
    expect(await guest.get('/project/record/1')).toMatchObject(denied);
    expect(await guest.post('/project/record', record())).toMatchObject(denied);
    expect(
      await guest.put('/project/record', { ...record(), recordId: 1 }),
    ).toMatchObject(denied);
    expect(await guest.del('/project/record/1')).toMatchObject(denied);
    expect((await guest.form('/project/record/export')).json()).toMatchObject(
      denied,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('ry adds a record as a draft; rich text and blocks are sanitised before storage; views are not taken from the request; visitors see it once published', async () => {
    expect(
      await ry.post(
        '/project/record',
        record({
          content: HOSTILE,
          totalViews: 999,
          contentBlocks: [
            {
              type: 'text',
              title: 'Hours',
              body: '<p>10:00–18:00</p><img src=x onerror="alert(4)">',
              image: '',
            },
            {
              type: 'image',
              title: 'Front',
              body: '<a href="javascript:alert(5)">map</a>',
              image: '/profile/upload/front.png',
            },
          ],
        }),
      ),
    ).toEqual(ok);
    const row = await byTitle('Store opening');
    expect(row).toMatchObject({
      navId: 5,
      navName: 'お知らせ',
      createBy: 'ry',
      totalViews: 0,
      mainImage: '/profile/upload/2025/01/01/store.png',
      publishState: 'draft',
    });
    const full = (await ry.get(`/project/record/${row.recordId}`)).data;
    expect(full.content).toContain('<strong>day</strong>');
    expect(full.content).toContain('bad link');
    for (const bad of [
      '<script',
      '__pwned',
      'onclick',
      'javascript:',
      'onerror',
      '<iframe',
    ]) {
      expect(full.content).not.toContain(bad);
    }
    expect(full.contentBlocks).toHaveLength(2);
    expect(full.contentBlocks[0]).toMatchObject({
      type: 'text',
      title: 'Hours',
      image: '',
    });
    expect(full.contentBlocks[0].body).toContain('10:00–18:00');
    expect(full.contentBlocks[0].body).not.toContain('onerror');
    expect(full.contentBlocks[1].body).not.toContain('javascript:');
    expect(full.contentBlocks[1].image).toBe('/profile/upload/front.png');

    const stored = await t.app.db.one<{ content: string }>(
      'SELECT content FROM project_record WHERE record_id = $1',
      [row.recordId],
    );
    expect(stored!.content).toBe(full.content);

    expect((await shown(row.recordId)).code).toBe(404);
    await publish(admin, 'record', row.recordId);
    expect((await byTitle('Store opening')).publishState).toBe('published');
    const site = await shown(row.recordId);
    expect(site.code).toBe(200);
    expect(site.data.record.title).toBe('Store opening');
    expect(site.data.record.content).not.toContain('<script');
  });

  it('edits a draft with the version (stale saves refused); visitors keep the published record until it is published; total views stay as counted', async () => {
    const id = (await byTitle('Store opening')).recordId;
    await t.app.db.query(
      'UPDATE project_record SET total_views = 7 WHERE record_id = $1',
      [id],
    );
    const loaded = (await ry.get(`/project/record/${id}`)).data;
    expect(loaded.publishState).toBe('published');
    expect(
      await ry.put('/project/record', {
        ...loaded,
        title: 'Store opened',
        pinned: '1',
        totalViews: 0,
      }),
    ).toEqual(ok);
    // the editor's form holds the draft, with the draft's version
    const draft = (await ry.get(`/project/record/${id}`)).data;
    expect(draft).toMatchObject({
      title: 'Store opened',
      pinned: '1',
      version: loaded.version + 1,
      publishState: 'changed',
    });
    // the list still shows the published record, and names the draft
    expect(await byTitle('Store opening')).toMatchObject({
      recordId: id,
      pinned: '0',
      totalViews: 7,
      publishState: 'changed',
      draftTitle: 'Store opened',
    });
    expect((await shown(id)).data.record.title).toBe('Store opening');

    expect(
      await admin.put('/project/record', { ...loaded, title: 'stale' }),
    ).toEqual({
      code: 500,
      msg: 'Someone else changed this record after you opened it. Reload it and make your changes again.',
    });
    expect((await ry.get(`/project/record/${id}`)).data.title).toBe(
      'Store opened',
    );

    await publish(admin, 'record', id);
    const after = (await ry.get(`/project/record/${id}`)).data;
    expect(after).toMatchObject({
      title: 'Store opened',
      pinned: '1',
      totalViews: 7,
      updateBy: 'admin',
      publishState: 'published',
    });
    expect(after.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await shown(id)).data.record.title).toBe('Store opened');

    // hidden records leave the public site once the change is published
    expect(await ry.put('/project/record', { ...after, status: '1' })).toEqual(
      ok,
    );
    expect((await shown(id)).code).toBe(200);
    await publish(admin, 'record', id);
    expect((await shown(id)).code).toBe(404);
  });

  it('refuses invalid records with a clear message and stores nothing', async () => {
    const before = await snapshot();
    const block = { type: 'text', title: '', body: '', image: '' };
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Title cannot be empty'],
      [{ title: '   ' }, 'Title cannot be empty'],
      [
        { title: 'x'.repeat(201) },
        'Title cannot be longer than 200 characters',
      ],
      [
        { summary: 'x'.repeat(1001) },
        'Summary cannot be longer than 1000 characters',
      ],
      [{ navId: 9999 }, 'The column does not exist or has been deleted'],
      [
        { mainImage: 'javascript:alert(1)' },
        'Main image must start with http://, https://, mailto:, tel:, / or #/',
      ],
      [
        { jumpLink: 'javascript:alert(1)' },
        'Jump link must start with http://, https://, mailto:, tel:, / or #/',
      ],
      [
        { displayType: '3', jumpLink: '' },
        'A jump link is required when the display type is Link',
      ],
      [{ displayType: '9' }, 'Display type'],
      [{ pinned: 'yes' }, 'Pinned'],
      [{ status: '7' }, 'Status'],
      [{ contentBlocks: [{ ...block, type: 'video' }] }, 'Block type'],
      [
        { contentBlocks: [{ ...block, image: 'javascript:alert(1)' }] },
        'Block image must start with http://',
      ],
      [
        { contentBlocks: [{ ...block, title: 'x'.repeat(201) }] },
        'Block title cannot be longer than 200 characters',
      ],
      [{ contentBlocks: Array(51).fill(block) }, 'Content blocks'],
    ];
    for (const [over, msg] of cases) {
      const res = await admin.post('/project/record', record(over));
      expect(res.code, JSON.stringify(over).slice(0, 80)).toBe(500);
      expect(res.msg).toContain(msg);
    }
    const loaded = (await ry.get('/project/record/2')).data;
    const res = await ry.put('/project/record', { ...loaded, title: '' });
    expect(res).toEqual({ code: 500, msg: 'Title cannot be empty' });
    expect(await snapshot()).toEqual(before);
  });

  it('exports the search as .xlsx with labels in the user language', async () => {
    const res = await ry.form('/project/record/export', { navId: '10' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet[0]).toEqual([
      'Record ID',
      'Column',
      'Title',
      'Subtitle',
      'Summary',
      'Pinned',
      'Display type',
      'Total views',
      'Jump link',
      'Display order',
      'Status',
      'Created by',
      'Created',
      'Updated by',
      'Updated',
    ]);
    expect(
      sheet
        .slice(1)
        .map((r) => [r[1], r[2], r[5], r[6], r[10]])
        .sort(),
    ).toEqual([
      ['システム開発', 'クラウド移行支援', 'No', 'With image', 'Shown'],
      ['システム開発', '業務システム開発', 'No', 'With image', 'Shown'],
    ]);
  });

  it('deletes a never-published record with its items at once; a published one stays on the site until its deletion is published', async () => {
    const id = (await byTitle('Store opened')).recordId;
    const loaded = (await ry.get(`/project/record/${id}`)).data;
    expect(await ry.put('/project/record', { ...loaded, status: '0' })).toEqual(
      ok,
    );
    await publish(admin, 'record', id);
    expect((await shown(id)).code).toBe(200);

    await ry.post('/project/record', record({ title: 'Second store' }));
    const second = (await byTitle('Second store')).recordId;
    expect(
      await ry.post('/project/recordItem', {
        recordId: second,
        itemName: 'Map',
        itemType: '1',
        content: '<p>map</p>',
        orderNum: 1,
        status: '0',
      }),
    ).toEqual(ok);
    expect(await ry.del(`/project/record/${id},${second}`)).toEqual(ok);

    // never published: gone, with its items
    expect(await byTitle('Second store')).toBeUndefined();
    const items = await t.app.db.query(
      'SELECT 1 FROM project_record_item WHERE record_id = $1',
      [second],
    );
    expect(items).toHaveLength(0);
    expect(await ry.del(`/project/record/${second}`)).toEqual({
      code: 500,
      msg: 'Operation failed',
    });
    expect(await ry.get(`/project/record/${second}`)).toEqual({
      code: 500,
      msg: 'The record does not exist or has been deleted',
    });

    // published: an unpublish draft; visitors see it until that is published
    expect(await byTitle('Store opened')).toMatchObject({
      recordId: id,
      publishState: 'changed',
    });
    const state = (await ry.get(`/project/content/state/record/${id}`)).data;
    expect(state).toMatchObject({
      publishState: 'changed',
      published: true,
      draft: { action: 'unpublish', state: 'draft' },
    });
    expect((await shown(id)).code).toBe(200);
    await publish(admin, 'record', id);
    expect((await shown(id)).code).toBe(404);
    expect(await byTitle('Store opened')).toMatchObject({
      recordId: id,
      publishState: 'unpublished',
    });
  });
});
