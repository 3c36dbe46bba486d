import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, type Api, type Json } from './helpers/api.js';
import type { TestApp } from './helpers/app.js';
import { record, recordSnapshot } from './helpers/project-record.js';
import { staffApp } from './helpers/staff-app.js';

describe('/project/record', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  let guest: Api;

  const snapshot = () => recordSnapshot(t);

  beforeAll(async () => {
    ({ t, admin, ry, guest } = await staffApp());
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
});
