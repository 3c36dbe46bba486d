import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from './helpers/api.js';
import { addEnquiry, userIdOf } from './helpers/contact-work.js';
import { ok, staffApp, type StaffApp } from './helpers/staff-app.js';

describe('working an enquiry: assignee and internal notes', () => {
  let s: StaffApp;

  const get = async (id: number) =>
    (await s.admin.get(`/project/contacts/${id}`)).data as Json;
  const history = async (id: number) =>
    (await s.admin.get(`/project/contacts/${id}/history`)).data as Json[];
  const snapshot = () =>
    s.t.app.db.query(
      `SELECT c.*, (SELECT count(*) FROM project_contact_event e
                     WHERE e.contact_id = c.contact_id) AS events
         FROM project_contact c ORDER BY contact_id`,
    );

  beforeAll(async () => {
    s = await staffApp();
  });
  afterAll(() => s.t.close());

  it('assigns to an enabled user: a new enquiry is taken up; unassigning keeps the status; the list filters by assignee, status and item', async () => {
    const ry = await userIdOf(s.t.app, 'ry');
    const id = await addEnquiry(s.t.app);
    const assign = (assigneeId: number | null, version?: number) =>
      s.admin.put('/project/contacts/assign', {
        contactId: id,
        assigneeId,
        version,
      });
    expect(await assign(ry, 0)).toEqual(ok);
    expect(await get(id)).toMatchObject({
      status: 'in_progress',
      assigneeId: ry,
      assigneeName: '若依',
      version: 1,
    });
    const events = await history(id);
    expect(events.slice(1)).toMatchObject([
      {
        kind: 'assign',
        assigneeId: ry,
        assigneeName: '若依',
        createBy: 'admin',
      },
      { kind: 'status', status: 'in_progress' },
    ]);

    const listed = async (q: string) =>
      (await s.admin.get(`/project/contacts/list?${q}`)).rows.map(
        (r: Json) => r.contactId,
      );
    expect(await listed(`assigneeId=${ry}`)).toEqual([id]);
    expect(await listed(`assigneeId=${ry}&status=new`)).toEqual([]);
    const row = (await s.admin.get(`/project/contacts/list?assigneeId=${ry}`))
      .rows[0];
    expect(row).toMatchObject({
      status: 'in_progress',
      assigneeName: '若依',
      deptId: 100,
    });
    expect(await listed(`itemId=${row.itemId}&assigneeId=${ry}`)).toEqual([id]);
    expect(await listed(`itemId=${row.itemId + 1}&assigneeId=${ry}`)).toEqual(
      [],
    );

    expect(await assign(null)).toEqual(ok);
    expect(await get(id)).toMatchObject({
      status: 'in_progress',
      assigneeId: null,
      assigneeName: null,
    });
    expect((await history(id)).at(-1)).toMatchObject({
      kind: 'assign',
      assigneeId: null,
    });
  });

  it('refuses a disabled, deleted or unknown assignee and a stale version, changing nothing', async () => {
    const id = await addEnquiry(s.t.app);
    const guest = await userIdOf(s.t.app, 'guest');
    await s.t.app.db.query(
      `INSERT INTO sys_user (dept_id, user_name, nick_name, password, status, del_flag)
       VALUES (105, 'gone', 'Gone', '', '0', '2'), (105, 'off', 'Off', '', '1', '0')`,
    );
    const before = await snapshot();
    const inactive = {
      code: 500,
      msg: 'The assignee must be a user who is enabled and not deleted',
    };
    for (const name of ['gone', 'off']) {
      const assigneeId = await userIdOf(s.t.app, name);
      expect(
        await s.admin.put('/project/contacts/assign', {
          contactId: id,
          assigneeId,
        }),
      ).toEqual(inactive);
    }
    expect(
      await s.admin.put('/project/contacts/assign', {
        contactId: id,
        assigneeId: 999999,
      }),
    ).toEqual(inactive);
    expect(
      (
        await s.admin.put('/project/contacts/assign', {
          contactId: id,
          assigneeId: guest,
          version: 3,
        })
      ).msg,
    ).toMatch(/^Someone else changed this record/);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps internal notes of 1 to 2000 characters as plain text in the history, oldest first', async () => {
    const id = await addEnquiry(s.t.app);
    const note = (body: unknown) =>
      s.admin.post('/project/contacts/note', { contactId: id, body });
    const text = '<b>Called</b> back; will send the quote by Friday.';
    expect(await note(text)).toEqual(ok);
    expect(await note('x'.repeat(2000))).toEqual(ok);
    const before = await snapshot();
    expect(await note('')).toEqual({
      code: 500,
      msg: 'Internal note cannot be empty',
    });
    expect(await note('   ')).toMatchObject({ code: 500 });
    expect(await note('x'.repeat(2001))).toEqual({
      code: 500,
      msg: 'Internal note cannot be longer than 2000 characters',
    });
    expect(
      await s.admin.post('/project/contacts/note', {
        contactId: 999999,
        body: 'lost',
      }),
    ).toMatchObject({
      code: 500,
      msg: 'The record does not exist or has been deleted',
    });
    expect(await snapshot()).toEqual(before);
    const events = await history(id);
    expect(events.map((e) => e.kind)).toEqual(['received', 'note', 'note']);
    expect(events[1]).toMatchObject({ body: text, createBy: 'admin' });
    expect(events[2].body).toHaveLength(2000);
    // a note changes neither the status nor the row's version
    expect(await get(id)).toMatchObject({ status: 'new', version: 0 });
  });

  it('offers every enabled user as an assignee to an editor who may not list users', async () => {
    const ry = await userIdOf(s.t.app, 'ry');
    expect(await s.ry.get('/system/user/list')).toMatchObject({ code: 403 });
    const offered = await s.ry.get('/project/contacts/assignees');
    expect(offered.code).toBe(200);
    expect(offered.data).toEqual(
      expect.arrayContaining([
        { userId: 1, userName: 'admin', nickName: expect.any(String) },
        { userId: ry, userName: 'ry', nickName: expect.any(String) },
      ]),
    );
    await s.t.app.db.query(
      `UPDATE sys_user SET status = '1' WHERE user_id = $1`,
      [ry],
    );
    try {
      const after = await s.admin.get('/project/contacts/assignees');
      expect(after.data.map((u: Json) => u.userId)).not.toContain(ry);
    } finally {
      await s.t.app.db.query(
        `UPDATE sys_user SET status = '0' WHERE user_id = $1`,
        [ry],
      );
    }
    expect(await s.guest.get('/project/contacts/assignees')).toMatchObject({
      code: 403,
    });
  });

  it('answers 403 to a user without the enquiry permissions on every new route', async () => {
    const id = await addEnquiry(s.t.app);
    const before = await snapshot();
    const denied = { code: 403 };
    expect(await s.guest.get('/project/contacts/count')).toMatchObject(denied);
    expect(await s.guest.get(`/project/contacts/${id}/history`)).toMatchObject(
      denied,
    );
    expect(
      await s.guest.put('/project/contacts/status', {
        contactId: id,
        status: 'closed',
      }),
    ).toMatchObject(denied);
    expect(
      await s.guest.put('/project/contacts/assign', {
        contactId: id,
        assigneeId: 1,
      }),
    ).toMatchObject(denied);
    expect(
      await s.guest.post('/project/contacts/note', {
        contactId: id,
        body: 'x',
      }),
    ).toMatchObject(denied);
    expect(await snapshot()).toEqual(before);
  });
});
