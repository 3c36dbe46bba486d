/** msw handlers for /system/notice over its model (../model). */
import { http } from 'msw';
import type { SysNotice } from '../../src/types/notice';
import { Model } from '../model';
import { accountOf, fail, ok, unauthorized } from './shared';

const SEED: SysNotice[] = [
  {
    noticeId: 1,
    noticeTitle: 'New version released',
    noticeType: '2',
    noticeContent: '<p>Release <strong>notes</strong></p>',
    status: '0',
    createBy: 'admin',
    createTime: '2024-01-01 10:00:00',
    version: 0,
  },
  {
    noticeId: 2,
    noticeTitle: 'Maintenance tonight',
    noticeType: '1',
    noticeContent: '<p>Down from 01:00 to 02:00</p>',
    status: '1',
    createBy: 'admin',
    createTime: '2024-01-02 10:00:00',
    version: 0,
  },
];

export const noticeDb = Object.assign(
  new Model<SysNotice, 'noticeId'>('noticeId', () =>
    SEED.map((n) => ({ ...n })),
  ),
  {
    /** Read marks: `${userName}:${noticeId}` → read time. */
    reads: new Map<string, string>(),
  },
);

export function resetNoticeMock(): void {
  noticeDb.reset();
  noticeDb.reads.clear();
}

function guard(request: Request, perm: string) {
  const account = accountOf(request);
  if (!account) return unauthorized(request);
  const perms = account.permissions;
  if (!perms.includes('*:*:*') && !perms.includes(perm)) {
    return fail(403, 'No permission, please contact the administrator');
  }
  return null;
}

/** The server refuses markup in titles (RuoYi's @Xss). */
const hasMarkup = (title: string) => /<\s*\/?\s*[a-z!?][^>]*>/i.test(title);
const markupRefused = () =>
  fail(500, 'The notice title cannot contain script characters');

const contains = (v: string | undefined, q: string | null) =>
  !q || (v ?? '').includes(q);

export const noticeHandlers = [
  http.get('*/system/notice/list', ({ request }) => {
    const denied = guard(request, 'system:notice:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const rows = noticeDb.rows
      .filter(
        (n) =>
          contains(n.noticeTitle, q.get('noticeTitle')) &&
          contains(n.createBy, q.get('createBy')) &&
          (!q.get('noticeType') || n.noticeType === q.get('noticeType')),
      )
      .sort((a, b) => b.noticeId! - a.noticeId!)
      .map((n) => {
        const row = { ...n };
        delete row.noticeContent;
        return row;
      });
    const pageNum = Number(q.get('pageNum') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 10);
    return ok({
      rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: rows.length,
    });
  }),

  http.get('*/system/notice/:id', ({ request, params }) => {
    const denied = guard(request, 'system:notice:query');
    if (denied) return denied;
    const notice = noticeDb.find(Number(params.id));
    return notice
      ? ok({ data: notice })
      : fail(500, 'The record does not exist or has been deleted');
  }),

  http.post('*/system/notice', async ({ request }) => {
    const denied = guard(request, 'system:notice:add');
    if (denied) return denied;
    const body = (await request.json()) as SysNotice;
    if (hasMarkup(body.noticeTitle)) return markupRefused();
    noticeDb.create({
      ...body,
      createBy: 'admin',
      createTime: '2024-02-02 12:00:00',
      version: 0,
    });
    return ok();
  }),

  http.put('*/system/notice', async ({ request }) => {
    const denied = guard(request, 'system:notice:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysNotice;
    if (hasMarkup(body.noticeTitle)) return markupRefused();
    const row = noticeDb.find(body.noticeId);
    if (!row) return fail(500, 'The record does not exist');
    if (body.version !== row.version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    noticeDb.update(body.noticeId, { ...body, version: body.version! + 1 });
    return ok();
  }),

  http.delete('*/system/notice/:ids', ({ request, params }) => {
    const denied = guard(request, 'system:notice:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    noticeDb.remove(ids);
    return ok();
  }),
];
