/** msw handlers for /system/menu over its model (../model). */
import { http } from 'msw';
import type { SysMenu } from '../../src/types/menu';
import { Model } from '../model';
import { accountOf, fail, ok, unauthorized } from './shared';

const menu = (
  menuId: number,
  parentId: number,
  menuName: string,
  menuType: SysMenu['menuType'],
  o: Partial<SysMenu> = {},
): SysMenu => ({
  menuId,
  parentId,
  menuName,
  menuType,
  orderNum: 1,
  path: menuType === 'F' ? '' : menuName.toLowerCase(),
  component: null,
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  visible: '0',
  status: '0',
  perms: '',
  icon: menuType === 'F' ? '#' : 'system',
  createTime: '2024-01-01 10:00:00',
  version: 0,
  ...o,
});

const SEED: SysMenu[] = [
  menu(1, 0, 'System', 'M', { orderNum: 1 }),
  menu(2, 0, 'Monitor', 'M', { orderNum: 2, icon: 'monitor' }),
  menu(100, 1, 'Users', 'C', {
    path: 'user',
    component: 'system/user/index',
    perms: 'system:user:list',
    icon: 'user',
  }),
  menu(1000, 100, 'Query', 'F', { perms: 'system:user:query' }),
  menu(108, 1, 'Logs', 'M', { orderNum: 9, icon: 'log', status: '1' }),
];

/** Menus assigned to a role (cannot be deleted). */
const ASSIGNED = new Set([1000]);

export const menuDb = new Model<SysMenu, 'menuId'>(
  'menuId',
  () => SEED.map((m) => ({ ...m })),
  2000,
);

export function resetMenuMock(): void {
  menuDb.reset();
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

function rules(body: SysMenu, op: 'add' | 'modify') {
  const verb = op === 'add' ? 'add' : 'modify';
  if (body.isFrame === '0' && !/^https?:\/\//.test(body.path ?? '')) {
    return fail(
      500,
      `Failed to ${verb} menu '${body.menuName}': the address must start with http(s)://`,
    );
  }
  const taken = menuDb.rows.some(
    (m) =>
      m.menuName === body.menuName &&
      m.parentId === body.parentId &&
      m.menuId !== body.menuId,
  );
  if (taken) {
    return fail(
      500,
      `Failed to ${verb} menu '${body.menuName}': the menu name already exists`,
    );
  }
  return null;
}

export const menuHandlers = [
  http.get('*/system/menu/list', ({ request }) => {
    const denied = guard(request, 'system:menu:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const name = q.get('menuName')?.toLowerCase();
    const status = q.get('status');
    const data = menuDb.rows
      .filter(
        (m) =>
          (!name || m.menuName.toLowerCase().includes(name)) &&
          (!status || m.status === status),
      )
      .sort((a, b) => a.parentId - b.parentId || a.orderNum - b.orderNum);
    return ok({ data });
  }),

  http.get('*/system/menu/:id', ({ request, params }) => {
    // treeselect and friends are other handlers'
    if (!/^\d+$/.test(String(params.id))) return undefined;
    const denied = guard(request, 'system:menu:query');
    if (denied) return denied;
    const row = menuDb.find(Number(params.id));
    return row ? ok({ data: row }) : fail(500, 'The record does not exist');
  }),

  http.post('*/system/menu', async ({ request }) => {
    const denied = guard(request, 'system:menu:add');
    if (denied) return denied;
    const body = (await request.json()) as SysMenu;
    const refused = rules(body, 'add');
    if (refused) return refused;
    menuDb.create({
      ...body,
      createTime: '2024-02-02 12:00:00',
      version: 0,
    });
    return ok();
  }),

  http.put('*/system/menu', async ({ request }) => {
    const denied = guard(request, 'system:menu:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysMenu;
    const row = menuDb.find(body.menuId);
    if (!row) return fail(500, 'The record does not exist');
    if (body.version !== row.version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    const refused = rules(body, 'modify');
    if (refused) return refused;
    menuDb.update(body.menuId, { ...body, version: (body.version ?? 0) + 1 });
    return ok();
  }),

  http.delete('*/system/menu/:id', ({ request, params }) => {
    const denied = guard(request, 'system:menu:remove');
    if (denied) return denied;
    const id = Number(params.id);
    if (menuDb.rows.some((m) => m.parentId === id)) {
      return fail(601, 'The menu has submenus and cannot be deleted');
    }
    if (ASSIGNED.has(id)) {
      return fail(601, 'The menu is assigned to a role and cannot be deleted');
    }
    menuDb.remove([id]);
    return ok();
  }),
];
