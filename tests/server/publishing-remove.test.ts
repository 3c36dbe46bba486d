import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { publish, publishStateOf } from './helpers/publishing.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };

const record = (title: string) => ({
  navId: 5,
  title,
  subtitle: '',
  summary: '',
  content: '<p>text</p>',
  contentBlocks: [],
  mainImage: '',
  pinned: '0',
  displayType: '1',
  jumpLink: '',
  orderNum: 0,
  status: '0',
});

/**
 * Deleting what visitors do not see, the fields a draft keeps, and a
 * column's order moved while it has a draft.
 */
describe('publishing: deletes, draft fields and moved columns', () => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin', 'admin123'), EN);
  });
  afterAll(() => t.close());

  const idOf = async (title: string) =>
    (
      (
        await admin.get(
          `/project/record/list?title=${encodeURIComponent(title)}`,
        )
      ).rows as Json[]
    )[0]?.recordId as number | undefined;
  const drafts = async (kind: string) =>
    (
      await t.app.db.query<{ id: number }>(
        'SELECT item_id AS id FROM content_draft WHERE kind = $1',
        [kind],
      )
    ).map((r) => r.id);

  it('a never-published record goes at once with its items and all their drafts', async () => {
    expect(await admin.post('/project/record', record('Never shown'))).toEqual(
      ok,
    );
    const id = (await idOf('Never shown'))!;
    expect(
      await admin.post('/project/recordItem', {
        recordId: id,
        itemName: 'Part',
        itemType: '1',
        content: '<p>part</p>',
        fileUrl: '',
        fileName: '',
        fileSize: 0,
        orderNum: 1,
        status: '0',
      }),
    ).toEqual(ok);
    const itemDrafts = await drafts('recordItem');
    expect(itemDrafts).toHaveLength(1);

    expect(await admin.del(`/project/record/${id}`)).toEqual(ok);
    expect(await idOf('Never shown')).toBeUndefined();
    expect(await drafts('record')).not.toContain(id);
    expect(await drafts('recordItem')).toEqual([]);
  });

  it('a record taken off the site is deleted at once, and its title is free again', async () => {
    expect(await admin.post('/project/record', record('Short lived'))).toEqual(
      ok,
    );
    const id = (await idOf('Short lived'))!;
    await publish(admin, 'record', id);
    expect(await admin.del(`/project/record/${id}`)).toEqual(ok);
    // the list names the draft a deletion waiting to be published
    expect(
      (await admin.get('/project/record/list?title=Short%20lived')).rows,
    ).toMatchObject([{ publishState: 'changed', draftAction: 'unpublish' }]);
    await publish(admin, 'record', id); // the unpublishing
    expect(await publishStateOf(admin, 'record', id)).toBe('unpublished');

    expect(await admin.del(`/project/record/${id}`)).toEqual(ok);
    expect(await idOf('Short lived')).toBeUndefined();
    expect(await drafts('record')).not.toContain(id);
  });

  it('a draft keeps the form’s fields, not what the client sent back from the loaded row', async () => {
    const [seeded] = (await admin.get('/project/record/list?navId=5'))
      .rows as Json[];
    const form = (await admin.get(`/project/record/${seeded.recordId}`)).data;
    expect(
      await admin.put('/project/record', {
        ...form,
        title: 'Kept fields',
        totalViews: 0,
        navName: 'Not a column',
        createBy: 'someone',
      }),
    ).toEqual(ok);
    const draft = (await admin.get(`/project/record/${seeded.recordId}`)).data;
    expect(draft).toMatchObject({
      title: 'Kept fields',
      totalViews: seeded.totalViews,
      navName: seeded.navName,
      createBy: seeded.createBy,
    });
  });

  it('a column moved up keeps its place when its older draft is published', async () => {
    const tree = (await admin.get('/project/navigation/list')).data as Json[];
    const tops = tree
      .filter((n) => n.parentId === 0)
      .sort((a, b) => a.orderNum - b.orderNum);
    const [, second] = tops;
    const form = (await admin.get(`/project/navigation/${second.navId}`)).data;
    expect(
      await admin.put('/project/navigation', { ...form, enName: 'DRAFT' }),
    ).toEqual(ok);
    expect(
      await admin.put('/project/navigation/move', {
        navId: second.navId,
        direction: 'up',
      }),
    ).toEqual(ok);
    await publish(admin, 'navigation', second.navId);

    const after = ((await admin.get('/project/navigation/list')).data as Json[])
      .filter((n) => n.parentId === 0)
      .sort((a, b) => a.orderNum - b.orderNum || a.navId - b.navId);
    expect(after[0]).toMatchObject({ navId: second.navId, enName: 'DRAFT' });
    expect(new Set(after.map((n) => n.orderNum)).size).toBe(after.length);
  });
});
