import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { publish } from './helpers/publishing.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };

/**
 * The public site's caches are keyed by the content generation: a new
 * item's draft (its unpublished row), its edits and its deletion leave it
 * as it was; publishing changes it, and so does taking an item off the site.
 */
describe('the public content generation and drafts of new items', () => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await createTestApp();
    // The media worker sizing the imported demo images moves the site's
    // generation (media_file) while these tests compare it: stopped.
    await t.app.mediaWorker.stop();
    admin = api(t.app, await loginToken(t.app, 'admin', 'admin123'), EN);
  });
  afterAll(() => t.close());

  const generation = () => t.app.repos.website.contentGeneration();
  const idOf = async (title: string) =>
    (
      (
        await admin.get(
          `/project/record/list?title=${encodeURIComponent(title)}`,
        )
      ).rows as Json[]
    )[0].recordId as number;

  it('changes only when what visitors see changes', async () => {
    const before = await generation();
    const body = {
      navId: 5,
      title: 'Unseen yet',
      content: '<p>draft</p>',
      contentBlocks: [],
      mainImage: '',
      pinned: '0',
      displayType: '1',
      jumpLink: '',
      orderNum: 0,
      status: '0',
    };
    expect(await admin.post('/project/record', body)).toEqual(ok);
    const id = await idOf('Unseen yet');
    const form = (await admin.get(`/project/record/${id}`)).data;
    expect(
      await admin.put('/project/record', { ...form, title: 'Unseen still' }),
    ).toEqual(ok);
    expect(await generation()).toBe(before);

    await publish(admin, 'record', id);
    const published = await generation();
    expect(published).not.toBe(before);

    // taken off the site: changes; then deleted while unseen: does not
    expect(await admin.del(`/project/record/${id}`)).toEqual(ok);
    expect(await generation()).toBe(published);
    await publish(admin, 'record', id);
    const off = await generation();
    expect(off).not.toBe(published);
    expect(await admin.del(`/project/record/${id}`)).toEqual(ok);
    expect(await generation()).toBe(off);
  });
});
