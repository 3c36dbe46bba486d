import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

interface Node {
  id: number;
  label: string;
  children?: Node[];
}

const find = (nodes: Node[], id: number): Node | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
};

const ids = (nodes: Node[]): number[] =>
  nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);

describe('/system/menu pickers', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;

  beforeAll(async () => {
    t = await createTestApp();
    current = t;
    admin = api(t.app, await loginToken(t.app, 'admin'));
    ry = api(t.app, await loginToken(t.app, 'ry'));
  });
  afterAll(() => t.close());

  it('treeselect: the whole tree for the super administrator, titled in the session language', async () => {
    const res = await admin.get('/system/menu/treeselect');
    expect(res).toMatchObject({ code: 200, msg: '操作成功' });
    const system = find(res.data, 1)!;
    expect(system.label).toBe('系统管理');
    const user = find(res.data, 100)!;
    expect(user.children!.map((c) => c.id)).toEqual([
      1000, 1001, 1002, 1003, 1004, 1005, 1006,
    ]);
    // buttons have no children key at all
    expect(find(res.data, 1000)).not.toHaveProperty('children');
    const total = await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_menu',
    );
    expect(ids(res.data)).toHaveLength(total!.n);

    const en = api(t.app, await loginToken(t.app, 'admin'), {
      'accept-language': 'en',
    });
    const enTree = await en.get('/system/menu/treeselect');
    expect(find(enTree.data, 1)?.label).toBe('System');
    expect(find(enTree.data, 100)?.label).toBe('Users');
  });

  it('treeselect: a non-admin sees only the menus of their roles; filters apply', async () => {
    // the tree belongs to the role dialog: ry may now add roles
    await t.app.db.query(
      'INSERT INTO sys_role_menu (role_id, menu_id) VALUES (2, 1008)',
    );
    const res = await ry.get('/system/menu/treeselect');
    const own = await t.app.db.query<{ id: number }>(
      `SELECT DISTINCT rm.menu_id AS id FROM sys_role_menu rm
         JOIN sys_user_role ur ON ur.role_id = rm.role_id WHERE ur.user_id = 2`,
    );
    expect(ids(res.data).sort((a, b) => a - b)).toEqual(
      own.map((r) => r.id).sort((a, b) => a - b),
    );
    expect(find(res.data, 102)).toBeUndefined();

    const filtered = await admin.get(
      `/system/menu/treeselect?menuName=${encodeURIComponent('Log')}`,
    );
    // a filtered row whose parent is filtered out becomes a root
    expect(ids(filtered.data)).toContain(108);
  });

  it('roleMenuTreeselect: checked keys of the role, leaf-ish under menu_check_strictly', async () => {
    await t.app.db.query('DELETE FROM sys_role_menu WHERE role_id = 2');
    await t.app.db.query(
      `INSERT INTO sys_role_menu (role_id, menu_id) VALUES (2, 1), (2, 100), (2, 1000), (2, 107)`,
    );
    await t.app.db.query(
      'UPDATE sys_role SET menu_check_strictly = 1 WHERE role_id = 2',
    );
    const strict = await admin.get('/system/menu/roleMenuTreeselect/2');
    expect(strict).toMatchObject({ code: 200 });
    expect([...strict.checkedKeys].sort((a, b) => a - b)).toEqual([107, 1000]);
    expect(ids(strict.menus)).toContain(1060);

    await t.app.db.query(
      'UPDATE sys_role SET menu_check_strictly = 0 WHERE role_id = 2',
    );
    const loose = await admin.get('/system/menu/roleMenuTreeselect/2');
    expect([...loose.checkedKeys].sort((a, b) => a - b)).toEqual([
      1, 100, 107, 1000,
    ]);

    const none = await admin.get('/system/menu/roleMenuTreeselect/999');
    expect(none.checkedKeys).toEqual([]);
  });

  it('needs a sign-in', async () => {
    const res: Json = (
      await t.app.inject({ method: 'GET', url: '/system/menu/treeselect' })
    ).json();
    expect(res.code).toBe(401);
  });

  it('needs the menu permissions: ry is refused with 403 and nothing changes', async () => {
    const before = await menuCount();
    const denied = { code: 403, msg: '没有权限，请联系管理员授权' };
    expect(await ry.get('/system/menu/list')).toEqual(denied);
    expect(await ry.get('/system/menu/1')).toEqual(denied);
    expect(await ry.post('/system/menu', newMenu())).toEqual(denied);
    expect(await ry.put('/system/menu', { ...newMenu(), menuId: 102 })).toEqual(
      denied,
    );
    expect(await ry.del('/system/menu/1015')).toEqual(denied);
    expect(await menuCount()).toBe(before);
  });
});

const newMenu = (o: Record<string, unknown> = {}) => ({
  menuName: 'Reports',
  parentId: 0,
  orderNum: 9,
  path: 'reports',
  component: null,
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType: 'M',
  visible: '0',
  status: '0',
  perms: '',
  icon: 'chart',
  remark: '',
  ...o,
});

/** Rows in sys_menu of the describe block's app. */
let current: TestApp | undefined;
const menuCount = async () =>
  (await current!.app.db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM sys_menu',
  ))!.n;

