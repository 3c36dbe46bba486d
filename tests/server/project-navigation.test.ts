import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, type Api, type Json } from './helpers/api.js';
import type { TestApp } from './helpers/app.js';
import { entry, navHeader, navRows } from './helpers/navigation.js';
import { ok, staffApp } from './helpers/staff-app.js';

describe('/project/navigation', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  let guest: Api;

  const header = () => navHeader(t);
  const rows = () => navRows(t);

  beforeAll(async () => {
    ({ t, admin, ry, guest } = await staffApp());
  });
  afterAll(() => t.close());

  it('lists the whole tree flat, parents before children, in display order', async () => {
    const res = await ry.get('/project/navigation/list');
    expect(res).toMatchObject({ code: 200 });
    const top = res.data.filter((r: Json) => r.parentId === 0);
    expect(top.map((r: Json) => r.navName)).toEqual([
      'ホーム',
      '会社情報',
      '事業内容',
      '製品情報',
      'お知らせ',
      'お問い合わせ',
      // migration 0017: footer-only pages
      '個人情報保護方針',
      'サイトポリシー',
      'サイトマップ',
    ]);
    expect(res.data.find((r: Json) => r.navId === 13)).toMatchObject({
      parentId: 5,
      ancestors: '0,5',
      navName: '資料ダウンロード',
      enName: 'DOWNLOADS',
      navType: '1',
      recordCategory: 'downloads',
      showInNav: '0',
      status: '0',
      version: 0,
    });
    const filtered = await ry.get(
      `/project/navigation/list?navName=${encodeURIComponent('会社')}`,
    );
    expect(filtered.data.map((r: Json) => r.navName).sort()).toEqual(
      ['会社情報', '会社概要'].sort(),
    );
    expect(
      (await ry.get('/project/navigation/list?showInNav=0')).data
        .map((r: Json) => r.navName)
        .sort(),
    ).toEqual(
      [
        '資料ダウンロード',
        '個人情報保護方針',
        'サイトポリシー',
        'サイトマップ',
      ].sort(),
    );
    const one = await ry.get('/project/navigation/7');
    expect(one.data).toMatchObject({ navId: 7, parentName: '会社情報' });
  });

  it('answers 403 to a user without the navigation permissions and changes nothing', async () => {
    const before = await rows();
    const denied = { code: 403 };
    expect(await guest.get('/project/navigation/list')).toMatchObject(denied);
    expect(await guest.get('/project/navigation/1')).toMatchObject(denied);
    expect(await guest.post('/project/navigation', entry())).toMatchObject(
      denied,
    );
    const home = (await admin.get('/project/navigation/1')).data;
    expect(
      await guest.put('/project/navigation', { ...home, navName: 'X' }),
    ).toMatchObject(denied);
    expect(
      await guest.put('/project/navigation/move', {
        navId: 2,
        direction: 'up',
      }),
    ).toMatchObject(denied);
    expect(await guest.del('/project/navigation/13')).toMatchObject(denied);
    const exp = await guest.form('/project/navigation/export');
    expect(exp.json()).toMatchObject(denied);
    expect(await rows()).toEqual(before);
  });

  it('refuses invalid entries with a clear message and stores nothing', async () => {
    const before = await rows();
    const cases: [Record<string, unknown>, string][] = [
      [{ navName: '' }, 'Column name cannot be empty'],
      [{ navName: '   ' }, 'Column name cannot be empty'],
      [
        { navName: 'x'.repeat(101) },
        'Column name cannot be longer than 100 characters',
      ],
      [{ navType: '9' }, 'Content type'],
      [{ showInNav: 'yes' }, 'Shown in nav bar'],
      [
        { link: 'javascript:alert(1)' },
        'Specified link must start with http://, https://, mailto:, tel:, / or #/',
      ],
      [
        { mainImage: 'data:image/png;base64,AAAA' },
        'Main image must start with http://, https://, mailto:, tel:, / or #/',
      ],
      [
        { recordCategory: 'Bad Category' },
        'The record category must be a lower-case word (letters, digits, -)',
      ],
      [
        { parentId: 9999 },
        'The parent navigation does not exist or has been deleted',
      ],
      [
        { navName: '会社情報' },
        "Failed to add navigation '会社情報': the name already exists at this level",
      ],
    ];
    for (const [over, msg] of cases) {
      const res = await admin.post('/project/navigation', entry(over));
      expect(res.code, JSON.stringify(over)).toBe(500);
      expect(res.msg).toContain(msg);
    }
    const missing = entry();
    delete (missing as Record<string, unknown>).navName;
    expect(await admin.post('/project/navigation', missing)).toEqual({
      code: 500,
      msg: 'Column name cannot be empty',
    });
    expect(await rows()).toEqual(before);
  });

  it('moves entries up and down among their siblings; the public order follows', async () => {
    const topNames = async () => (await header()).map((c) => c.navName);
    expect(await topNames()).toEqual([
      'ホーム',
      '会社情報',
      '事業内容',
      '製品情報',
      'お知らせ',
      'お問い合わせ',
    ]);
    expect(
      await ry.put('/project/navigation/move', { navId: 5, direction: 'up' }),
    ).toEqual(ok);
    expect(await topNames()).toEqual([
      'ホーム',
      '会社情報',
      '事業内容',
      'お知らせ',
      '製品情報',
      'お問い合わせ',
    ]);
    expect(
      await ry.put('/project/navigation/move', { navId: 2, direction: 'down' }),
    ).toEqual(ok);
    expect(await topNames()).toEqual([
      'ホーム',
      '事業内容',
      '会社情報',
      'お知らせ',
      '製品情報',
      'お問い合わせ',
    ]);
    // the first cannot go further up: nothing changes
    const before = await rows();
    expect(
      await ry.put('/project/navigation/move', { navId: 1, direction: 'up' }),
    ).toEqual(ok);
    expect(await rows()).toEqual(before);
    const list = (await ry.get('/project/navigation/list')).data
      .filter((r: Json) => r.parentId === 0 && r.showInNav === '1')
      .map((r: Json) => [r.navId, r.orderNum]);
    expect(list).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
      [5, 4],
      [4, 5],
      [6, 6],
    ]);
  });

  it('refuses to delete an entry with sub-entries or content, with a clear message', async () => {
    const before = await rows();
    expect(await admin.del('/project/navigation/2')).toEqual({
      code: 601,
      msg: "'会社情報' has sub-entries and cannot be deleted; delete or move them first",
    });
    expect(await admin.del('/project/navigation/11')).toEqual({
      code: 601,
      msg: "'業務用機器' still holds content (0 copy records, 3 products, 0 navigation copy blocks) and cannot be deleted; move or delete the content first",
    });
    expect(await admin.del('/project/navigation/7')).toEqual({
      code: 601,
      msg: "'会社概要' still holds content (0 copy records, 0 products, 1 navigation copy blocks) and cannot be deleted; move or delete the content first",
    });
    expect(await rows()).toEqual(before);
  });

  it('exports the tree as .xlsx with translated headers and labels', async () => {
    const res = await ry.form('/project/navigation/export', {
      navName: 'ホーム',
    });
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet[0]).toEqual([
      'Column ID',
      'Parent column',
      'Column name',
      'Main heading',
      'English name',
      'Specified link',
      'Main image',
      'Content type',
      'Page layout',
      'Shown in nav bar',
      'Display order',
      'Status',
      'Created',
    ]);
    expect(sheet).toHaveLength(2);
    expect(Array.from(sheet[1], (v) => v ?? '').slice(0, 12)).toEqual([
      '1',
      '0',
      'ホーム',
      'テクノロジーで、ビジネスの明日をつくる。',
      'HOME',
      '',
      '',
      'Single page',
      'home',
      'Yes',
      '1',
      'Normal',
    ]);
  });
});
