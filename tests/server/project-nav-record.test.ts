import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addGuestUser } from './helpers/guest-user.js';
import { publish } from './helpers/publishing.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };

const copy = (over: Record<string, unknown> = {}) => ({
  navId: 8,
  title: 'Milestones',
  subtitle: 'HISTORY',
  content: '<p>Founded in <strong>2010</strong>.</p>',
  image: '',
  orderNum: 5,
  status: '0',
  ...over,
});

describe('/project/navRecord', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  let guest: Api;

  const snapshot = () =>
    t.app.db.query('SELECT * FROM project_nav_record ORDER BY nav_record_id');
  /** The copy blocks of a column as the public site shows them. */
  const publicCopy = async (navId: number): Promise<Json[]> =>
    (await t.app.inject({ url: `/website/columns/${navId}` })).json().data.copy;
  const byTitle = async (title: string) =>
    (await ry.get(`/project/navRecord/list?title=${encodeURIComponent(title)}`))
      .rows[0];

  beforeAll(async () => {
    t = await createTestApp();
    await addGuestUser(t.app);
    const token = (u: string) =>
      loginToken(t.app, u, 'admin123', { headers: EN });
    admin = api(t.app, await token('admin'), EN);
    ry = api(t.app, await token('ry'), EN);
    guest = api(t.app, await token('guest'), EN);
  });
  afterAll(() => t.close());

  it('lists copy blocks paged, with the navigation name, filtered by column', async () => {
    const all = await ry.get('/project/navRecord/list?pageSize=3');
    expect(all.code).toBe(200);
    expect(all.rows).toHaveLength(3);
    expect(all.total).toBeGreaterThan(3);
    const company = await ry.get('/project/navRecord/list?navId=15');
    expect(company.rows.map((r: Json) => [r.navName, r.title])).toEqual([
      ['アクセス', '本社'],
      ['アクセス', '大阪支社'],
    ]);
    const one = await ry.get(
      `/project/navRecord/${company.rows[0].navRecordId}`,
    );
    expect(one.data).toMatchObject({ navId: 15, subtitle: 'HEAD OFFICE' });
  });

  it('answers 403 to a user without the permissions and changes nothing', async () => {
    const before = await snapshot();
    const denied = { code: 403 };
    expect(await guest.get('/project/navRecord/list')).toMatchObject(denied);
    expect(await guest.get('/project/navRecord/1')).toMatchObject(denied);
    expect(await guest.post('/project/navRecord', copy())).toMatchObject(
      denied,
    );
    expect(
      await guest.put('/project/navRecord', { ...copy(), navRecordId: 1 }),
    ).toMatchObject(denied);
    expect(await guest.del('/project/navRecord/1')).toMatchObject(denied);
    expect(
      (await guest.form('/project/navRecord/export')).json(),
    ).toMatchObject(denied);
    expect(await snapshot()).toEqual(before);
  });

  it('ry adds a block with rich text (sanitised) as a draft; the column page shows it once published', async () => {
    expect(
      await ry.post(
        '/project/navRecord',
        copy({
          content:
            '<p onclick="steal()">Founded in <strong>2010</strong>.</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="/profile/upload/a.png" onerror="alert(3)">',
        }),
      ),
    ).toEqual(ok);
    const row = await byTitle('Milestones');
    expect(row).toMatchObject({
      navId: 8,
      navName: '沿革',
      createBy: 'ry',
      publishState: 'draft',
    });
    expect(row.content).toContain('<strong>2010</strong>');
    for (const bad of ['<script', 'onclick', 'javascript:', 'onerror']) {
      expect(row.content).not.toContain(bad);
    }
    expect((await publicCopy(8)).map((c) => c.title)).toEqual(['沿革']);
    await publish(admin, 'navRecord', row.navRecordId);
    const shown = await publicCopy(8);
    expect(shown.map((c) => c.title)).toEqual(['沿革', 'Milestones']);
  });

  it('edits a draft with the version; hiding a block removes it from the public page once published', async () => {
    const id = (await byTitle('Milestones')).navRecordId;
    const loaded = (await ry.get(`/project/navRecord/${id}`)).data;
    expect(
      await ry.put('/project/navRecord', {
        ...loaded,
        title: 'Our milestones',
        status: '1',
      }),
    ).toEqual(ok);
    expect((await ry.get(`/project/navRecord/${id}`)).data).toMatchObject({
      title: 'Our milestones',
      status: '1',
      version: loaded.version + 1,
      publishState: 'changed',
    });
    expect(await byTitle('Milestones')).toMatchObject({
      navRecordId: id,
      status: '0',
      publishState: 'changed',
      draftTitle: 'Our milestones',
    });
    expect((await publicCopy(8)).map((c) => c.title)).toEqual([
      '沿革',
      'Milestones',
    ]);
    expect(
      await ry.put('/project/navRecord', { ...loaded, title: 'stale' }),
    ).toEqual({
      code: 500,
      msg: 'Someone else changed this record after you opened it. Reload it and make your changes again.',
    });

    await publish(admin, 'navRecord', id);
    expect((await publicCopy(8)).map((c) => c.title)).toEqual(['沿革']);
    expect(await byTitle('Our milestones')).toMatchObject({
      navRecordId: id,
      status: '1',
      publishState: 'published',
      version: loaded.version + 1,
    });
  });

  it('refuses invalid blocks with a clear message and stores nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Title cannot be empty'],
      [
        { title: 'x'.repeat(201) },
        'Title cannot be longer than 200 characters',
      ],
      [{ navId: 9999 }, 'The navigation does not exist or has been deleted'],
      [
        { image: 'javascript:alert(1)' },
        'Image must start with http://, https://, mailto:, tel:, / or #/',
      ],
      [{ status: '7' }, 'Status'],
    ];
    for (const [over, msg] of cases) {
      const res = await admin.post('/project/navRecord', copy(over));
      expect(res.code, JSON.stringify(over)).toBe(500);
      expect(res.msg).toContain(msg);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('deletes blocks, and exports the search as .xlsx', async () => {
    const res = await ry.form('/project/navRecord/export', { navId: '15' });
    const sheet = await readSheet(res.rawPayload);
    expect(sheet[0]).toEqual([
      'Copy ID',
      'Column',
      'Title',
      'Subtitle',
      'Content',
      'Image',
      'Display order',
      'Status',
      'Created',
    ]);
    expect(sheet.slice(1).map((r) => [r[1], r[2], r[7]])).toEqual([
      ['アクセス', '本社', 'Normal'],
      ['アクセス', '大阪支社', 'Normal'],
    ]);

    // a published block: its deletion is a change that is published
    const id = (await byTitle('Our milestones')).navRecordId;
    expect(await ry.del(`/project/navRecord/${id}`)).toEqual(ok);
    expect(await byTitle('Our milestones')).toMatchObject({
      navRecordId: id,
      publishState: 'changed',
    });
    await publish(admin, 'navRecord', id);
    expect(await byTitle('Our milestones')).toMatchObject({
      navRecordId: id,
      publishState: 'unpublished',
    });

    // a block never published: gone at once
    expect(
      await ry.post('/project/navRecord', copy({ title: 'Scratch' })),
    ).toEqual(ok);
    const scratch = (await byTitle('Scratch')).navRecordId;
    expect(await ry.del(`/project/navRecord/${scratch}`)).toEqual(ok);
    expect(await byTitle('Scratch')).toBeUndefined();
    expect(await ry.del(`/project/navRecord/${scratch}`)).toEqual({
      code: 500,
      msg: 'Operation failed',
    });
  });
});
