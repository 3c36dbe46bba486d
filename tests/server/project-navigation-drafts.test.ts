import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api, Json } from './helpers/api.js';
import type { TestApp } from './helpers/app.js';
import {
  entry,
  findIn,
  navByName,
  navHeader,
  navPublicTree,
  navRows,
} from './helpers/navigation.js';
import { publish, publishStateOf } from './helpers/publishing.js';
import { ok, staffApp } from './helpers/staff-app.js';

/** Drafts of navigation entries: what visitors see before and after publishing. */
describe('/project/navigation drafts and publishing', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;

  const publicTree = () => navPublicTree(t);
  const header = () => navHeader(t);
  const rows = () => navRows(t);
  const byName = (name: string) => navByName(admin, name);

  beforeAll(async () => {
    ({ t, admin, ry } = await staffApp());
  });
  afterAll(() => t.close());

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
});
