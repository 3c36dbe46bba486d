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
});
