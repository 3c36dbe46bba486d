import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const ok = { code: 200, msg: '操作成功' };
const denied = { code: 403, msg: '没有权限，请联系管理员授权' };
const adminRole = { code: 500, msg: '不允许操作超级管理员角色' };
const keys = (res: Json) => res.rows.map((r: Json) => r.roleKey as string);
const userNames = (res: Json) =>
  res.rows.map((r: Json) => r.userName as string);

const newRole = (over: Record<string, unknown> = {}) => ({
  roleName: 'Editors',
  roleKey: 'editor',
  roleSort: 3,
  status: '0',
  menuCheckStrictly: true,
  deptCheckStrictly: true,
  menuIds: [1, 100, 1000, 1001],
  remark: 'content team',
  ...over,
});

describe('/system/role', () => {
  let t: TestApp;
  let admin: Api;
  const roleCount = async () =>
    (await t.app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_role WHERE del_flag = '0'`,
    ))!.n;
  const idOf = async (key: string) =>
    (await admin.get(`/system/role/list?roleKey=${key}`)).rows[0]
      .roleId as number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
  });
  afterAll(() => t.close());

  it('lists roles by order with filters and allow-listed sorting', async () => {
    const all = await admin.get('/system/role/list');
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    expect(all.rows[0]).toMatchObject({
      roleId: 1,
      roleName: '超级管理员',
      roleKey: 'admin',
      roleSort: 1,
      dataScope: '1',
      menuCheckStrictly: true,
      status: '0',
      version: 0,
    });
    expect(keys(await admin.get('/system/role/list?roleKey=comm'))).toEqual([
      'common',
    ]);
    expect(
      keys(
        await admin.get(
          `/system/role/list?roleName=${encodeURIComponent('普通')}`,
        ),
      ),
    ).toEqual(['common']);
    expect(
      keys(
        await admin.get('/system/role/list?orderByColumn=roleSort&isAsc=desc'),
      ),
    ).toEqual(['common', 'admin']);
    expect(
      await admin.get('/system/role/list?orderByColumn=data_scope'),
    ).toEqual({ code: 500, msg: '参数不符合规范，不能进行查询' });
    expect(
      (await admin.get('/system/role/optionselect')).data.map(
        (r: Json) => r.roleId,
      ),
    ).toEqual([1, 2]);
  });

  it('adds a role with its menus; the menu tree shows them checked', async () => {
    expect(await admin.post('/system/role', newRole())).toEqual(ok);
    const id = await idOf('editor');
    const role = await admin.get(`/system/role/${id}`);
    expect(role.data).toMatchObject({
      roleName: 'Editors',
      dataScope: '1',
      createBy: 'admin',
      remark: 'content team',
      admin: false,
    });
    const tree = await admin.get(`/system/menu/roleMenuTreeselect/${id}`);
    // strictly: parents of checked menus are left out of checkedKeys
    expect(tree.checkedKeys).toEqual([1000, 1001]);
    const links = await t.app.db.query<{ menu_id: number }>(
      'SELECT menu_id FROM sys_role_menu WHERE role_id = $1 ORDER BY menu_id',
      [id],
    );
    expect(links.map((l) => l.menu_id)).toEqual([1, 100, 1000, 1001]);
  });

  it('refuses duplicate names and keys and invalid bodies, changing nothing', async () => {
    const before = await roleCount();
    expect(
      await admin.post('/system/role', newRole({ roleKey: 'other' })),
    ).toEqual({ code: 500, msg: "新增角色'Editors'失败，角色名称已存在" });
    expect(
      await admin.post('/system/role', newRole({ roleName: 'Other' })),
    ).toEqual({ code: 500, msg: "新增角色'Other'失败，角色权限已存在" });
    expect(
      await admin.post('/system/role', newRole({ roleName: 'r'.repeat(31) })),
    ).toEqual({ code: 500, msg: '角色名称长度不能超过30个字符' });
    const { roleKey: _k, ...noKey } = newRole({ roleName: 'NoKey' });
    expect(await admin.post('/system/role', noKey)).toEqual({
      code: 500,
      msg: '权限字符不能为空',
    });
    const { roleSort: _s, ...noSort } = newRole({
      roleName: 'NoSort',
      roleKey: 'nosort',
    });
    expect(await admin.post('/system/role', noSort)).toEqual({
      code: 500,
      msg: '角色顺序不能为空',
    });
    const common = (await admin.get('/system/role/2')).data;
    expect(
      await admin.put('/system/role', { ...common, roleName: 'Editors' }),
    ).toEqual({ code: 500, msg: "修改角色'Editors'失败，角色名称已存在" });
    expect(
      await admin.put('/system/role', {
        ...common,
        roleKey: 'editor',
      }),
    ).toEqual({ code: 500, msg: "修改角色'普通角色'失败，角色权限已存在" });
    expect(await roleCount()).toBe(before);
    expect((await admin.get('/system/role/2')).data).toEqual(common);
  });

  it('edits a role (menus replaced) and refuses a stale version', async () => {
    const id = await idOf('editor');
    const a = (await admin.get(`/system/role/${id}`)).data;
    const b = (await admin.get(`/system/role/${id}`)).data;
    expect(
      await admin.put('/system/role', {
        ...a,
        roleName: 'Editors 2',
        menuIds: [1, 101, 1007],
      }),
    ).toEqual(ok);
    expect(
      (await admin.get(`/system/menu/roleMenuTreeselect/${id}`)).checkedKeys,
    ).toEqual([1007]);
    expect(
      await admin.put('/system/role', { ...b, roleName: 'Editors 3' }),
    ).toEqual({ code: 500, msg: '该数据已被他人修改，请刷新后重新编辑' });
    expect((await admin.get(`/system/role/${id}`)).data.roleName).toBe(
      'Editors 2',
    );
  });

  it('a role edit reaches signed-in users at once', async () => {
    const ry = api(t.app, await loginToken(t.app, 'ry'));
    expect(await ry.get('/system/role/list')).toEqual(denied);
    const common = (await admin.get('/system/role/2')).data;
    const menuIds = (
      await t.app.db.query<{ menu_id: number }>(
        'SELECT menu_id FROM sys_role_menu WHERE role_id = 2',
      )
    ).map((r) => r.menu_id);
    expect(
      await admin.put('/system/role', {
        ...common,
        menuIds: [...menuIds, 101],
      }),
    ).toEqual(ok);
    expect((await ry.get('/system/role/list')).code).toBe(200);
    const again = (await admin.get('/system/role/2')).data;
    expect(await admin.put('/system/role', { ...again, menuIds })).toEqual(ok);
    expect(await ry.get('/system/role/list')).toEqual(denied);
  });

  it('saves the data scope with custom departments; the tree shows them', async () => {
    const id = await idOf('editor');
    const role = (await admin.get(`/system/role/${id}`)).data;
    expect(
      await admin.put('/system/role/dataScope', {
        roleId: id,
        version: role.version,
        dataScope: '2',
        deptIds: [100, 101, 103, 104],
        deptCheckStrictly: true,
      }),
    ).toEqual(ok);
    const tree = await admin.get(`/system/role/deptTree/${id}`);
    expect(tree.checkedKeys).toEqual([103, 104]);
    expect(tree.depts[0]).toMatchObject({ id: 100, label: '若依科技' });
    expect((await admin.get(`/system/role/${id}`)).data.dataScope).toBe('2');
    // another scope drops the custom departments
    const now = (await admin.get(`/system/role/${id}`)).data;
    expect(
      await admin.put('/system/role/dataScope', {
        roleId: id,
        version: now.version,
        dataScope: '4',
        deptIds: [103],
      }),
    ).toEqual(ok);
    expect(
      (await admin.get(`/system/role/deptTree/${id}`)).checkedKeys,
    ).toEqual([]);
    expect(
      await admin.put('/system/role/dataScope', {
        roleId: id,
        version: now.version,
        dataScope: '3',
      }),
    ).toEqual({ code: 500, msg: '该数据已被他人修改，请刷新后重新编辑' });
    expect(
      await admin.put('/system/role/dataScope', {
        roleId: id,
        dataScope: '9',
      }),
    ).toEqual({ code: 500, msg: '数据范围格式不正确' });
    expect((await admin.get(`/system/role/${id}`)).data.dataScope).toBe('4');
  });

  it('switches the status', async () => {
    const id = await idOf('editor');
    expect(
      await admin.put('/system/role/changeStatus', { roleId: id, status: '1' }),
    ).toEqual(ok);
    expect(keys(await admin.get('/system/role/list?status=1'))).toEqual([
      'editor',
    ]);
  });

  it('protects the super administrator role', async () => {
    const one = (await admin.get('/system/role/1')).data;
    expect(one.admin).toBe(true);
    expect(await admin.put('/system/role', { ...one, roleName: 'x' })).toEqual(
      adminRole,
    );
    expect(
      await admin.put('/system/role/changeStatus', { roleId: 1, status: '1' }),
    ).toEqual(adminRole);
    expect(
      await admin.put('/system/role/dataScope', { roleId: 1, dataScope: '5' }),
    ).toEqual(adminRole);
    expect(await admin.del('/system/role/1')).toEqual(adminRole);
    expect(
      await admin.put('/system/role/authUser/selectAll?roleId=1&userIds=2'),
    ).toEqual(adminRole);
    expect(
      await admin.put('/system/role/authUser/cancel', { roleId: 1, userId: 1 }),
    ).toEqual(adminRole);
    expect((await admin.get('/system/role/1')).data).toEqual(one);
  });

  it('assigns users to a role and cancels them, single and batch', async () => {
    const id = await idOf('editor');
    for (const name of ['u1', 'u2', 'u3']) {
      await admin.post('/system/user', {
        userName: name,
        nickName: name,
        password: 'secret1',
        deptId: 103,
      });
    }
    expect(
      userNames(
        await admin.get(`/system/role/authUser/allocatedList?roleId=2`),
      ),
    ).toEqual(['ry']);
    const free = await admin.get(
      `/system/role/authUser/unallocatedList?roleId=${id}`,
    );
    expect(userNames(free)).toEqual(['admin', 'ry', 'u1', 'u2', 'u3']);
    const ids = free.rows
      .filter((r: Json) => r.userName.startsWith('u'))
      .map((r: Json) => r.userId);
    expect(
      await admin.put(
        `/system/role/authUser/selectAll?roleId=${id}&userIds=${ids.join(',')}`,
      ),
    ).toEqual(ok);
    expect(
      userNames(
        await admin.get(`/system/role/authUser/allocatedList?roleId=${id}`),
      ),
    ).toEqual(['u1', 'u2', 'u3']);
    expect(
      userNames(
        await admin.get(
          `/system/role/authUser/allocatedList?roleId=${id}&userName=u2`,
        ),
      ),
    ).toEqual(['u2']);
    expect(
      userNames(
        await admin.get(`/system/role/authUser/unallocatedList?roleId=${id}`),
      ),
    ).toEqual(['admin', 'ry']);
    expect(
      await admin.put('/system/role/authUser/cancel', {
        roleId: id,
        userId: ids[0],
      }),
    ).toEqual(ok);
    expect(
      await admin.put(
        `/system/role/authUser/cancelAll?roleId=${id}&userIds=${ids.slice(1).join(',')}`,
      ),
    ).toEqual(ok);
    expect(
      (await admin.get(`/system/role/authUser/allocatedList?roleId=${id}`))
        .total,
    ).toBe(0);
  });

  it('refuses to delete an assigned role; deletes others logically with their links', async () => {
    expect(await admin.del('/system/role/2')).toEqual({
      code: 500,
      msg: '普通角色已分配,不能删除',
    });
    const id = await idOf('editor');
    expect(await admin.del(`/system/role/${id}`)).toEqual(ok);
    expect(keys(await admin.get('/system/role/list'))).toEqual([
      'admin',
      'common',
    ]);
    const left = await t.app.db.one<{ m: number; f: string }>(
      `SELECT (SELECT count(*)::int FROM sys_role_menu WHERE role_id = $1) AS m,
              (SELECT del_flag FROM sys_role WHERE role_id = $1) AS f`,
      [id],
    );
    expect(left).toEqual({ m: 0, f: '2' });
    expect(await admin.get(`/system/role/${id}`)).toEqual({
      code: 500,
      msg: '数据不存在或已被删除',
    });
  });

  it('exports the filtered roles as a real .xlsx', async () => {
    const res = await admin.form('/system/role/export', {});
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet).toEqual([
      ['角色序号', '角色名称', '权限字符', '角色顺序', '数据范围', '角色状态'],
      ['1', '超级管理员', 'admin', '1', '全部数据权限', '正常'],
      ['2', '普通角色', 'common', '2', '自定数据权限', '正常'],
    ]);
    const one = await readSheet(
      (await admin.form('/system/role/export', { roleKey: 'comm' })).rawPayload,
    );
    expect(one.slice(1).map((r) => r[2])).toEqual(['common']);
  });

  it('refuses every role endpoint to a user without the permission', async () => {
    const ry = api(t.app, await loginToken(t.app, 'ry'));
    const before = await roleCount();
    expect(await ry.get('/system/role/list')).toEqual(denied);
    expect(await ry.get('/system/role/2')).toEqual(denied);
    expect(await ry.get('/system/role/optionselect')).toEqual(denied);
    expect(await ry.get('/system/role/deptTree/2')).toEqual(denied);
    expect(await ry.post('/system/role', newRole({ roleKey: 'x' }))).toEqual(
      denied,
    );
    expect(await ry.put('/system/role', { roleId: 2 })).toEqual(denied);
    expect(
      await ry.put('/system/role/dataScope', { roleId: 2, dataScope: '1' }),
    ).toEqual(denied);
    expect(
      await ry.put('/system/role/changeStatus', { roleId: 2, status: '1' }),
    ).toEqual(denied);
    expect(await ry.del('/system/role/2')).toEqual(denied);
    expect(
      await ry.get('/system/role/authUser/allocatedList?roleId=2'),
    ).toEqual(denied);
    expect(
      await ry.get('/system/role/authUser/unallocatedList?roleId=2'),
    ).toEqual(denied);
    expect(
      await ry.put('/system/role/authUser/cancel', { roleId: 2, userId: 2 }),
    ).toEqual(denied);
    expect(
      await ry.put('/system/role/authUser/cancelAll?roleId=2&userIds=2'),
    ).toEqual(denied);
    expect(
      await ry.put('/system/role/authUser/selectAll?roleId=2&userIds=1'),
    ).toEqual(denied);
    expect((await ry.form('/system/role/export')).json()).toEqual(denied);
    expect(await roleCount()).toBe(before);
  });
});

describe('/system/role data scope', () => {
  let t: TestApp;
  let mgr: Api;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    // A manager in 105 with role management and own-department scope.
    await db.query(
      `INSERT INTO sys_role (role_id, role_name, role_key, role_sort, data_scope, status)
       VALUES (10, 'Role manager', 'rolemgr', 3, '3', '0'),
              (11, 'Unused', 'unused', 4, '1', '0')`,
    );
    await db.query(
      `INSERT INTO sys_role_menu (role_id, menu_id)
       SELECT 10, menu_id FROM sys_menu
        WHERE perms LIKE 'system:role:%' OR menu_id IN (1, 101)`,
    );
    await db.query(
      `INSERT INTO sys_user (user_id, dept_id, user_name, nick_name, password)
       SELECT 60, 105, 'rmgr', 'Role manager', password FROM sys_user WHERE user_id = 1`,
    );
    await db.query(
      'INSERT INTO sys_user_role (user_id, role_id) VALUES (60, 10)',
    );
    mgr = api(t.app, await loginToken(t.app, 'rmgr'));
  });
  afterAll(() => t.close());

  it('sees the roles held by users in scope only, and their users', async () => {
    // 105 holds ry (common) and rmgr (rolemgr); admin (103) is out of scope
    expect(keys(await mgr.get('/system/role/list'))).toEqual([
      'common',
      'rolemgr',
    ]);
    expect(await mgr.get('/system/role/1')).toEqual({
      code: 500,
      msg: '没有权限访问角色数据！',
    });
    expect(await mgr.get('/system/role/11')).toEqual({
      code: 500,
      msg: '没有权限访问角色数据！',
    });
    expect(
      userNames(
        await mgr.get('/system/role/authUser/unallocatedList?roleId=2'),
      ),
    ).toEqual(['rmgr']);
    // a user outside the scope cannot be granted the role
    expect(
      await mgr.put('/system/role/authUser/selectAll?roleId=2&userIds=1'),
    ).toEqual({ code: 500, msg: '没有权限访问用户数据！' });
    // custom departments outside the scope cannot be given
    const common = (await mgr.get('/system/role/2')).data;
    expect(
      await mgr.put('/system/role/dataScope', {
        roleId: 2,
        version: common.version,
        dataScope: '2',
        deptIds: [103],
      }),
    ).toEqual({ code: 500, msg: '没有权限访问部门数据！' });
  });
});
