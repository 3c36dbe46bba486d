/**
 * msw handlers for /project/contacts (the visitors' enquiries) over
 * projectNavDb.contacts; staff mark them handled and add a remark, never
 * change what the visitor sent.
 */
import { http } from 'msw';
import type { ProjectContact } from '../../src/types/contact';
import { isMine } from './project-contact-work';
import { XLSX, contains, guard, paged, projectNavDb } from './project-nav';
import { accountOf, fail, ok } from './shared';

const VISITOR_FIELDS = [
  'companyName',
  'contactName',
  'nameReading',
  'applicant',
  'phone',
  'email',
  'address',
  'postalCode',
  'consultingItem',
  'consultingContent',
] as const;

export const contactHandlers = [
  http.get('*/project/contacts/list', ({ request }) => {
    const denied = guard(request, 'project:contacts:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const begin = q.get('params[beginTime]');
    const end = q.get('params[endTime]');
    const name = q.get('contactName');
    const rows = projectNavDb.contacts.rows.filter(
      (c) =>
        contains(c.companyName, q.get('companyName')) &&
        (!name ||
          c.contactName.includes(name) ||
          c.nameReading.includes(name)) &&
        (!q.get('handled') || c.handled === q.get('handled')) &&
        (!q.get('status') || c.status === q.get('status')) &&
        (q.get('mine') !== '1' || isMine(c, accountOf(request)!.user.userId)) &&
        (!begin || c.createTime!.slice(0, 10) >= begin) &&
        (!end || c.createTime!.slice(0, 10) <= end),
    );
    return paged(rows, q);
  }),
  http.post('*/project/contacts/export', ({ request }) => {
    const denied = guard(request, 'project:contacts:export');
    if (denied) return denied;
    const file = XLSX();
    // the server's readable name (the SPA saves the file under it)
    file.headers.set('download-filename', 'enquiries_2025-04-01.xlsx');
    return file;
  }),
  http.put('*/project/contacts/handled', async ({ request }) => {
    const denied = guard(request, 'project:contacts:edit');
    if (denied) return denied;
    const { ids, handled } = (await request.json()) as {
      ids: number[];
      handled: string;
    };
    for (const c of projectNavDb.contacts.rows) {
      if (ids.includes(c.contactId) && c.handled !== handled) {
        c.handled = handled;
        // the status follows: handled is answered, unhandled in progress
        c.status = handled === '1' ? 'answered' : 'in_progress';
        c.version = (c.version ?? 0) + 1;
        c.updateBy = accountOf(request)!.user.userName;
      }
    }
    return ok();
  }),
  http.get('*/project/contacts/:id', ({ request, params }) => {
    const denied = guard(request, 'project:contacts:query');
    if (denied) return denied;
    const c = projectNavDb.contacts.rows.find(
      (x) => x.contactId === Number(params.id),
    );
    return c
      ? ok({ data: c })
      : fail(500, 'The record does not exist or has been deleted');
  }),
  http.put('*/project/contacts', async ({ request }) => {
    const denied = guard(request, 'project:contacts:edit');
    if (denied) return denied;
    const body = (await request.json()) as Partial<ProjectContact> & {
      contactId: number;
    };
    const c = projectNavDb.contacts.rows.find(
      (x) => x.contactId === body.contactId,
    );
    if (!c) return fail(500, 'The record does not exist or has been deleted');
    const changed = VISITOR_FIELDS.find((k) => k in body && body[k] !== c[k]);
    if (changed) {
      return fail(
        500,
        `${changed} was sent by the visitor and cannot be changed`,
      );
    }
    if (body.version !== c.version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    c.handled = body.handled ?? c.handled;
    if (body.remark !== undefined) c.remark = body.remark;
    c.version = (c.version ?? 0) + 1;
    c.updateBy = accountOf(request)!.user.userName;
    return ok();
  }),
];
