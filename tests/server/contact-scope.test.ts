import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addEnquiry, itemIdOf, userIdOf } from './helpers/contact-work.js';
import { addRoleUser } from './helpers/content-roles.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };
const missing = {
  code: 500,
  msg: 'The record does not exist or has been deleted',
};

const CONTACT_PERMS = ['list', 'query', 'edit', 'export', 'reply'].map(
  (p) => `project:contacts:${p}`,
);
/** The seeded items belong to the top department (100). */
const TESTING = 105;

/**
 * "tester" (department 105) works enquiries with data scope "own
 * department", "viewer" (105) with "all", "selfer" (105) with "self only"
 * (the enquiries assigned to them). The item "QA" belongs to 105 and tells
 * tester; the seeded items belong to 100 and tell admin.
 */
describe('data scope of enquiries by their consulting item, and the count of new ones', () => {
  let t: TestApp;
  let admin: Api;
  let tester: Api;
  let viewer: Api;
  let selfer: Api;
  let qaItem: number;
  const ids: Record<string, number> = {};

  const listed = async (client: Api, q = '') =>
    (await client.get(`/project/contacts/list?pageSize=50${q}`)).rows.map(
      (r: Json) => r.contactId,
    );
  const count = async (client: Api) =>
    (await client.get('/project/contacts/count')).data.count as number;
  const snapshot = () =>
    t.app.db.query(
      `SELECT c.*, (SELECT count(*) FROM project_contact_event e
                     WHERE e.contact_id = c.contact_id) AS events
         FROM project_contact c ORDER BY contact_id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    for (const [name, dataScope] of [
      ['tester', '3'],
      ['viewer', '1'],
      ['selfer', '5'],
    ]) {
      await addRoleUser(t.app, {
        name,
        deptId: TESTING,
        dataScope,
        perms: CONTACT_PERMS,
      });
    }
    const as = async (u: string) =>
      api(t.app, await loginToken(t.app, u, 'admin123', { headers: EN }), EN);
    admin = await as('admin');
    tester = await as('tester');
    viewer = await as('viewer');
    selfer = await as('selfer');
    const item = await t.app.db.one<{ id: number }>(
      `INSERT INTO project_consulting_item (item_name, dept_id, order_num)
       VALUES ('QA', $1, 9) RETURNING item_id AS id`,
      [TESTING],
    );
    qaItem = item!.id;
    await t.app.db.query(
      `INSERT INTO project_consulting_recipient (item_id, user_id)
       VALUES ($1, $2)`,
      [qaItem, await userIdOf(t.app, 'tester')],
    );
    ids.top = await addEnquiry(t.app);
    ids.qa = await addEnquiry(t.app, { itemId: qaItem });
    ids.qaWorking = await addEnquiry(t.app, {
      itemId: qaItem,
      status: 'in_progress',
    });
  });
  afterAll(() => t.close());

  it('lists, exports and opens only the enquiries of items in the department scope', async () => {
    expect(await listed(tester)).toEqual([ids.qaWorking, ids.qa]);
    expect(await listed(viewer)).toEqual([ids.qaWorking, ids.qa, ids.top]);
    expect(await listed(admin)).toEqual([ids.qaWorking, ids.qa, ids.top]);
    expect(await listed(selfer)).toEqual([]);
    expect((await tester.get('/project/contacts/list')).total).toBe(2);

    const sheet = await readSheet(
      (await tester.form('/project/contacts/export')).rawPayload,
    );
    expect(sheet.slice(1).map((r) => Number(r[0]))).toEqual([
      ids.qaWorking,
      ids.qa,
    ]);

    expect(await tester.get(`/project/contacts/${ids.top}`)).toEqual(missing);
    expect(await tester.get(`/project/contacts/${ids.top}/history`)).toEqual(
      missing,
    );
    expect(
      (await tester.get(`/project/contacts/${ids.qa}`)).data,
    ).toMatchObject({ contactId: ids.qa, itemId: qaItem, deptId: TESTING });
    expect(
      (await tester.get(`/project/contacts/${ids.qa}/history`)).data,
    ).toMatchObject([{ kind: 'received' }]);
  });

  it('counts on the dashboard only the enquiries in scope', async () => {
    const figures = async (client: Api) =>
      (await client.get('/dashboard/panels')).data.enquiries;
    for (const client of [tester, viewer, admin, selfer]) {
      const shown = (await listed(client)).length;
      expect(await figures(client)).toMatchObject({
        total: shown,
        handled: 0,
        today: shown,
      });
    }
    expect((await figures(tester)).total).toBe(2);
    expect((await figures(viewer)).total).toBe(3);
    expect((await figures(selfer)).total).toBe(0);
  });

  it('writes nothing outside the scope: every write answers like a missing enquiry', async () => {
    const before = await snapshot();
    const top = ids.top;
    expect(
      await tester.put('/project/contacts/status', {
        contactId: top,
        status: 'closed',
      }),
    ).toEqual(missing);
    expect(
      await tester.put('/project/contacts/assign', {
        contactId: top,
        assigneeId: 1,
      }),
    ).toEqual(missing);
    expect(
      await tester.post('/project/contacts/note', {
        contactId: top,
        body: 'x',
      }),
    ).toEqual(missing);
    expect(
      await tester.put('/project/contacts', { contactId: top, handled: '1' }),
    ).toEqual(missing);
    expect(
      await tester.put('/project/contacts/handled', {
        ids: [top],
        handled: '1',
      }),
    ).toEqual(missing);
    expect(await snapshot()).toEqual(before);

    // of many, only those in scope move
    expect(
      await tester.put('/project/contacts/handled', {
        ids: [top, ids.qaWorking],
        handled: '1',
      }),
    ).toEqual(ok);
    const status = async (id: number) =>
      (await admin.get(`/project/contacts/${id}`)).data.status;
    expect(await status(top)).toBe('new');
    expect(await status(ids.qaWorking)).toBe('answered');
  });

  it('“self only” covers the enquiries assigned to the user', async () => {
    const id = await addEnquiry(t.app);
    expect(
      await admin.put('/project/contacts/assign', {
        contactId: id,
        assigneeId: await userIdOf(t.app, 'selfer'),
      }),
    ).toEqual(ok);
    expect(await listed(selfer)).toEqual([id]);
    expect(
      await selfer.post('/project/contacts/note', {
        contactId: id,
        body: 'Mine',
      }),
    ).toEqual(ok);
    expect(await selfer.get(`/project/contacts/${ids.top}`)).toEqual(missing);
  });

  it('counts new enquiries assigned to me or about my items, within my scope; it counts down as they are taken up', async () => {
    const adminNew = async () =>
      Number(
        (await t.app.db.one<{ n: number }>(
          `SELECT count(*)::int AS n FROM project_contact c
              WHERE status = 'new' AND EXISTS (
                SELECT 1 FROM project_consulting_recipient r
                 WHERE r.item_id = c.item_id AND r.user_id = 1)`,
        ))!.n,
      );
    // tester: a recipient of QA (one new there)
    expect(await count(tester)).toBe(1);
    expect(await listed(tester, '&mine=1&status=new')).toEqual([ids.qa]);
    // viewer: neither a recipient nor an assignee
    expect(await count(viewer)).toBe(0);
    expect(await listed(viewer, '&mine=1')).toEqual([]);
    // admin: the recipient of the seeded items
    expect(await count(admin)).toBe(await adminNew());
    expect(await count(admin)).toBeGreaterThan(0);

    // an assignee: a new enquiry assigned to viewer (as the form could)
    const viewerId = await userIdOf(t.app, 'viewer');
    const assigned = await addEnquiry(t.app, { assigneeId: viewerId });
    expect(await count(viewer)).toBe(1);
    expect(await listed(viewer, '&mine=1')).toEqual([assigned]);

    // a recipient of an item outside the scope does not count it
    await t.app.db.query(
      `INSERT INTO project_consulting_recipient (item_id, user_id)
       VALUES ($1, $2)`,
      [await itemIdOf(t.app, '製品について'), await userIdOf(t.app, 'tester')],
    );
    expect(await count(tester)).toBe(1);

    // taken up: counts down
    expect(
      await tester.put('/project/contacts/status', {
        contactId: ids.qa,
        status: 'in_progress',
      }),
    ).toEqual(ok);
    expect(await count(tester)).toBe(0);
    expect(
      await viewer.put('/project/contacts/status', {
        contactId: assigned,
        status: 'closed',
      }),
    ).toEqual(ok);
    expect(await count(viewer)).toBe(0);
  });
});
