import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addGuestUser } from './helpers/guest-user.js';
import { publish, publishStateOf } from './helpers/publishing.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };

const entry = (over: Record<string, unknown> = {}) => ({
  parentId: 0,
  navName: 'Careers',
  mainName: 'Work with us',
  enName: 'CAREERS',
  link: '',
  mainImage: '',
  navType: '2',
  recordCategory: 'company',
  showInNav: '1',
  orderNum: 7,
  status: '0',
  ...over,
});

describe('/project/navigation', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  let guest: Api;

  /** The public header/footer tree, as a visitor gets it. */
  const publicTree = async (): Promise<Json[]> => {
    const res = await t.app.inject({ url: '/website/navigation' });
    return res.json().data;
  };
  /** The public header: the nav bar's columns (the footer's policy pages are not in it). */
  const header = async (): Promise<Json[]> =>
    (await publicTree()).filter((c: Json) => c.showInNav === '1');
  const findIn = (tree: Json[], name: string): Json | undefined => {
    for (const c of tree) {
      if (c.navName === name) return c;
      const inner = findIn(c.children ?? [], name);
      if (inner) return inner;
    }
    return undefined;
  };
  const rows = async () =>
    (await t.app.db.query<Json>(
      `SELECT nav_id, nav_name, parent_id, ancestors, order_num, del_flag, version
         FROM project_navigation ORDER BY nav_id`,
    )) as Json[];
  const byName = async (name: string) =>
    (
      await admin.get(
        `/project/navigation/list?navName=${encodeURIComponent(name)}`,
      )
    ).data.find((r: Json) => r.navName === name);

  beforeAll(async () => {
    t = await createTestApp();
    await addGuestUser(t.app);
    admin = api(
      t.app,
      await loginToken(t.app, 'admin', 'admin123', { headers: EN }),
      EN,
    );
    ry = api(
      t.app,
      await loginToken(t.app, 'ry', 'admin123', { headers: EN }),
      EN,
    );
    guest = api(
      t.app,
      await loginToken(t.app, 'guest', 'admin123', { headers: EN }),
      EN,
    );
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

  it('ry adds a top-level entry and a child as drafts; the public header shows them once published', async () => {
    expect(await ry.post('/project/navigation', entry())).toEqual(ok);
    const careers = await byName('Careers');
    expect(careers).toMatchObject({
      parentId: 0,
      ancestors: '0',
      mainName: 'Work with us',
      createBy: 'ry',
      publishState: 'draft',
    });
    expect(
      await ry.post(
        '/project/navigation',
        entry({
          parentId: careers.navId,
          navName: 'Graduates',
          enName: 'GRADUATES',
          orderNum: 1,
          mainImage: '/profile/upload/2026/01/01/grad.png',
        }),
      ),
    ).toEqual(ok);
    const grads = await byName('Graduates');
    expect(grads.ancestors).toBe(`0,${careers.navId}`);
    expect(findIn(await publicTree(), 'Careers')).toBeUndefined();
    expect(findIn(await publicTree(), 'Graduates')).toBeUndefined();

    await publish(admin, 'navigation', careers.navId);
    await publish(admin, 'navigation', grads.navId);
    const tree = await publicTree();
    const pub = tree.find((c) => c.navName === 'Careers');
    expect(pub).toMatchObject({
      navId: careers.navId,
      mainName: 'Work with us',
      enName: 'CAREERS',
      showInNav: '1',
      recordCategory: 'company',
    });
    expect(pub.children).toEqual([
      expect.objectContaining({
        navName: 'Graduates',
        mainImage: '/profile/upload/2026/01/01/grad.png',
      }),
    ]);
    // after お問い合わせ (order 6)
    expect((await header()).map((c) => c.navName).slice(-2)).toEqual([
      'お問い合わせ',
      'Careers',
    ]);
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

  it('edits an entry as a draft with its version; visitors see it once published; a stale or circular edit is refused', async () => {
    const careers = (
      await admin.get(`/project/navigation/${(await byName('Careers')).navId}`)
    ).data;
    expect(
      await admin.put('/project/navigation', {
        ...careers,
        navName: 'Recruit',
        enName: 'RECRUIT',
        showInNav: '0',
      }),
    ).toEqual(ok);
    expect(
      (await admin.get(`/project/navigation/${careers.navId}`)).data,
    ).toMatchObject({
      navName: 'Recruit',
      showInNav: '0',
      version: careers.version + 1,
      publishState: 'changed',
    });
    expect(await byName('Careers')).toMatchObject({
      navId: careers.navId,
      showInNav: '1',
      publishState: 'changed',
      draftTitle: 'Recruit',
    });
    expect(findIn(await publicTree(), 'Careers')).toMatchObject({
      showInNav: '1',
      enName: 'CAREERS',
    });
    expect(findIn(await publicTree(), 'Recruit')).toBeUndefined();

    await publish(admin, 'navigation', careers.navId);
    const edited = (await admin.get(`/project/navigation/${careers.navId}`))
      .data;
    expect(edited).toMatchObject({
      navName: 'Recruit',
      updateBy: 'admin',
      version: careers.version + 1,
      publishState: 'published',
    });
    const pub = findIn(await publicTree(), 'Recruit');
    expect(pub).toMatchObject({ showInNav: '0', enName: 'RECRUIT' });
    expect(findIn(await publicTree(), 'Careers')).toBeUndefined();

    const before = await rows();
    // stale: the version loaded before the edit
    expect(
      await admin.put('/project/navigation', { ...careers, navName: 'Old' }),
    ).toEqual({
      code: 500,
      msg: 'Someone else changed this record after you opened it. Reload it and make your changes again.',
    });
    expect(
      await admin.put('/project/navigation', {
        ...edited,
        parentId: edited.navId,
      }),
    ).toEqual({
      code: 500,
      msg: "Failed to modify navigation 'Recruit': it cannot be its own parent",
    });
    const grads = await byName('Graduates');
    expect(
      await admin.put('/project/navigation', {
        ...edited,
        parentId: grads.navId,
      }),
    ).toEqual({
      code: 500,
      msg: "Failed to modify navigation 'Recruit': it cannot move below one of its own entries",
    });
    expect(await rows()).toEqual(before);
    expect(await publishStateOf(admin, 'navigation', careers.navId)).toBe(
      'published',
    );
  });

  it('moving an entry under another parent moves its whole branch once published', async () => {
    const recruit = (
      await admin.get(`/project/navigation/${(await byName('Recruit')).navId}`)
    ).data;
    expect(
      await admin.put('/project/navigation', { ...recruit, parentId: 2 }),
    ).toEqual(ok);
    expect((await byName('Recruit')).ancestors).toBe('0');
    const under2 = async () =>
      (await publicTree())
        .find((c) => c.navId === 2)
        .children.find((c: Json) => c.navName === 'Recruit');
    expect(await under2()).toBeUndefined();

    await publish(admin, 'navigation', recruit.navId);
    expect((await byName('Recruit')).ancestors).toBe('0,2');
    expect((await byName('Graduates')).ancestors).toBe(`0,2,${recruit.navId}`);
    const moved = await under2();
    expect(moved.children.map((c: Json) => c.navName)).toEqual(['Graduates']);
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

  it('deletes a leaf, or a parent together with its children; the public site drops them once published', async () => {
    const recruit = await byName('Recruit');
    const grads = await byName('Graduates');
    expect(await ry.del(`/project/navigation/${recruit.navId}`)).toMatchObject({
      code: 601,
    });
    expect(
      await ry.del(`/project/navigation/${recruit.navId},${grads.navId}`),
    ).toEqual(ok);
    expect(await byName('Recruit')).toMatchObject({ publishState: 'changed' });
    expect(findIn(await publicTree(), 'Graduates')).toBeDefined();
    await publish(admin, 'navigation', grads.navId);
    await publish(admin, 'navigation', recruit.navId);
    expect(findIn(await publicTree(), 'Graduates')).toBeUndefined();
    expect(findIn(await publicTree(), 'Recruit')).toBeUndefined();
    expect(await byName('Recruit')).toMatchObject({
      publishState: 'unpublished',
    });

    // an entry never published is gone at once
    expect(
      await ry.post('/project/navigation', entry({ navName: 'Scratch' })),
    ).toEqual(ok);
    const scratch = await byName('Scratch');
    expect(await ry.del(`/project/navigation/${scratch.navId}`)).toEqual(ok);
    expect(await byName('Scratch')).toBeUndefined();
    expect(await admin.get(`/project/navigation/${scratch.navId}`)).toEqual({
      code: 500,
      msg: 'The record does not exist or has been deleted',
    });
  });

  it('a hidden entry stays in the back office but leaves the public site once published', async () => {
    const news = (await admin.get('/project/navigation/13')).data;
    expect(
      await admin.put('/project/navigation', { ...news, status: '1' }),
    ).toEqual(ok);
    expect(findIn(await publicTree(), '資料ダウンロード')).toBeDefined();
    expect(await byName('資料ダウンロード')).toMatchObject({
      status: '0',
      publishState: 'changed',
    });
    await publish(admin, 'navigation', 13);
    expect(findIn(await publicTree(), '資料ダウンロード')).toBeUndefined();
    expect(await byName('資料ダウンロード')).toMatchObject({
      status: '1',
      publishState: 'published',
    });
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
