/** msw handlers for /system/user over the user model. */
import { http, HttpResponse } from 'msw';
import type { SysRole } from '../../src/types/role';
import type { TreeSelect } from '../../src/types/tree';
import type { ImportRowResult, UserForm } from '../../src/types/user';
import { Model, pageOf } from '../model';
import { accountOf, fail, ok, unauthorized } from './shared';
import { postDb } from './system-post';

export const DEPT_TREE: TreeSelect[] = [
  {
    id: 100,
    label: 'Head office',
    children: [
      { id: 103, label: 'Development' },
      { id: 105, label: 'Testing' },
      { id: 109, label: 'Finance', disabled: true },
    ],
  },
];
const DEPT_NAMES: Record<number, string> = {
  103: 'Development',
  105: 'Testing',
  109: 'Finance',
};

const ROLES: SysRole[] = [
  {
    roleId: 1,
    roleName: 'Super admin',
    roleKey: 'admin',
    roleSort: 1,
    status: '0',
  },
  {
    roleId: 2,
    roleName: 'Editor',
    roleKey: 'common',
    roleSort: 2,
    status: '0',
  },
];
type MockUser = UserForm & { userId: number };

const SEED: MockUser[] = [
  {
    userId: 1,
    userName: 'admin',
    nickName: 'Administrator',
    deptId: 103,
    phonenumber: '15888888888',
    email: 'admin@example.com',
    sex: '0',
    status: '0',
    roleIds: [1],
    postIds: [1],
  },
  {
    userId: 2,
    userName: 'ry',
    nickName: 'Editor',
    deptId: 105,
    phonenumber: '15666666666',
    email: 'ry@example.com',
    sex: '1',
    status: '0',
    roleIds: [2],
    postIds: [2],
  },
];

export const userDb = Object.assign(
  new Model<MockUser, 'userId'>('userId', () =>
    SEED.map((u) => ({ ...u, createTime: '2024-01-01 10:00:00', version: 0 })),
  ),
  {
    /** Bodies received by POST/PUT (what the forms sent). */
    sent: [] as UserForm[],
  },
);

export function resetUserMock(): void {
  userDb.reset();
  userDb.sent = [];
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

const row = (u: MockUser) => {
  const { password: _pw, postIds: _p, roleIds: _r, ...rest } = u;
  return {
    ...rest,
    dept: u.deptId
      ? { deptId: u.deptId, deptName: DEPT_NAMES[u.deptId] ?? '' }
      : null,
  };
};

export const userHandlers = [
  http.get('*/system/user/list', ({ request }) => {
    const denied = guard(request, 'system:user:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const dept = q.get('deptId');
    const rows = userDb.rows.filter(
      (u) =>
        (!q.get('userName') || u.userName.includes(q.get('userName')!)) &&
        (!q.get('status') || u.status === q.get('status')) &&
        (!dept || dept === '100' || String(u.deptId) === dept),
    );
    const page = pageOf(rows, q);
    return ok({ ...page, rows: page.rows.map(row) });
  }),

  http.get('*/system/user/deptTree', ({ request }) => {
    const denied = guard(request, 'system:user:list');
    if (denied) return denied;
    return ok({ data: DEPT_TREE });
  }),

  http.get('*/system/user/authRole/:id', ({ request, params }) => {
    const denied = guard(request, 'system:user:query');
    if (denied) return denied;
    const user = userDb.find(Number(params.id));
    if (!user) return fail(500, 'The record does not exist');
    return ok({
      user: row(user),
      roles: ROLES.filter((r) => r.roleId !== 1).map((r) => ({
        ...r,
        flag: (user.roleIds ?? []).includes(r.roleId!),
      })),
    });
  }),

  http.put('*/system/user/authRole', ({ request }) => {
    const denied = guard(request, 'system:user:edit');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const user = userDb.find(Number(q.get('userId')));
    if (!user) return fail(500, 'The record does not exist');
    user.roleIds = (q.get('roleIds') ?? '')
      .split(',')
      .filter(Boolean)
      .map(Number);
    return ok();
  }),

  http.post('*/system/user/importData', ({ request }) => {
    const denied = guard(request, 'system:user:import');
    if (denied) return denied;
    const data: ImportRowResult[] = [
      {
        rowNum: 2,
        userName: 'new1',
        outcome: 'added',
        msg: 'Account new1 imported',
      },
      {
        rowNum: 3,
        userName: 'bad',
        outcome: 'failed',
        msg: 'Row 3, account bad: Nickname cannot be empty',
      },
    ];
    return HttpResponse.json({
      code: 500,
      msg: 'Import failed! 1 row(s) are not valid:<br/>1、Row 3, account bad: Nickname cannot be empty',
      data,
    });
  }),

  http.put('*/system/user/changeStatus', async ({ request }) => {
    const denied = guard(request, 'system:user:edit');
    if (denied) return denied;
    const body = (await request.json()) as { userId: number; status: string };
    const user = userDb.find(body.userId);
    if (!user) return fail(500, 'The record does not exist');
    user.status = body.status;
    return ok();
  }),

  http.put('*/system/user/resetPwd', async ({ request }) => {
    const denied = guard(request, 'system:user:resetPwd');
    if (denied) return denied;
    const body = (await request.json()) as { userId: number; password: string };
    const user = userDb.find(body.userId);
    if (!user) return fail(500, 'The record does not exist');
    user.password = body.password;
    return ok();
  }),

  http.get('*/system/user/:id?', ({ request, params }) => {
    const denied = guard(request, 'system:user:query');
    if (denied) return denied;
    if (!params.id) return ok({ roles: ROLES.slice(1), posts: postDb.rows });
    const user = userDb.find(Number(params.id));
    if (!user) return fail(500, 'The record does not exist');
    return ok({
      data: row(user),
      roles: user.userId === 1 ? ROLES : ROLES.slice(1),
      posts: postDb.rows,
      postIds: user.postIds ?? [],
      roleIds: user.roleIds ?? [],
    });
  }),

  http.post('*/system/user', async ({ request }) => {
    const denied = guard(request, 'system:user:add');
    if (denied) return denied;
    const body = (await request.json()) as UserForm;
    userDb.sent.push(body);
    if (userDb.rows.some((u) => u.userName === body.userName)) {
      return fail(
        500,
        `Failed to add user '${body.userName}': the account already exists`,
      );
    }
    userDb.create({ ...body, createTime: '2024-02-02 12:00:00', version: 0 });
    return ok();
  }),

  http.put('*/system/user', async ({ request }) => {
    const denied = guard(request, 'system:user:edit');
    if (denied) return denied;
    const body = (await request.json()) as MockUser;
    userDb.sent.push(body);
    const user = userDb.find(body.userId);
    if (!user) return fail(500, 'The record does not exist');
    if (body.version !== user.version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    userDb.update(body.userId, { ...body, version: body.version! + 1 });
    return ok();
  }),

  http.delete('*/system/user/:ids', ({ request, params }) => {
    const denied = guard(request, 'system:user:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    userDb.remove(ids);
    return ok();
  }),
];
