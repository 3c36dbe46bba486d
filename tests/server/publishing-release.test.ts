/**
 * `/project/release`: releases taken and answered in the site's time zone,
 * their items checked, scheduling (drafts leave the review queue), cancelling
 * (drafts back to review), editing and deleting by status, and who may act:
 * publishing's permission, in the data scope of each item's column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import {
  addRoleUser,
  CONTENT_PERMS,
  PUBLISH_PERM,
} from './helpers/content-roles.js';
import { draftOf, newRecord, submit } from './helpers/releases.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };
const refused = (msg: string) => ({ code: 500, msg });
const forbidden = {
  code: 403,
  msg: 'No permission, please contact the administrator',
};
const outOfScope = refused('No permission to access this column’s content!');

/** A seeded published record of the top department's column "News". */
const R1 = 2;
const LATER = '2031-01-01 09:00:00';

describe('/project/release', () => {
  let t: TestApp;
  let admin: Api;
  let editor: Api;
  let scoped: Api;

  const release = (items: Json[], over: Json = {}) => ({
    releaseName: 'Spring news',
    publishAt: LATER,
    items,
    ...over,
  });
  const add = async (body: Json) => {
    const res = await admin.post('/project/release', body);
    expect(res).toMatchObject(ok);
    return res.data as number;
  };
  const one = async (id: number) =>
    (await admin.get(`/project/release/${id}`)).data;
  const queue = async () =>
    (await admin.get('/project/content/review/list')).rows.map(
      (r: Json) => `${r.kind}:${r.itemId}`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    await addRoleUser(t.app, {
      name: 'editor',
      deptId: 105,
      dataScope: '1',
      perms: CONTENT_PERMS,
    });
    await addRoleUser(t.app, {
      name: 'scoped',
      deptId: 105,
      dataScope: '3',
      perms: [...CONTENT_PERMS, PUBLISH_PERM],
    });
    const token = (u: string) =>
      loginToken(t.app, u, 'admin123', { headers: EN });
    admin = api(t.app, await token('admin'), EN);
    editor = api(t.app, await token('editor'), EN);
    scoped = api(t.app, await token('scoped'), EN);
  });
  afterAll(() => t.close());

  it('takes and answers the release time in the site time zone, with its items', async () => {
    const record = await newRecord(t.app, admin, 'Zoned notice');
    const id = await add(
      release([{ kind: 'record', itemId: record }], { remark: 'Q1' }),
    );
    const stored = await t.app.db.one<{ at: Date }>(
      'SELECT publish_at AS at FROM content_release WHERE release_id = $1',
      [id],
    );
    expect(stored!.at.toISOString()).toBe('2031-01-01T00:00:00.000Z');
    const list = await admin.get('/project/release/list?status=open');
    expect(list).toMatchObject({ ...ok, msg: 'Query succeeded', total: 1 });
    expect(list.timeZone).toBe('Asia/Tokyo');
    expect(list.rows[0]).toMatchObject({
      releaseId: id,
      releaseName: 'Spring news',
      publishAt: LATER,
      status: 'open',
      itemCount: 1,
      ranAt: null,
      late: false,
      failReason: null,
      createBy: 'admin',
    });
    expect(await one(id)).toMatchObject({
      releaseId: id,
      remark: 'Q1',
      version: 0,
      timeZone: 'Asia/Tokyo',
      items: [
        {
          kind: 'record',
          itemId: record,
          action: 'publish',
          title: 'Zoned notice',
          publishState: 'draft',
        },
      ],
    });

    await t.app.db.query(
      `UPDATE sys_config SET config_value = 'Europe/London'
        WHERE config_key = 'sys.site.timeZone'`,
    );
    await t.app.services.config.evict('sys.site.timeZone');
    const london = await admin.get('/project/release/list?status=open');
    expect(london.timeZone).toBe('Europe/London');
    expect(london.rows[0].publishAt).toBe('2031-01-01 00:00:00');
    await t.app.db.query(
      `UPDATE sys_config SET config_value = 'Asia/Tokyo'
        WHERE config_key = 'sys.site.timeZone'`,
    );
    await t.app.services.config.evict('sys.site.timeZone');
    expect((await admin.del(`/project/release/${id}`)).code).toBe(200);
  });

  it('refuses a time that is not one, and items missing, twice, without a draft, not on the site or in another release', async () => {
    const record = await newRecord(t.app, admin, 'Checked notice');
    const item = { kind: 'record', itemId: record, action: 'publish' };
    const post = (body: Json) => admin.post('/project/release', body);
    expect(
      await post(release([item], { publishAt: '2031-02-30 09:00:00' })),
    ).toEqual(
      refused(
        'Release time must be a date and time written YYYY-MM-DD HH:mm:ss',
      ),
    );
    expect(await post(release([{ ...item, itemId: 99999 }]))).toEqual(
      refused('Copy record #99999 does not exist'),
    );
    expect(await post(release([item, item]))).toEqual(
      refused(
        `Copy record “Checked notice” (#${record}) is in the release twice`,
      ),
    );
    const r1 = (await admin.get(`/project/record/${R1}`)).data.title;
    expect(await post(release([{ kind: 'record', itemId: R1 }]))).toEqual(
      refused(`Copy record “${r1}” (#${R1}) has no draft to publish`),
    );
    expect(await post(release([{ ...item, action: 'unpublish' }]))).toEqual(
      refused(
        `Copy record “Checked notice” (#${record}) is not on the site, so it cannot be unpublished`,
      ),
    );
    const first = await add(release([item], { releaseName: 'First' }));
    expect(await post(release([item]))).toEqual(
      refused(
        `Copy record “Checked notice” (#${record}) is already in release “First”`,
      ),
    );
    expect((await admin.del(`/project/release/${first}`)).code).toBe(200);
  });

  it('schedules an open release with items and a time ahead: its drafts leave the review queue; cancelling puts them back', async () => {
    const record = await newRecord(t.app, admin, 'Scheduled notice');
    await submit(admin, 'record', record);
    expect(await queue()).toContain(`record:${record}`);
    const empty = await add(release([]));
    expect(await admin.put(`/project/release/schedule/${empty}`)).toEqual(
      refused('A release without items cannot be scheduled'),
    );
    const items = [
      { kind: 'record', itemId: record },
      { kind: 'record', itemId: R1, action: 'unpublish' },
    ];
    const past = await add(
      release(items, { publishAt: '2020-04-01 10:00:00' }),
    );
    expect(await admin.put(`/project/release/schedule/${past}`)).toEqual(
      refused(
        'The release time 2020-04-01 10:00:00 (Asia/Tokyo) has passed: choose a later time',
      ),
    );
    await admin.del(`/project/release/${past},${empty}`);

    const id = await add(release(items));
    expect(await admin.put(`/project/release/schedule/${id}`)).toEqual(ok);
    expect((await one(id)).status).toBe('scheduled');
    expect(await draftOf(t.app, 'record', record)).toEqual({
      state: 'scheduled',
      releaseId: id,
    });
    expect(await draftOf(t.app, 'record', R1)).toBeUndefined();
    expect(await queue()).not.toContain(`record:${record}`);
    expect(await admin.put(`/project/release/schedule/${id}`)).toEqual(
      refused(
        'Release “Spring news” is scheduled: only an open release can be scheduled',
      ),
    );
    expect(await admin.del(`/project/release/${id}`)).toEqual(
      refused(
        'Release “Spring news” is scheduled: cancel it before deleting it',
      ),
    );

    expect(await admin.put(`/project/release/cancel/${id}`)).toEqual(ok);
    expect((await one(id)).status).toBe('cancelled');
    expect(await draftOf(t.app, 'record', record)).toEqual({
      state: 'review',
      releaseId: null,
    });
    expect(await queue()).toContain(`record:${record}`);
    expect(await admin.put(`/project/release/cancel/${id}`)).toEqual(
      refused(
        'Release “Spring news” is cancelled: only an open or scheduled release can be cancelled',
      ),
    );
    expect(await admin.del(`/project/release/${id}`)).toEqual(ok);
  });

  it('edits an open or scheduled release from the version loaded, and none once it runs or ran', async () => {
    const a = await newRecord(t.app, admin, 'Edited A');
    const b = await newRecord(t.app, admin, 'Edited B');
    const id = await add(release([{ kind: 'record', itemId: a }]));
    const edit = (version: number, items: Json[], over: Json = {}) =>
      admin.put('/project/release', {
        ...release(items, over),
        releaseId: id,
        version,
      });
    expect(
      await edit(0, [{ kind: 'record', itemId: a }], {
        releaseName: 'Renamed',
      }),
    ).toEqual(ok);
    expect(await edit(0, [{ kind: 'record', itemId: a }])).toEqual(
      refused(
        'Someone else changed this record after you opened it. Reload it and make your changes again.',
      ),
    );
    expect(await admin.put(`/project/release/schedule/${id}`)).toEqual(ok);
    const version = (await one(id)).version;
    // b joins the scheduled release, a leaves it
    expect(await edit(version, [{ kind: 'record', itemId: b }])).toEqual(ok);
    expect(await draftOf(t.app, 'record', b)).toEqual({
      state: 'scheduled',
      releaseId: id,
    });
    expect(await draftOf(t.app, 'record', a)).toEqual({
      state: 'review',
      releaseId: null,
    });
    expect((await one(id)).items.map((i: Json) => i.itemId)).toEqual([b]);

    for (const status of ['running', 'done']) {
      await t.app.db.query(
        'UPDATE content_release SET status = $2 WHERE release_id = $1',
        [id, status],
      );
      const current = (await one(id)).version;
      expect(await edit(current, [{ kind: 'record', itemId: b }])).toEqual(
        refused(
          `Release “Spring news” is ${status}: only an open or scheduled release can be changed`,
        ),
      );
      expect((await admin.put(`/project/release/cancel/${id}`)).code).toBe(500);
    }
    expect(await admin.del(`/project/release/${id}`)).toEqual(ok);
  });

  it('is refused without publishing permission, and for an item outside the data scope', async () => {
    expect(await editor.get('/project/release/list')).toEqual(forbidden);
    const record = await newRecord(t.app, admin, 'Scoped notice');
    const item = { kind: 'record', itemId: record };
    expect(await editor.post('/project/release', release([item]))).toEqual(
      forbidden,
    );
    expect(await scoped.post('/project/release', release([item]))).toEqual(
      outOfScope,
    );
    const id = await add(release([item]));
    expect(await scoped.put(`/project/release/schedule/${id}`)).toEqual(
      outOfScope,
    );
    expect(await scoped.put(`/project/release/cancel/${id}`)).toEqual(
      outOfScope,
    );
    expect(await scoped.del(`/project/release/${id}`)).toEqual(outOfScope);
    expect((await one(id)).status).toBe('open');

    // a column the department owns: its records are the department's to release
    await admin.post('/project/navigation', {
      parentId: 0,
      navName: 'Testing',
      navType: '2',
      recordCategory: 'testing',
      showInNav: '1',
      orderNum: 30,
      status: '0',
      deptId: 105,
    });
    const column = (await admin.get('/project/navigation/list?navName=Testing'))
      .data[0].navId;
    await admin.post('/project/content/publish', {
      kind: 'navigation',
      id: column,
    });
    expect(
      await scoped.post('/project/record', {
        ...(await admin.get(`/project/record/${record}`)).data,
        recordId: undefined,
        navId: column,
        title: 'Own notice',
      }),
    ).toEqual(ok);
    const own = (await t.app.db.one<{ id: number }>(
      `SELECT record_id AS id FROM project_record WHERE title = 'Own notice'`,
    ))!.id;
    const mine = await scoped.post(
      '/project/release',
      release([{ kind: 'record', itemId: own }], { releaseName: 'Ours' }),
    );
    expect(mine).toMatchObject(ok);
    expect(await scoped.put(`/project/release/schedule/${mine.data}`)).toEqual(
      ok,
    );

    const log = (await admin.get('/monitor/operlog/list?title=Release'))
      .rows as Json[];
    expect(log.map((r) => r.method)).toContain('addRelease()');
  });
});