describe('/system/menu management', () => {
  let t: TestApp;
  let admin: Api;
  const ok = { code: 200, msg: '操作成功' };
  const idOf = async (name: string) =>
    (
      (await admin.get(
        `/system/menu/list?menuName=${encodeURIComponent(name)}`,
      )) as Json
    ).data.find((m: Json) => m.menuName === name)?.menuId as number;
  const routers = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/getRouters',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data as Json[];

  beforeAll(async () => {
    t = await createTestApp();
    current = t;
    admin = api(t.app, await loginToken(t.app, 'admin'));
  });
  afterAll(() => t.close());

  it('lists every menu flat, titled, in tree order; filters by shown or stored name, status and visibility', async () => {
    const all = await admin.get('/system/menu/list');
    expect(all).toMatchObject({ code: 200, msg: '操作成功' });
    expect(all.data).toHaveLength(await menuCount());
    expect(all.data.find((m: Json) => m.menuId === 100)).toMatchObject({
      menuName: '用户管理',
      parentId: 1,
      path: 'user',
      component: 'system/user/index',
      menuType: 'C',
      perms: 'system:user:list',
      icon: 'user',
      isFrame: '1',
      version: 0,
    });
    expect(all.data[0]).not.toHaveProperty('i18nKey');
    const shown = await admin.get(
      `/system/menu/list?menuName=${encodeURIComponent('用户管理')}`,
    );
    expect(shown.data.map((m: Json) => m.menuId)).toEqual([100]);
    const stored = await admin.get('/system/menu/list?menuName=cache%20LIST');
    expect(stored.data.map((m: Json) => m.menuId)).toEqual([114]);
    await t.app.db.query(
      `UPDATE sys_menu SET status = '1' WHERE menu_id = 117`,
    );
    const disabled = await admin.get('/system/menu/list?status=1');
    expect(disabled.data.map((m: Json) => m.menuId)).toEqual([117]);
    await t.app.db.query(
      `UPDATE sys_menu SET status = '0' WHERE menu_id = 117`,
    );
  });

  it('adds a directory, a menu and a button; the next sign-in gets them from /getRouters', async () => {
    const before = await loginToken(t.app, 'admin');
    expect(await admin.post('/system/menu', newMenu())).toEqual(ok);
    const dirId = await idOf('Reports');
    expect(
      await admin.post(
        '/system/menu',
        newMenu({
          menuName: 'Sales report',
          parentId: dirId,
          orderNum: 1,
          path: 'sales',
          component: 'system/config/index',
          query: '{"year":"2026"}',
          menuType: 'C',
          isCache: '1',
          perms: 'report:sales:list',
          icon: 'excel',
        }),
      ),
    ).toEqual(ok);
    const menuId = await idOf('Sales report');
    expect(
      await admin.post(
        '/system/menu',
        newMenu({
          menuName: 'Sales export',
          parentId: menuId,
          path: 'ignored',
          component: 'ignored',
          menuType: 'F',
          perms: 'report:sales:export',
          icon: '#',
        }),
      ),
    ).toEqual(ok);
    const button = (
      await admin.get(`/system/menu/${await idOf('Sales export')}`)
    ).data;
    expect(button).toMatchObject({ path: '', component: null, menuType: 'F' });

    const after = await loginToken(t.app, 'admin');
    const tree = await routers(after);
    const reports = tree.find((r) => r.path === '/reports');
    expect(reports).toMatchObject({
      name: 'Reports',
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noRedirect',
      meta: { title: 'Reports', icon: 'chart', noCache: false, link: null },
    });
    expect(reports.children).toEqual([
      {
        name: 'Sales',
        path: 'sales',
        hidden: false,
        component: 'system/config/index',
        query: '{"year":"2026"}',
        meta: {
          title: 'Sales report',
          icon: 'excel',
          noCache: true,
          link: null,
        },
      },
    ]);
    // the earlier session sees the same fresh tree on its next call
    expect((await routers(before)).some((r) => r.path === '/reports')).toBe(
      true,
    );
  });

  it('edits a menu: a new name replaces the translation in /getRouters; the shown name saved back keeps it', async () => {
    const user = (await admin.get('/system/menu/100')).data;
    expect(user.menuName).toBe('用户管理');
    // unchanged shown name: still translated in every language
    expect(
      await admin.put('/system/menu', { ...user, icon: 'people' }),
    ).toEqual(ok);
    const en = api(t.app, await loginToken(t.app, 'admin'), {
      'accept-language': 'en',
    });
    expect((await en.get('/system/menu/100')).data).toMatchObject({
      menuName: 'Users',
      icon: 'people',
    });
    // a new name shows in every language
    const loaded = (await admin.get('/system/menu/100')).data;
    expect(
      await admin.put('/system/menu', { ...loaded, menuName: 'Staff' }),
    ).toEqual(ok);
    expect((await en.get('/system/menu/100')).data.menuName).toBe('Staff');
    const system = (await routers(await loginToken(t.app, 'admin'))).find(
      (r) => r.path === '/system',
    );
    expect(
      system.children.find((c: Json) => c.path === 'user').meta.title,
    ).toBe('Staff');
  });

  it('refuses a bad external link, a parent that is itself or below it, a missing parent and a taken name', async () => {
    const before = await menuCount();
    expect(
      await admin.post(
        '/system/menu',
        newMenu({ menuName: 'Docs', isFrame: '0', path: 'docs.example.com' }),
      ),
    ).toEqual({
      code: 500,
      msg: "新增菜单'Docs'失败，地址必须以http(s)://开头",
    });
    expect(
      await admin.post(
        '/system/menu',
        newMenu({
          menuName: 'Docs',
          isFrame: '0',
          path: 'https://docs.example.com',
        }),
      ),
    ).toEqual(ok);
    expect(
      await admin.post('/system/menu', newMenu({ menuName: 'Reports' })),
    ).toEqual({ code: 500, msg: "新增菜单'Reports'失败，菜单名称已存在" });
    // the same name under another parent is fine
    expect(
      await admin.post(
        '/system/menu',
        newMenu({ menuName: 'Reports', parentId: 1, path: 'reports2' }),
      ),
    ).toEqual(ok);
    expect(
      await admin.post(
        '/system/menu',
        newMenu({ menuName: 'X', parentId: 99999 }),
      ),
    ).toEqual({ code: 500, msg: '上级菜单不存在' });

    const dir = (await admin.get('/system/menu/1')).data;
    expect(await admin.put('/system/menu', { ...dir, parentId: 1 })).toEqual({
      code: 500,
      msg: "修改菜单'系统管理'失败，上级菜单不能选择自己",
    });
    expect(await admin.put('/system/menu', { ...dir, parentId: 108 })).toEqual({
      code: 500,
      msg: "修改菜单'系统管理'失败，上级菜单不能选择自己的下级菜单",
    });
    expect(
      await admin.put('/system/menu', { ...dir, isFrame: '0', path: 'system' }),
    ).toEqual({
      code: 500,
      msg: "修改菜单'系统管理'失败，地址必须以http(s)://开头",
    });
    const post = (await admin.get('/system/menu/104')).data;
    expect(
      await admin.put('/system/menu', { ...post, menuName: 'Dept' }),
    ).toEqual({ code: 500, msg: "修改菜单'Dept'失败，菜单名称已存在" });
    expect(await menuCount()).toBe(before + 2);
    expect((await admin.get('/system/menu/1')).data).toEqual(dir);
    expect((await admin.get('/system/menu/104')).data).toEqual(post);
  });

  it('answers validation failures with the field name and changes nothing', async () => {
    const before = await menuCount();
    expect(
      await admin.post('/system/menu', newMenu({ menuName: 'm'.repeat(51) })),
    ).toEqual({ code: 500, msg: '菜单名称长度不能超过50个字符' });
    expect(
      await admin.post('/system/menu', newMenu({ menuName: ' ' })),
    ).toEqual({ code: 500, msg: '菜单名称不能为空' });
    expect(
      (await admin.post('/system/menu', newMenu({ menuType: 'X' }))).code,
    ).toBe(500);
    expect(
      await admin.post('/system/menu', newMenu({ perms: 'p'.repeat(101) })),
    ).toEqual({ code: 500, msg: '权限字符长度不能超过100个字符' });
    const post = (await admin.get('/system/menu/104')).data;
    expect(
      await admin.put('/system/menu', { ...post, path: 'p'.repeat(201) }),
    ).toEqual({ code: 500, msg: '路由地址长度不能超过200个字符' });
    expect(await menuCount()).toBe(before);
    expect((await admin.get('/system/menu/104')).data).toEqual(post);
  });

  it('refuses the second of two concurrent edits', async () => {
    const a = (await admin.get('/system/menu/107')).data;
    const b = (await admin.get('/system/menu/107')).data;
    expect(await admin.put('/system/menu', { ...a, orderNum: 20 })).toEqual(ok);
    expect(await admin.put('/system/menu', { ...b, orderNum: 30 })).toEqual({
      code: 500,
      msg: '该数据已被他人修改，请刷新后重新编辑',
    });
    expect((await admin.get('/system/menu/107')).data.orderNum).toBe(20);
  });

  it('refuses to delete a menu with submenus or one assigned to a role (warning 601), deletes a free one', async () => {
    const before = await menuCount();
    expect(await admin.del('/system/menu/1')).toEqual({
      code: 601,
      msg: '存在子菜单,不允许删除',
    });
    await t.app.db.query(
      'INSERT INTO sys_role_menu (role_id, menu_id) VALUES (2, 1015) ON CONFLICT DO NOTHING',
    );
    expect(await admin.del('/system/menu/1015')).toEqual({
      code: 601,
      msg: '菜单已分配,不允许删除',
    });
    expect(await menuCount()).toBe(before);
    const docs = await idOf('Docs');
    expect(await admin.del(`/system/menu/${docs}`)).toEqual(ok);
    expect(await admin.get(`/system/menu/${docs}`)).toEqual({
      code: 500,
      msg: '数据不存在或已被删除',
    });
    expect(await menuCount()).toBe(before - 1);
  });
});
