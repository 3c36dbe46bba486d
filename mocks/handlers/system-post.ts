/** msw handlers for /system/post over the post model. */
import { http, HttpResponse } from 'msw';
import type { SysPost } from '../../src/types/post';
import { Model, pageOf } from '../model';
import { accountOf, fail, ok, unauthorized } from './shared';

const SEED: SysPost[] = [
  {
    postId: 1,
    postCode: 'ceo',
    postName: 'Chairman',
    postSort: 1,
    status: '0',
  },
  {
    postId: 2,
    postCode: 'se',
    postName: 'Project manager',
    postSort: 2,
    status: '0',
  },
  {
    postId: 3,
    postCode: 'hr',
    postName: 'Human resources',
    postSort: 3,
    status: '0',
  },
  { postId: 4, postCode: 'user', postName: 'Staff', postSort: 4, status: '1' },
].map((p) => ({ ...p, createTime: '2024-01-01 10:00:00', version: 0 }));

/** Posts held by users (cannot be deleted). */
const ASSIGNED = new Set([1, 2]);

export const postDb = new Model<SysPost, 'postId'>('postId', () =>
  SEED.map((p) => ({ ...p })),
);

export function resetPostMock(): void {
  postDb.reset();
}

function guard(request: Request, perm?: string) {
  const account = accountOf(request);
  if (!account) return unauthorized(request);
  const perms = account.permissions;
  if (perm && !perms.includes('*:*:*') && !perms.includes(perm)) {
    return fail(403, 'No permission, please contact the administrator');
  }
  return null;
}

const contains = (v: string, q: string | null) => !q || v.includes(q);

export const postHandlers = [
  http.get('*/system/post/list', ({ request }) => {
    const denied = guard(request, 'system:post:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    let rows = postDb.rows.filter(
      (p) =>
        contains(p.postCode, q.get('postCode')) &&
        contains(p.postName, q.get('postName')) &&
        (!q.get('status') || p.status === q.get('status')),
    );
    rows = [...rows].sort((a, b) => a.postSort - b.postSort);
    if (
      q.get('orderByColumn') === 'postSort' &&
      q.get('isAsc') === 'descending'
    ) {
      rows.reverse();
    }
    return ok(pageOf(rows, q));
  }),

  http.post('*/system/post/export', ({ request }) => {
    const denied = guard(request, 'system:post:export');
    if (denied) return denied;
    return new HttpResponse(new Blob(['xlsx']), {
      headers: {
        'Content-Type':
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
  }),

  http.get('*/system/post/optionselect', ({ request }) => {
    const denied = guard(request);
    if (denied) return denied;
    return ok({ data: postDb.rows });
  }),

  http.get('*/system/post/:id', ({ request, params }) => {
    const denied = guard(request, 'system:post:query');
    if (denied) return denied;
    const post = postDb.find(Number(params.id));
    return post ? ok({ data: post }) : fail(500, 'The record does not exist');
  }),

  http.post('*/system/post', async ({ request }) => {
    const denied = guard(request, 'system:post:add');
    if (denied) return denied;
    const body = (await request.json()) as SysPost;
    if (postDb.rows.some((p) => p.postName === body.postName)) {
      return fail(
        500,
        `Failed to add post '${body.postName}': the post name already exists`,
      );
    }
    postDb.create({ ...body, createTime: '2024-02-02 12:00:00', version: 0 });
    return ok();
  }),

  http.put('*/system/post', async ({ request }) => {
    const denied = guard(request, 'system:post:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysPost;
    const post = postDb.find(body.postId);
    if (!post) return fail(500, 'The record does not exist');
    if (body.version !== post.version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    postDb.update(body.postId, { ...body, version: body.version! + 1 });
    return ok();
  }),

  http.delete('*/system/post/:ids', ({ request, params }) => {
    const denied = guard(request, 'system:post:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    const held = postDb.rows.find(
      (p) => ids.includes(p.postId!) && ASSIGNED.has(p.postId!),
    );
    if (held)
      return fail(
        500,
        `${held.postName} is assigned to users and cannot be deleted`,
      );
    postDb.remove(ids);
    return ok();
  }),
];
