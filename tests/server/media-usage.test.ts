import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from './helpers/api.js';
import { product } from './helpers/content-bodies.js';
import { addFile, libraryApp, type AddedFile } from './helpers/media-rows.js';
import { record } from './helpers/project-record.js';
import { publish } from './helpers/publishing.js';
import { ok, type StaffApp } from './helpers/staff-app.js';

/** Where a library file is used, and deletion refused while it is. */
describe('media usage (/project/media/usage, DELETE /project/media)', () => {
  let s: StaffApp;

  const file = (name: string) => addFile(s.t.app, { fileName: name });
  const usage = async (f: AddedFile): Promise<Json[]> => {
    const body = await s.admin.get(`/project/media/usage/${f.mediaId}`);
    expect(body.code).toBe(200);
    return body.data;
  };
  const remove = (f: AddedFile) => s.admin.del(`/project/media/${f.mediaId}`);
  const exists = async (f: AddedFile) =>
    (await s.admin.get(`/project/media/${f.mediaId}`)).code === 200;
  /** The first row of a list filtered by one field. */
  const rowOf = async (list: string, key: string, value: string) =>
    (await s.admin.get(`${list}?${key}=${encodeURIComponent(value)}`)).rows[0];

  beforeAll(async () => {
    s = await libraryApp();
  });
  afterAll(() => s.t.close());

  it('refuses to delete an image in a published record’s rich text, naming the record', async () => {
    const photo = await file('opening.jpg');
    await s.admin.post(
      '/project/record',
      record({
        title: 'Grand opening',
        content: `<p>Doors open.</p><p><img src="${photo.url}" alt=""></p>`,
        mainImage: '',
      }),
    );
    const row = await rowOf('/project/record/list', 'title', 'Grand opening');
    await publish(s.admin, 'record', row.recordId);

    const used = await usage(photo);
    expect(used[0]).toEqual({
      kind: 'record',
      id: row.recordId,
      title: 'Grand opening',
      place: 'published',
    });
    expect(await remove(photo)).toEqual({
      code: 500,
      msg: expect.stringMatching(
        /^'opening\.jpg' cannot be deleted while it is used: Copy record 'Grand opening' \(published\)/,
      ),
    });
    expect(await exists(photo)).toBe(true);
  });

  it('refuses while a product shows the image', async () => {
    const shot = await file('rig.jpg');
    await s.admin.post('/project/product', {
      ...product(11),
      productName: 'Rig 2000',
      mainImage: shot.url,
    });
    const row = await rowOf('/project/product/list', 'productName', 'Rig 2000');
    await publish(s.admin, 'product', row.productId);
    expect(await usage(shot)).toContainEqual({
      kind: 'product',
      id: row.productId,
      title: 'Rig 2000',
      place: 'published',
    });
    expect((await remove(shot)).code).toBe(500);
    expect(await exists(shot)).toBe(true);
  });

  it('refuses while an unpublished draft uses it', async () => {
    const plan = await file('plan.png');
    await s.admin.post(
      '/project/record',
      record({
        title: 'Floor plan draft',
        mainImage: '',
        contentBlocks: [
          { type: 'image', title: 'Plan', body: '', image: plan.url },
        ],
      }),
    );
    const row = await rowOf(
      '/project/record/list',
      'title',
      'Floor plan draft',
    );
    // The save kept a revision too; the draft is named first.
    const used = await usage(plan);
    expect(used.map((u) => u.place)).toEqual(['draft', 'revision']);
    expect(used[0]).toEqual({
      kind: 'record',
      id: row.recordId,
      title: 'Floor plan draft',
      place: 'draft',
    });
    expect((await remove(plan)).msg).toContain(
      "Copy record 'Floor plan draft' (draft)",
    );
  });

  it('refuses while a kept revision links the file, even after the item dropped it', async () => {
    const old = await file('old-banner.jpg');
    await s.admin.post(
      '/project/record',
      record({ title: 'Banner news', mainImage: old.url }),
    );
    const row = await rowOf('/project/record/list', 'title', 'Banner news');
    await publish(s.admin, 'record', row.recordId);
    const loaded = (await s.admin.get(`/project/record/${row.recordId}`)).data;
    expect(
      await s.admin.put('/project/record', { ...loaded, mainImage: '' }),
    ).toEqual(ok);
    await publish(s.admin, 'record', row.recordId);

    const used = await usage(old);
    expect(used.map((u) => u.place)).toEqual(['revision']);
    expect(used[0]).toMatchObject({ kind: 'record', id: row.recordId });
    expect((await remove(old)).msg).toContain('(kept revision)');
  });

  it('refuses while a notice shows the file, and deletes it once the notice no longer does', async () => {
    const poster = await file('poster.jpg');
    await s.admin.post('/system/notice', {
      noticeTitle: 'Holiday hours',
      noticeType: '1',
      noticeContent: `<p>Closed.</p><img src="${poster.url}">`,
    });
    const notice = await rowOf(
      '/system/notice/list',
      'noticeTitle',
      'Holiday hours',
    );
    expect(await usage(poster)).toEqual([
      {
        kind: 'notice',
        id: notice.noticeId,
        title: 'Holiday hours',
        place: 'notice',
      },
    ]);
    expect((await remove(poster)).msg).toContain(
      "Notice 'Holiday hours' (notice)",
    );

    const loaded = (await s.admin.get(`/system/notice/${notice.noticeId}`))
      .data;
    expect(
      await s.admin.put('/system/notice', {
        ...loaded,
        noticeContent: '<p>Closed.</p>',
      }),
    ).toEqual(ok);
    expect(await usage(poster)).toEqual([]);
    expect(await remove(poster)).toEqual(ok);
    expect(await exists(poster)).toBe(false);
    expect(await s.t.app.blobs.get(poster.key)).toBeUndefined();
  });

  it('counts an avatar and a link to a version’s own files', async () => {
    const face = await file('face.png');
    await s.t.app.db.query(
      "UPDATE sys_user SET avatar = $1 WHERE user_name = 'ry'",
      [face.url],
    );
    expect(await usage(face)).toEqual([
      { kind: 'user', id: 2, title: '若依', place: 'avatar' },
    ]);
    const versioned = await file('chart.png');
    await s.admin.post('/system/notice', {
      noticeTitle: 'Chart v1',
      noticeType: '1',
      noticeContent: `<img src="/profile/media/${versioned.mediaId}/v1/640.webp">`,
    });
    expect((await usage(versioned)).map((u) => u.place)).toEqual(['notice']);
  });

  it('names the first three places and counts the rest', async () => {
    const logo = await file('logo-used.png');
    for (const title of ['N1', 'N2', 'N3', 'N4', 'N5']) {
      await s.admin.post('/system/notice', {
        noticeTitle: title,
        noticeType: '1',
        noticeContent: `<img src="${logo.url}">`,
      });
    }
    const msg = (await remove(logo)).msg as string;
    expect(msg).toMatch(
      /Notice 'N1' \(notice\), Notice 'N2' \(notice\), Notice 'N3' \(notice\) and 2 more/,
    );
    expect(msg).not.toContain('N4');
  });
});
