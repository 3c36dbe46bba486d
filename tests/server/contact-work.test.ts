import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from './helpers/api.js';
import { addEnquiry } from './helpers/contact-work.js';
import { ok, staffApp, type StaffApp } from './helpers/staff-app.js';

type Status = 'new' | 'in_progress' | 'answered' | 'closed';

const LABEL: Record<Status, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

const ALLOWED: Record<Status, Status[]> = {
  new: ['in_progress', 'answered', 'closed'],
  in_progress: ['answered', 'closed'],
  answered: ['in_progress', 'closed'],
  closed: ['in_progress'],
};

describe('working an enquiry: status, handled flag, history', () => {
  let s: StaffApp;

  const get = async (id: number) =>
    (await s.admin.get(`/project/contacts/${id}`)).data as Json;
  const history = async (id: number) =>
    (await s.admin.get(`/project/contacts/${id}/history`)).data as Json[];
  const kinds = async (id: number) =>
    (await history(id)).map((e) => [e.kind, e.status ?? e.assigneeId ?? null]);
  const setStatus = (id: number, status: string, version?: number) =>
    s.admin.put('/project/contacts/status', { contactId: id, status, version });
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

  it('moves new → in progress → answered → closed → reopened, each step in the history; handled follows; answered time is the first answer', async () => {
    const id = await addEnquiry(s.t.app);
    expect(await get(id)).toMatchObject({
      status: 'new',
      handled: '0',
      answeredTime: null,
      version: 0,
    });
    expect(await setStatus(id, 'in_progress', 0)).toEqual(ok);
    expect(await get(id)).toMatchObject({
      status: 'in_progress',
      handled: '0',
      answeredTime: null,
      updateBy: 'admin',
      version: 1,
    });
    expect(await setStatus(id, 'answered', 1)).toEqual(ok);
    const answered = await get(id);
    expect(answered).toMatchObject({ status: 'answered', handled: '1' });
    expect(answered.answeredTime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );

    // taken up again and answered again: the first answer's time stays
    await s.t.app.db.query(
      `UPDATE project_contact SET answered_time = '2026-01-05 10:00:00'
        WHERE contact_id = $1`,
      [id],
    );
    expect(await setStatus(id, 'in_progress')).toEqual(ok);
    expect(await get(id)).toMatchObject({
      status: 'in_progress',
      handled: '0',
    });
    expect(await setStatus(id, 'answered')).toEqual(ok);
    expect(await setStatus(id, 'closed')).toEqual(ok);
    expect(await get(id)).toMatchObject({
      status: 'closed',
      handled: '1',
      answeredTime: '2026-01-05 10:00:00',
    });
    expect(await setStatus(id, 'in_progress')).toEqual(ok);
    expect(await get(id)).toMatchObject({
      status: 'in_progress',
      handled: '0',
    });

    expect(await kinds(id)).toEqual([
      ['received', 'new'],
      ['status', 'in_progress'],
      ['status', 'answered'],
      ['status', 'in_progress'],
      ['status', 'answered'],
      ['status', 'closed'],
      ['status', 'in_progress'],
    ]);
    const events = await history(id);
    expect(events[1]).toMatchObject({
      kind: 'status',
      createBy: 'admin',
      mailId: null,
      mailStatus: null,
    });
    expect(events[1].eventId).toBeGreaterThan(events[0].eventId);
    expect(events[1].createTime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('allows exactly the transitions of the flow and refuses every other with a message naming both statuses', async () => {
    const statuses = Object.keys(ALLOWED) as Status[];
    for (const from of statuses) {
      for (const to of statuses) {
        const id = await addEnquiry(s.t.app, { status: from });
        const res = await setStatus(id, to);
        if (ALLOWED[from].includes(to)) {
          expect(res, `${from} → ${to}`).toEqual(ok);
          expect((await get(id)).status).toBe(to);
        } else if (from === to) {
          expect(res).toEqual({
            code: 500,
            msg: `The enquiry is already ${LABEL[to]}`,
          });
        } else {
          expect(res, `${from} → ${to}`).toEqual({
            code: 500,
            msg: `An enquiry that is ${LABEL[from]} cannot be set to ${LABEL[to]}`,
          });
        }
      }
    }
  });

  it('refusals, stale versions, unknown statuses and missing enquiries change nothing', async () => {
    const id = await addEnquiry(s.t.app, { status: 'closed' });
    const before = await snapshot();
    expect(await setStatus(id, 'answered')).toMatchObject({ code: 500 });
    expect(await setStatus(id, 'in_progress', 7)).toEqual({
      code: 500,
      msg: 'Someone else changed this record after you opened it. Reload it and make your changes again.',
    });
    expect(await setStatus(id, 'done')).toEqual({
      code: 500,
      msg: 'Status is invalid',
    });
    expect(await setStatus(999999, 'closed')).toEqual({
      code: 500,
      msg: 'The record does not exist or has been deleted',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('RuoYi’s PUT /project/contacts/handled moves the status both ways with events; a closed one stays closed when handled', async () => {
    const fresh = await addEnquiry(s.t.app);
    const working = await addEnquiry(s.t.app, { status: 'in_progress' });
    const closed = await addEnquiry(s.t.app, { status: 'closed' });
    const answered = await addEnquiry(s.t.app, { status: 'answered' });
    expect(
      await s.ry.put('/project/contacts/handled', {
        ids: [fresh, working, closed],
        handled: '1',
      }),
    ).toEqual(ok);
    expect(await get(fresh)).toMatchObject({
      status: 'answered',
      handled: '1',
    });
    expect((await get(fresh)).answeredTime).not.toBeNull();
    expect(await get(working)).toMatchObject({
      status: 'answered',
      handled: '1',
    });
    expect(await get(closed)).toMatchObject({
      status: 'closed',
      handled: '1',
      version: 0,
    });
    expect(await kinds(fresh)).toEqual([
      ['received', 'new'],
      ['status', 'answered'],
    ]);
    expect((await history(fresh))[1].createBy).toBe('ry');
    expect(await kinds(closed)).toEqual([['received', 'new']]);

    expect(
      await s.ry.put('/project/contacts/handled', {
        ids: [fresh, closed, answered],
        handled: '0',
      }),
    ).toEqual(ok);
    for (const id of [fresh, closed, answered]) {
      expect(await get(id)).toMatchObject({
        status: 'in_progress',
        handled: '0',
      });
      expect((await kinds(id)).at(-1)).toEqual(['status', 'in_progress']);
    }
    const open = await s.ry.get(
      '/project/contacts/list?handled=0&status=in_progress&pageSize=100',
    );
    const ids = open.rows.map((r: Json) => r.contactId);
    expect(ids).toEqual(expect.arrayContaining([fresh, closed, answered]));
    expect(ids).not.toContain(working);
  });

  it('RuoYi’s PUT /project/contacts with the handled flag moves the status too', async () => {
    const id = await addEnquiry(s.t.app);
    const loaded = await get(id);
    expect(
      await s.admin.put('/project/contacts', {
        ...loaded,
        handled: '1',
        remark: 'Called back',
      }),
    ).toEqual(ok);
    expect(await get(id)).toMatchObject({
      status: 'answered',
      handled: '1',
      remark: 'Called back',
      version: 1,
    });
    expect(
      await s.admin.put('/project/contacts', {
        contactId: id,
        version: 1,
        handled: '0',
      }),
    ).toEqual(ok);
    expect(await get(id)).toMatchObject({
      status: 'in_progress',
      handled: '0',
      remark: 'Called back',
    });
    expect(await kinds(id)).toEqual([
      ['received', 'new'],
      ['status', 'answered'],
      ['status', 'in_progress'],
    ]);
  });
});
