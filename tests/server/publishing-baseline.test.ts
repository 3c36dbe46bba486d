import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const EN = { 'content-language': 'en' };

/**
 * Content published before revisions were kept: its first draft keeps the
 * published version as the first revision, by its last author and dated
 * when it was published, so the original can be compared and restored.
 */
describe('the history of content published before revisions were kept', () => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin', 'admin123'), EN);
  });
  afterAll(() => t.close());

  const revisions = async (id: number) =>
    (
      await admin.get(
        `/project/content/revision/list?kind=record&itemId=${id}&pageSize=50`,
      )
    ).rows as Json[];

  it('starts from the published version, which can be restored', async () => {
    const [seeded] = (
      await admin.get('/project/record/list?navId=5&pageNum=1&pageSize=1')
    ).rows as Json[];
    const id = seeded.recordId as number;
    expect(await revisions(id)).toEqual([]);
    const published = (await t.app.db.one<{ at: string; by: string }>(
      `SELECT published_time::text AS at, coalesce(nullif(update_by, ''), create_by) AS by
           FROM project_record WHERE record_id = $1`,
      [id],
    ))!;

    const form = (await admin.get(`/project/record/${id}`)).data;
    expect(
      (await admin.put('/project/record', { ...form, title: 'Renamed' })).code,
    ).toBe(200);
    expect(
      (await admin.put('/project/record', { ...form, title: 'Renamed' })).code,
    ).toBe(500); // the second save from the same loaded form is stale

    const [saved, first] = await revisions(id);
    expect(saved).toMatchObject({ action: 'save', createBy: 'admin' });
    expect(first).toMatchObject({
      action: 'publish',
      createBy: published.by,
      createTime: published.at,
    });
    const original = (
      await admin.get(`/project/content/revision/${first.revisionId}`)
    ).data.data;
    expect(original.title).toBe(seeded.title);

    expect(
      (
        await admin.post(
          `/project/content/revision/restore/${first.revisionId}`,
        )
      ).code,
    ).toBe(200);
    expect((await admin.get(`/project/record/${id}`)).data.title).toBe(
      seeded.title,
    );
    // one baseline only, however many drafts follow
    expect(
      (await revisions(id)).filter((r) => r.action === 'publish'),
    ).toHaveLength(1);
  });
});
