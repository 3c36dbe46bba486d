/** msw handlers for /system/role over its model (../model). */
import { http } from 'msw';
import type { SysRole } from '../../src/types/role';
import { Model } from '../model';
import { DEPT_TREE } from './system-user';
import { accountOf, fail, ok, unauthorized } from './shared';

const SEED: SysRole[] = [
  {
    roleId: 1,
    roleName: 'Super admin',
    roleKey: 'admin',
    roleSort: 1,
    status: '0',
    dataScope: '1',
  },
  {
    roleId: 2,
    roleName: 'Editor',
    roleKey: 'common',
    roleSort: 2,
    status: '0',
    dataScope: '2',
  },
];

export const roleDb = Object.assign(
  new Model<SysRole, 'roleId'>('roleId', () =>
    SEED.map((r) => ({
      ...r,
      menuCheckStrictly: true,
      deptCheckStrictly: true,
      createTime: '2024-01-01 10:00:00',
      version: 0,
    })),
  ),
  {
    /** role id → its menu ids and custom department ids. */
    menus: new Map<number, number[]>(),
    depts: new Map<number, number[]>(),
    /** Bodies received by POST/PUT (what the forms sent). */
    sent: [] as SysRole[],
  },
);

export function resetRoleMock(): void {
  roleDb.reset();
  roleDb.menus = new Map([[2, [1, 100, 1000]]]);
  roleDb.depts = new Map([[2, [105]]]);
  roleDb.sent = [];
}
resetRoleMock();

function guard(request: Request, perm?: string) {
  const account = accountOf(request);
  if (!account) return unauthorized(request);
  const perms = account.permissions;
  if (perm && !perms.includes('*:*:*') && !perms.includes(perm)) {
    return fail(403, 'No permission, please contact the administrator');
  }
  return null;
}

export const roleHandlers = [
  http.get('*/system/role/list', ({ request }) => {
    const denied = guard(request, 'system:role:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const rows = roleDb.rows.filter(
      (r) =>
        (!q.get('roleName') || r.roleName.includes(q.get('roleName')!)) &&
        (!q.get('roleKey') || r.roleKey.includes(q.get('roleKey')!)) &&
        (!q.get('status') || r.status === q.get('status')),
    );
    return ok({ rows, total: rows.length });
  }),

  http.get('*/system/role/deptTree/:id', ({ request, params }) => {
    const denied = guard(request, 'system:role:query');
    if (denied) return denied;
    return ok({
      depts: DEPT_TREE,
      checkedKeys: roleDb.depts.get(Number(params.id)) ?? [],
    });
  }),

  http.get('*/system/role/:id', ({ request, params }) => {
    const denied = guard(request, 'system:role:query');
    if (denied) return denied;
    const role = roleDb.find(Number(params.id));
    return role ? ok({ data: role }) : fail(500, 'The record does not exist');
  }),

  http.post('*/system/role', async ({ request }) => {
    const denied = guard(request, 'system:role:add');
    if (denied) return denied;
    const body = (await request.json()) as SysRole;
    roleDb.sent.push(body);
    if (roleDb.rows.some((r) => r.roleName === body.roleName)) {
      return fail(
        500,
        `Failed to add role '${body.roleName}': the role name already exists`,
      );
    }
    const { roleId } = roleDb.create({ ...body, dataScope: '1', version: 0 });
    roleDb.menus.set(roleId!, body.menuIds ?? []);
    return ok();
  }),

  http.put('*/system/role/dataScope', async ({ request }) => {
    const denied = guard(request, 'system:role:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysRole;
    roleDb.sent.push(body);
    const role = roleDb.find(body.roleId);
    if (!role) return fail(500, 'The record does not exist');
    role.dataScope = body.dataScope;
    roleDb.depts.set(role.roleId!, body.deptIds ?? []);
    return ok();
  }),

  http.put('*/system/role/changeStatus', async ({ request }) => {
    const denied = guard(request, 'system:role:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysRole;
    const role = roleDb.find(body.roleId);
    if (!role) return fail(500, 'The record does not exist');
    role.status = body.status;
    return ok();
  }),

  http.put('*/system/role', async ({ request }) => {
    const denied = guard(request, 'system:role:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysRole;
    roleDb.sent.push(body);
    if (!roleDb.find(body.roleId)) {
      return fail(500, 'The record does not exist');
    }
    roleDb.update(body.roleId, { ...body, version: (body.version ?? 0) + 1 });
    roleDb.menus.set(body.roleId!, body.menuIds ?? []);
    return ok();
  }),

  http.delete('*/system/role/:ids', ({ request, params }) => {
    const denied = guard(request, 'system:role:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    roleDb.remove(ids);
    return ok();
  }),
];
