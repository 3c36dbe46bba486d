import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addRoleUser, CONTENT_PERMS } from './helpers/content-roles.js';
import { siteRender } from './helpers/site-render.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };
const concurrent = {
  code: 500,
  msg: 'Someone else changed this record after you opened it. Reload it and make your changes again.',
};

const locOf = (id: number) => `/w/d/informations/5/${id}`;

/**
 * What visitors see while content moves through publishing: only published
 * versions, on the public API and in the sitemap; drafts never change the
 * public content generation. Also restore, retention and concurrent saves.
 */
describe('publishing and the public site', () => {
  let t: TestApp;
  let admin: Api;
  let editor: Api;
  /** Seeded shown records of the column "News" (5, `informations`). */
  let R1: number, R2: number, R3: number, R4: number;

  const shown = async (id: number) => {
    const res = (await t.app.inject({ url: `/website/records/${id}` })).json();
    return res.code === 200 ? (res.data.record.title as string) : res.code;
  };
  const sitemap = async () => {
    const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
    return [...body.matchAll(/<loc>[^<]*?(\/w[^<]*)<\/loc>/g)].map((m) => m[1]);
  };
  const generation = () => t.app.repos.website.contentGeneration();
  const loaded = async (id: number) =>
    (await admin.get(`/project/record/${id}`)).data;
  const save = async (id: number, title: string) =>
    editor.put('/project/record', { ...(await loaded(id)), title });
  const publish = (id: number) =>
    admin.post('/project/content/publish', { kind: 'record', id });
  const revisions = async (id: number) =>
    (
      await admin.get(
        `/project/content/revision/list?kind=record&itemId=${id}&pageSize=50`,
      )
    ).rows as Json[];

  beforeAll(async () => {
    t = await createTestApp({ siteRender: await siteRender() });
    // The media worker sizing the imported demo images moves the site's
    // generation (media_file) while these tests compare it: stopped.
    await t.app.mediaWorker.stop();
    await addRoleUser(t.app, {
      name: 'editor',
      deptId: 105,
      dataScope: '1',
      perms: CONTENT_PERMS,
    });
    const token = (u: string) =>
      loginToken(t.app, u, 'admin123', { headers: EN });
    admin = api(t.app, await token('admin'), EN);
    editor = api(t.app, await token('editor'), EN);
    [R1, R2, R3, R4] = (
      await t.app.db.query<{ id: number }>(
        `SELECT record_id AS id FROM project_record
          WHERE nav_id = 5 AND status = '0' ORDER BY record_id LIMIT 4`,
      )
    ).map((r) => r.id);
  });
  afterAll(() => t.close());

  it('visitors see the published text until publish and the new one after; drafts leave the content generation alone', async () => {
    const before = await shown(R1);
    const gen = await generation();
    expect(await save(R1, 'Tomorrow’s news')).toEqual(ok);
    expect(
      await editor.post('/project/content/submit', { kind: 'record', id: R1 }),
    ).toEqual(ok);
    expect(await save(R1, 'Tomorrow’s news, checked')).toEqual(ok);
    expect(await shown(R1)).toBe(before);
    expect(await generation()).toBe(gen);

    expect(await publish(R1)).toEqual(ok);
    expect(await shown(R1)).toBe('Tomorrow’s news, checked');
    expect(await generation()).not.toBe(gen);
    expect(await sitemap()).toContain(locOf(R1));
  });

  it('shows nothing of a never-published item until it is published', async () => {
    const body = { ...(await loaded(R1)), title: 'Secret launch' };
    delete body.recordId;
    expect(await editor.post('/project/record', body)).toEqual(ok);
    const id = (await admin.get('/project/record/list?title=Secret')).rows[0]
      .recordId as number;
    expect(await shown(id)).toBe(404);
    expect(await sitemap()).not.toContain(locOf(id));
    const column = (
      await t.app.inject({ url: '/website/columns/5/records?pageSize=100' })
    ).body;
    expect(column).not.toContain('Secret launch');

    expect(await publish(id)).toEqual(ok);
    expect(await shown(id)).toBe('Secret launch');
    expect(await sitemap()).toContain(locOf(id));
  });

  it('deleting a published item drafts its unpublishing; once published it is off the site', async () => {
    const title = await shown(R2);
    expect(await editor.del(`/project/record/${R2}`)).toEqual(ok);
    expect(
      (await admin.get(`/project/content/state/record/${R2}`)).data,
    ).toMatchObject({
      publishState: 'changed',
      draft: { action: 'unpublish' },
    });
    expect(await shown(R2)).toBe(title);
    expect(await sitemap()).toContain(locOf(R2));

    expect(await publish(R2)).toEqual(ok);
    expect(await shown(R2)).toBe(404);
    expect(await sitemap()).not.toContain(locOf(R2));
    expect(
      (await admin.get(`/project/content/state/record/${R2}`)).data,
    ).toMatchObject({ publishState: 'unpublished', published: false });
  });

  it('restoring an old revision puts its data into the draft, not onto the site', async () => {
    expect(await save(R3, 'First take')).toEqual(ok);
    expect(await publish(R3)).toEqual(ok);
    expect(await save(R3, 'Second take')).toEqual(ok);
    expect(await publish(R3)).toEqual(ok);
    // newest first: the oldest save is "First take"
    const first = (await revisions(R3))
      .filter((r) => r.action === 'save')
      .at(-1);
    expect(first).toBeDefined();
    const gen = await generation();

    expect(
      await editor.post(
        `/project/content/revision/restore/${first!.revisionId}`,
      ),
    ).toEqual(ok);
    expect(await generation()).toBe(gen);
    expect(await shown(R3)).toBe('Second take');
    expect((await loaded(R3)).title).toBe('First take');
    expect(
      (await admin.get(`/project/content/state/record/${R3}`)).data,
    ).toMatchObject({ publishState: 'changed', draft: { state: 'draft' } });
    expect((await revisions(R3))[0]).toMatchObject({
      action: 'restore',
      note: `#${first!.revisionId}`,
      createBy: 'editor',
    });

    expect(await publish(R3)).toEqual(ok);
    expect(await shown(R3)).toBe('First take');
  });

  it('the clean-up task deletes revisions older than the retention, keeping each item’s newest', async () => {
    expect(await save(R4, 'Old one')).toEqual(ok);
    expect(await publish(R4)).toEqual(ok);
    const kept = (await revisions(R4)).map((r) => r.revisionId as number);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    await t.app.db.query(
      `UPDATE sys_config SET config_value = '30'
        WHERE config_key = 'sys.content.revisionDays'`,
    );
    // R4's revisions are 40 days old; R3's 20 days (inside the retention)
    await t.app.db.query(
      `UPDATE content_revision
          SET create_time = create_time - make_interval(days => 40)
        WHERE kind = 'record' AND item_id = $1`,
      [R4],
    );
    await t.app.db.query(
      `UPDATE content_revision
          SET create_time = create_time - make_interval(days => 20)
        WHERE kind = 'record' AND item_id = $1`,
      [R3],
    );
    // R3's revisions inside the retention: its saves here (its first, kept
    // from before revisions were, is dated when it was seeded and goes)
    const r3 = (
      await t.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM content_revision
          WHERE kind = 'record' AND item_id = $1
            AND create_time > localtimestamp(0) - make_interval(days => 30)`,
        [R3],
      )
    )[0]!.n;
    expect(r3).toBeGreaterThan(0);

    const job = (
      await admin.get(
        '/monitor/job/list?invokeTarget=contentTask.cleanRevisions',
      )
    ).rows[0];
    expect(
      await admin.put('/monitor/job/run', {
        jobId: job.jobId,
        jobGroup: job.jobGroup,
      }),
    ).toEqual(ok);

    expect((await revisions(R4)).map((r) => r.revisionId)).toEqual([
      Math.max(...kept),
    ]);
    expect(await revisions(R3)).toHaveLength(r3);
  });

  it('of two saves of one draft from the same loaded version, the second is refused', async () => {
    // no draft yet: both were loaded at the published row's version
    const form = await loaded(R1);
    const [a, b] = await Promise.all([
      editor.put('/project/record', { ...form, title: 'Save A' }),
      editor.put('/project/record', { ...form, title: 'Save B' }),
    ]);
    expect([a, b]).toEqual(expect.arrayContaining([ok, concurrent]));
    const won = a.code === 200 ? 'Save A' : 'Save B';
    expect((await loaded(R1)).title).toBe(won);

    // a draft: both were loaded at the draft's version
    const draft = await loaded(R1);
    const [c, d] = await Promise.all([
      editor.put('/project/record', { ...draft, title: 'Save C' }),
      editor.put('/project/record', { ...draft, title: 'Save D' }),
    ]);
    expect([c, d]).toEqual(expect.arrayContaining([ok, concurrent]));
    expect((await loaded(R1)).title).toBe(c.code === 200 ? 'Save C' : 'Save D');
    expect(
      await editor.put('/project/record', { ...draft, title: 'Stale' }),
    ).toEqual(concurrent);
  });
});
