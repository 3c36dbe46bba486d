/** msw handlers for /system/dept over its model (../model). */
import { http } from 'msw';
import type { SysDept } from '../../src/types/dept';
import { Model } from '../model';
import { accountOf, fail, ok, unauthorized } from './shared';

const SEED: SysDept[] = [
  {
    deptId: 100,
    parentId: 0,
    ancestors: '0',
    deptName: 'Head office',
    orderNum: 0,
    status: '0',
  },
  {
    deptId: 101,
    parentId: 100,
    ancestors: '0,100',
    deptName: 'Shenzhen',
    orderNum: 1,
    status: '0',
  },
  {
    deptId: 102,
    parentId: 100,
    ancestors: '0,100',
    deptName: 'Changsha',
    orderNum: 2,
    status: '0',
  },
  {
    deptId: 103,
    parentId: 101,
    ancestors: '0,100,101',
    deptName: 'Research',
    orderNum: 1,
    status: '0',
  },
  {
    deptId: 105,
    parentId: 101,
    ancestors: '0,100,101',
    deptName: 'Testing',
    orderNum: 3,
    status: '1',
  },
].map((d) => ({ ...d, createTime: '2024-01-01 10:00:00', version: 0 }));

/** Departments with users (cannot be deleted). */
const STAFFED = new Set([103]);

export const deptDb = new Model<SysDept, 'deptId'>(
  'deptId',
  () => SEED.map((d) => ({ ...d })),
  200,
);

export function resetDeptMock(): void {
  deptDb.reset();
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

export const deptHandlers = [
  http.get('*/system/dept/list', ({ request }) => {
    const denied = guard(request, 'system:dept:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const name = q.get('deptName');
    const status = q.get('status');
    return ok({
      data: deptDb.rows.filter(
        (d) =>
          (!name || d.deptName.includes(name)) &&
          (!status || d.status === status),
      ),
    });
  }),

  http.get('*/system/dept/list/exclude/:id', ({ request, params }) => {
    const denied = guard(request, 'system:dept:list');
    if (denied) return denied;
    const id = String(params.id);
    return ok({
      data: deptDb.rows.filter(
        (d) =>
          String(d.deptId) !== id &&
          !(d.ancestors ?? '').split(',').includes(id),
      ),
    });
  }),

  http.get('*/system/dept/:id', ({ request, params }) => {
    const denied = guard(request, 'system:dept:query');
    if (denied) return denied;
    const dept = deptDb.find(Number(params.id));
    return dept ? ok({ data: dept }) : fail(500, 'The record does not exist');
  }),

  http.post('*/system/dept', async ({ request }) => {
    const denied = guard(request, 'system:dept:add');
    if (denied) return denied;
    const body = (await request.json()) as SysDept;
    const parent = deptDb.rows.find((d) => d.deptId === body.parentId);
    if (!parent) return fail(500, 'The parent department does not exist');
    if (parent.status !== '0') {
      return fail(
        500,
        'The department is disabled: no new departments can be added under it',
      );
    }
    deptDb.create({
      ...body,
      ancestors: `${parent.ancestors},${parent.deptId}`,
      createTime: '2024-02-02 12:00:00',
      version: 0,
    });
    return ok();
  }),

  http.put('*/system/dept', async ({ request }) => {
    const denied = guard(request, 'system:dept:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysDept;
    const row = deptDb.find(body.deptId);
    if (!row) return fail(500, 'The record does not exist');
    if (body.version !== row.version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    deptDb.update(body.deptId, { ...body, version: body.version! + 1 });
    return ok();
  }),

  http.delete('*/system/dept/:id', ({ request, params }) => {
    const denied = guard(request, 'system:dept:remove');
    if (denied) return denied;
    const id = Number(params.id);
    if (deptDb.rows.some((d) => d.parentId === id)) {
      return fail(
        601,
        'The department has sub-departments and cannot be deleted',
      );
    }
    if (STAFFED.has(id))
      return fail(601, 'The department has users and cannot be deleted');
    deptDb.remove([id]);
    return ok();
  }),
];
