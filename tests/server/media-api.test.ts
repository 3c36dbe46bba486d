import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from './helpers/api.js';
import { addFile, libraryApp, type AddedFile } from './helpers/media-rows.js';
import { ok, type StaffApp } from './helpers/staff-app.js';

/** Every name here starts so, keeping the seeded library's files out of the lists. */
const P = 'mapi-';

describe('media library API (/project/media)', () => {
  let s: StaffApp;
  let photo: AddedFile;
  let folderA: number;

  const names = async (query: string): Promise<string[]> => {
    const name = query.includes('fileName=') ? '' : `fileName=${P}&`;
    const body = await s.admin.get(
      `/project/media/list?${name}pageSize=50&${query}`,
    );
    expect(body.code).toBe(200);
    return body.rows.map((r: Json) => r.fileName);
  };

  beforeAll(async () => {
    s = await libraryApp();
    folderA = (
      await s.admin.post('/project/media/folder', {
        parentId: 0,
        folderName: 'Products',
      })
    ).data;
    photo = await addFile(s.t.app, {
      fileName: `${P}Harbour.jpg`,
      size: 300_000,
      createTime: '2026-11-01 10:00:00',
      width: 2400,
      height: 1600,
      processState: 'ready',
      tags: ['sea', 'summer'],
      variants: [
        [320, 'webp', 9000],
        [640, 'webp', 21000],
        [320, 'avif', 6000],
      ],
    });
    await addFile(s.t.app, {
      fileName: `${P}brochure.pdf`,
      mediaType: 'document',
      size: 2_000_000,
      createTime: '2026-11-15 09:00:00',
      folderId: folderA,
      tags: ['print'],
    });
    await addFile(s.t.app, {
      fileName: `${P}logo.png`,
      size: 40_000,
      createTime: '2026-11-20 18:30:00',
      folderId: folderA,
      processState: 'pending',
      tags: ['summer'],
    });
    await addFile(s.t.app, {
      fileName: `${P}avatar.png`,
      size: 5_000,
      source: 'avatar',
    });
  });
  afterAll(() => s.t.close());

  it('lists files newest first, filtered by name, type, size, dates, tag and folder', async () => {
    expect(await names('')).toEqual([
      `${P}logo.png`,
      `${P}brochure.pdf`,
      `${P}Harbour.jpg`,
    ]);
    // Contains, whatever the case.
    expect(await names('fileName=HARBOUR')).toEqual([`${P}Harbour.jpg`]);
    expect(await names('fileName=harbour.png')).toEqual([]);
    expect(await names('mediaType=document')).toEqual([`${P}brochure.pdf`]);
    expect(await names('minSize=40000&maxSize=300000')).toEqual([
      `${P}logo.png`,
      `${P}Harbour.jpg`,
    ]);
    expect(
      await names('params[beginTime]=2026-11-02&params[endTime]=2026-11-15'),
    ).toEqual([`${P}brochure.pdf`]);
    expect(await names('tag=summer')).toEqual([
      `${P}logo.png`,
      `${P}Harbour.jpg`,
    ]);
    expect(await names(`folderId=${folderA}`)).toEqual([
      `${P}logo.png`,
      `${P}brochure.pdf`,
    ]);
    expect(await names('folderId=0')).toEqual([`${P}Harbour.jpg`]);
    // Avatars only when asked for.
    expect(await names('source=avatar')).toEqual([`${P}avatar.png`]);
  });

  it('sorts by the allowed columns only', async () => {
    expect(await names('orderByColumn=size&isAsc=ascending')).toEqual([
      `${P}logo.png`,
      `${P}Harbour.jpg`,
      `${P}brochure.pdf`,
    ]);
    expect(await names('orderByColumn=fileName&isAsc=descending')).toEqual([
      `${P}logo.png`,
      `${P}brochure.pdf`,
      `${P}Harbour.jpg`,
    ]);
    const refused = await s.admin.get('/project/media/list?orderByColumn=url');
    expect(refused.code).toBe(500);
    expect(refused.rows).toBeUndefined();
  });

  it('answers a row with its preview, tags and row version', async () => {
    const body = await s.admin.get(`/project/media/list?fileName=${P}`);
    const byName = new Map(body.rows.map((r: Json) => [r.fileName, r]));
    expect(byName.get(`${P}Harbour.jpg`)).toMatchObject({
      mediaId: photo.mediaId,
      url: photo.url,
      folderId: 0,
      mediaType: 'image',
      size: 300000,
      width: 2400,
      height: 1600,
      version: 1,
      focalX: 0.5,
      focalY: 0.5,
      processState: 'ready',
      thumbUrl: `/profile/media/${photo.mediaId}/v1/320.webp`,
      tags: ['sea', 'summer'],
      rowVersion: 0,
    });
    // Not processed yet: the image itself; not an image: none.
    expect(byName.get(`${P}logo.png`)).toMatchObject({
      thumbUrl: expect.stringMatching(/^\/profile\/upload\/.*\.png$/),
    });
    expect(byName.get(`${P}brochure.pdf`)).toMatchObject({ thumbUrl: null });
  });

  it('answers a file with its versions and the newest version’s sizes', async () => {
    const body = await s.admin.get(`/project/media/${photo.mediaId}`);
    expect(body.code).toBe(200);
    expect(body.data.versions).toEqual([
      {
        version: 1,
        size: 300000,
        width: 2400,
        height: 1600,
        createBy: 'admin',
        createTime: expect.any(String),
        url: photo.url,
      },
    ]);
    expect(body.data.variants).toEqual([
      expect.objectContaining({ format: 'avif', width: 320, size: 6000 }),
      expect.objectContaining({ format: 'webp', width: 320 }),
      {
        format: 'webp',
        width: 640,
        height: 320,
        size: 21000,
        url: `/profile/media/${photo.mediaId}/v1/640.webp`,
      },
    ]);
    const missing = await s.admin.get('/project/media/999999');
    expect(missing).toMatchObject({ code: 500 });
  });

  it('edits name, folder, alt text, focal point and tags; a stale row version is refused', async () => {
    const edit = {
      mediaId: photo.mediaId,
      fileName: `${P}Harbour at dusk.jpg`,
      folderId: folderA,
      altJa: '夕暮れの港',
      altEn: 'The harbour at dusk',
      focalX: 0.25,
      focalY: 0.75,
      tags: [' sea ', 'dusk', 'sea'],
      rowVersion: 0,
    };
    expect(await s.admin.put('/project/media', edit)).toEqual(ok);
    const row = (await s.admin.get(`/project/media/${photo.mediaId}`)).data;
    expect(row).toMatchObject({
      fileName: `${P}Harbour at dusk.jpg`,
      folderId: folderA,
      altJa: '夕暮れの港',
      altEn: 'The harbour at dusk',
      focalX: 0.25,
      focalY: 0.75,
      tags: ['dusk', 'sea'],
      rowVersion: 1,
      updateBy: 'admin',
      url: photo.url,
    });
    // Someone else saved first: the second save with the old version is refused.
    const stale = await s.admin.put('/project/media', {
      ...edit,
      altJa: '上書き',
    });
    expect(stale).toEqual({
      code: 500,
      msg: 'Someone else changed this record after you opened it. Reload it and make your changes again.',
    });
    expect(
      (await s.admin.get(`/project/media/${photo.mediaId}`)).data.altJa,
    ).toBe('夕暮れの港');
    const outside = await s.admin.put('/project/media', {
      ...edit,
      rowVersion: 1,
      focalX: 1.5,
    });
    expect(outside.code).toBe(500);
    expect(outside.msg).toContain('Focal point');
    const noFolder = await s.admin.put('/project/media', {
      ...edit,
      rowVersion: 1,
      folderId: 999999,
    });
    expect(noFolder).toEqual({
      code: 500,
      msg: 'The folder does not exist or has been deleted',
    });
  });

  it('counts tags across files', async () => {
    const tags = (await s.admin.get('/project/media/tags')).data as Json[];
    const count = (tag: string) => tags.find((t) => t.tag === tag)?.count;
    expect(count('summer')).toBe(1);
    expect(count('sea')).toBe(1);
    expect(count('dusk')).toBe(1);
    expect(count('print')).toBe(1);
  });

  it('moves files into a folder and back to unfiled', async () => {
    const pdf = (await s.admin.get(`/project/media/list?fileName=${P}brochure`))
      .rows[0];
    expect(
      await s.admin.put('/project/media/move', {
        mediaIds: [pdf.mediaId],
        folderId: 0,
      }),
    ).toEqual(ok);
    expect(await names('folderId=0')).toEqual([`${P}brochure.pdf`]);
    expect(
      await s.admin.put('/project/media/move', {
        mediaIds: [pdf.mediaId],
        folderId: 999999,
      }),
    ).toMatchObject({ code: 500 });
  });

  it('answers storage used (versions and sizes) against the quota', async () => {
    const before = (await s.admin.get('/project/media/stats')).data;
    expect(before).toMatchObject({
      quotaBytes: 5120 * 1024 * 1024,
      store: s.t.app.blobs.kind,
    });
    await addFile(s.t.app, {
      fileName: `${P}extra.jpg`,
      size: 1000,
      variants: [[320, 'webp', 200]],
    });
    const after = (await s.admin.get('/project/media/stats')).data;
    expect(after.usedBytes - before.usedBytes).toBe(1200);
    expect(after.count - before.count).toBe(1);
  });

  it('deletes an unused file with its rows and bytes', async () => {
    const file = await addFile(s.t.app, {
      fileName: `${P}gone.jpg`,
      tags: ['gone'],
      variants: [[320, 'webp', 100]],
    });
    const blobs = s.t.app.blobs;
    expect(await blobs.get(`media/${file.mediaId}/v1/320.webp`)).toBeDefined();
    expect(await s.admin.del(`/project/media/${file.mediaId}`)).toEqual(ok);
    expect((await s.admin.get(`/project/media/${file.mediaId}`)).code).toBe(
      500,
    );
    expect(await blobs.get(file.key)).toBeUndefined();
    expect(
      await blobs.get(`media/${file.mediaId}/v1/320.webp`),
    ).toBeUndefined();
    const left = await s.t.app.db.one<{ n: number }>(
      `SELECT (SELECT count(*) FROM media_tag WHERE media_id = $1)
            + (SELECT count(*) FROM media_variant WHERE media_id = $1)
            + (SELECT count(*) FROM media_version WHERE media_id = $1) AS n`,
      [file.mediaId],
    );
    expect(Number(left!.n)).toBe(0);
  });

  it('keeps each route behind its permission', async () => {
    // ry's role uses the library but may not delete from it.
    expect((await s.ry.get(`/project/media/list?fileName=${P}`)).code).toBe(
      200,
    );
    expect((await s.ry.del(`/project/media/${photo.mediaId}`)).code).toBe(403);
    expect((await s.ry.del(`/project/media/folder/${folderA}`)).code).toBe(403);
    expect((await s.admin.get(`/project/media/${photo.mediaId}`)).code).toBe(
      200,
    );
    for (const url of [
      '/project/media/list',
      `/project/media/${photo.mediaId}`,
      `/project/media/usage/${photo.mediaId}`,
      '/project/media/folder/tree',
      '/project/media/tags',
      '/project/media/stats',
    ]) {
      expect((await s.guest.get(url)).code, url).toBe(403);
    }
    expect(
      (await s.guest.put('/project/media/move', { mediaIds: [1], folderId: 0 }))
        .code,
    ).toBe(403);
  });
});
