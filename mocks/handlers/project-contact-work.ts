/**
 * msw handlers for working an enquiry (over projectNavDb): status, assignee,
 * notes, reply by mail, history and the count of new ones for me. Refused
 * like the server: a stale version, a step the status does not allow, a
 * reply to a closed enquiry.
 */
import { http } from 'msw';
import type {
  ContactEvent,
  ContactStatus,
  ProjectContact,
} from '../../src/types/contact';
import { ACCOUNTS } from '../db';
import { guard, projectNavDb } from './project-nav';
import { accountOf, fail, ok } from './shared';

const NEXT: Record<ContactStatus, ContactStatus[]> = {
  new: ['in_progress', 'answered', 'closed'],
  in_progress: ['answered', 'closed'],
  answered: ['in_progress', 'closed'],
  closed: ['in_progress'],
};

/** Consulting items whose recipients include the account (by user id). */
export const MY_ITEMS: Record<number, number[]> = { 1: [1] };

const STALE = 'Someone else changed this enquiry after you opened it.';
const MISSING = 'The record does not exist or has been deleted';

const nameOf = (request: Request) => accountOf(request)!.user.userName;
const userIdOf = (request: Request) => accountOf(request)!.user.userId;

/** Whether the enquiry is the account's: assigned to it or about its items. */
export const isMine = (c: ProjectContact, userId: number) =>
  c.assigneeId === userId || (MY_ITEMS[userId] ?? []).includes(c.itemId ?? 0);

function record(
  request: Request,
  contactId: number,
  event: Partial<ContactEvent> & Pick<ContactEvent, 'kind'>,
) {
  projectNavDb.contactEvents.create({
    contactId,
    body: '',
    status: null,
    assigneeId: null,
    assigneeName: null,
    mailId: null,
    mailStatus: null,
    createBy: nameOf(request),
    createTime: '2025-04-01 10:00:00',
    ...event,
  });
}

/** Moves the enquiry, as the server does (handled and answered time follow). */
function move(request: Request, c: ProjectContact, status: ContactStatus) {
  projectNavDb.contacts.update(c.contactId, {
    status,
    handled: status === 'answered' || status === 'closed' ? '1' : '0',
    answeredTime:
      c.answeredTime ?? (status === 'answered' ? '2025-04-01 10:00:00' : null),
    version: (c.version ?? 0) + 1,
    updateBy: nameOf(request),
  });
  record(request, c.contactId, { kind: 'status', status });
}

async function load(request: Request, perm: string) {
  const denied = guard(request, perm);
  if (denied) return { denied };
  const body = (await request.json()) as Record<string, unknown> & {
    contactId: number;
    version?: number;
  };
  const c = projectNavDb.contacts.find(body.contactId);
  if (!c) return { denied: fail(500, MISSING) };
  if ('version' in body && body.version !== c.version)
    return { denied: fail(500, STALE) };
  return { body, c };
}

export const contactWorkHandlers = [
  http.get('*/project/contacts/assignees', ({ request }) => {
    const denied = guard(request, 'project:contacts:edit');
    if (denied) return denied;
    const data = Object.values(ACCOUNTS).map(({ user }) => ({
      userId: user.userId,
      userName: user.userName,
      nickName: user.nickName ?? '',
    }));
    return ok({ data });
  }),
  http.get('*/project/contacts/count', ({ request }) => {
    const denied = guard(request, 'project:contacts:list');
    if (denied) return denied;
    const me = userIdOf(request);
    const count = projectNavDb.contacts.rows.filter(
      (c) => c.status === 'new' && isMine(c, me),
    ).length;
    return ok({ data: { count } });
  }),
  http.get('*/project/contacts/:id/history', ({ request, params }) => {
    const denied = guard(request, 'project:contacts:query');
    if (denied) return denied;
    const data = projectNavDb.contactEvents.rows
      .filter((e) => e.contactId === Number(params.id))
      .map(({ contactId: _, ...e }) => e);
    return ok({ data });
  }),
  http.put('*/project/contacts/status', async ({ request }) => {
    const { denied, body, c } = await load(request, 'project:contacts:edit');
    if (denied) return denied;
    const status = body.status as ContactStatus;
    if (!NEXT[c.status].includes(status))
      return fail(500, `An enquiry cannot go from ${c.status} to ${status}`);
    move(request, c, status);
    return ok();
  }),
  http.put('*/project/contacts/assign', async ({ request }) => {
    const { denied, body, c } = await load(request, 'project:contacts:edit');
    if (denied) return denied;
    const assigneeId = (body.assigneeId as number | null) ?? null;
    const user = Object.values(ACCOUNTS).find(
      (a) => a.user.userId === assigneeId,
    );
    projectNavDb.contacts.update(c.contactId, {
      assigneeId,
      assigneeName: user?.user.nickName ?? null,
      version: (c.version ?? 0) + 1,
    });
    record(request, c.contactId, {
      kind: 'assign',
      assigneeId,
      assigneeName: user?.user.nickName ?? null,
    });
    if (assigneeId !== null && c.status === 'new')
      move(request, projectNavDb.contacts.find(c.contactId)!, 'in_progress');
    return ok();
  }),
  http.post('*/project/contacts/note', async ({ request }) => {
    const { denied, body, c } = await load(request, 'project:contacts:edit');
    if (denied) return denied;
    record(request, c.contactId, { kind: 'note', body: String(body.body) });
    return ok();
  }),
  http.post('*/project/contacts/reply', async ({ request }) => {
    const { denied, body, c } = await load(request, 'project:contacts:reply');
    if (denied) return denied;
    if (c.status === 'closed')
      return fail(500, 'A closed enquiry cannot be answered');
    record(request, c.contactId, {
      kind: 'reply',
      body: String(body.body),
      mailId: 1,
      mailStatus: 'queued',
    });
    if (c.status !== 'answered') move(request, c, 'answered');
    return ok();
  }),
];
