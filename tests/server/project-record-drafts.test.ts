import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from './helpers/api.js';
import type { TestApp } from './helpers/app.js';
import { record } from './helpers/project-record.js';
import { publish } from './helpers/publishing.js';
import { ok, staffApp } from './helpers/staff-app.js';

const HOSTILE =
  '<p onclick="steal()">Opening <strong>day</strong>.</p>' +
  '<script>window.__pwned = 1</script>' +
  '<a href="javascript:alert(2)">bad link</a>' +
  '<img src="/profile/upload/a.png" onerror="alert(3)">' +
  '<iframe src="https://evil.example/"></iframe>';

/** Record drafts: sanitised on save, shown to visitors once published. */
describe('/project/record drafts and publishing', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;

  const byTitle = async (title: string) =>
    (await ry.get(`/project/record/list?title=${encodeURIComponent(title)}`))
      .rows[0];
  const shown = (id: number) =>
    t.app.inject({ url: `/website/records/${id}` }).then((r) => r.json());

  beforeAll(async () => {
    ({ t, admin, ry } = await staffApp());
  });
  afterAll(() => t.close());

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
