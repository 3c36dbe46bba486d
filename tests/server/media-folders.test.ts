import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Json } from './helpers/api.js';
import { loginToken } from './helpers/app.js';
import { addFile, libraryApp } from './helpers/media-rows.js';
import { ok, type StaffApp } from './helpers/staff-app.js';

describe('media folders (/project/media/folder)', () => {
  let s: StaffApp;

  const tree = async () =>
    (await s.admin.get('/project/media/folder/tree')).data;

  beforeAll(async () => {
    s = await libraryApp();
  });
  afterAll(() => s.t.close());

  it('keeps names unique per parent, nests, moves and deletes only empty folders', async () => {
    const add = (parentId: number, folderName: string) =>
      s.admin.post('/project/media/folder', { parentId, folderName });
    const photos = (await add(0, 'Photos')).data as number;
    const events = (await add(photos, 'Events')).data as number;
    expect(await add(0, 'Photos')).toEqual({
      code: 500,
      msg: "Failed to save folder 'Photos': a folder of that name is already there",
    });
    // The same name under another parent is fine.
    expect((await add(events, 'Photos')).code).toBe(200);
    expect((await add(999999, 'Lost')).code).toBe(500);

    await addFile(s.t.app, { fileName: 'event.jpg', folderId: events });
    const photosNode = (await tree()).find((n: Json) => n.id === photos);
    expect(photosNode).toMatchObject({
      label: 'Photos',
      parentId: 0,
      count: 0,
      children: [
        {
          id: events,
          label: 'Events',
          parentId: photos,
          count: 1,
          children: [{ label: 'Photos', count: 0 }],
        },
      ],
    });

    // Not into itself or below itself.
    const into = await s.admin.put('/project/media/folder', {
      folderId: photos,
      parentId: events,
      folderName: 'Photos',
    });
    expect(into).toEqual({
      code: 500,
      msg: "Folder 'Photos' cannot be moved into itself or into one of its folders",
    });
    // Renamed and moved to the top level.
    expect(
      await s.admin.put('/project/media/folder', {
        folderId: events,
        parentId: 0,
        folderName: 'Events 2026',
      }),
    ).toEqual(ok);
    expect((await tree()).map((n: Json) => n.label)).toEqual(
      expect.arrayContaining(['Photos', 'Events 2026']),
    );

    const refused = await s.admin.del(`/project/media/folder/${events}`);
    expect(refused).toEqual({
      code: 500,
      msg: "Folder 'Events 2026' cannot be deleted: it holds 1 files and 1 folders. Move or delete them first.",
    });
    expect(await s.admin.del(`/project/media/folder/${photos}`)).toEqual(ok);
    expect((await s.admin.del(`/project/media/folder/${photos}`)).code).toBe(
      500,
    );
  });

  it('answers in the reader’s language', async () => {
    const token = await loginToken(s.t.app, 'admin', 'admin123');
    const ja = api(s.t.app, token, { 'content-language': 'ja' });
    expect(await ja.del('/project/media/folder/999999')).toEqual({
      code: 500,
      msg: 'フォルダが存在しないか、削除されています',
    });
  });
});
