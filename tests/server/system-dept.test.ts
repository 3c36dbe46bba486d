import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const ok = { code: 200, msg: '操作成功' };
const ids = (res: Json) => res.data.map((d: Json) => d.deptId as number);

describe('/system/dept', () => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
  });
  afterAll(() => t.close());

  it('lists the live departments flat, by parent and order, with filters', async () => {
    const all = await admin.get('/system/dept/list');
    expect(all.code).toBe(200);
    expect(ids(all)).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107, 108, 109,
    ]);
    expect(all.data[3]).toMatchObject({
      deptId: 103,
      parentId: 101,
      ancestors: '0,100,101',
      deptName: '研发部门',
      orderNum: 1,
      leader: '若依',
      status: '0',
      version: 0,
    });
    expect(
      ids(
        await admin.get(
          `/system/dept/list?deptName=${encodeURIComponent('财务')}`,
        ),
      ),
    ).toEqual([106, 109]);
    expect(ids(await admin.get('/system/dept/list?parentId=102'))).toEqual([
      108, 109,
    ]);
    expect(ids(await admin.get('/system/dept/list/exclude/101'))).toEqual([
      100, 102, 108, 109,
    ]);
    const one = await admin.get('/system/dept/105');
    expect(one.data).toMatchObject({
      deptName: '测试部门',
      parentName: '深圳总公司',
    });
  });

  it('adds under a parent, computing ancestors; names are unique per parent', async () => {
    expect(
      await admin.post('/system/dept', {
        parentId: 103,
        deptName: 'Frontend',
        orderNum: 1,
        status: '0',
        email: 'fe@example.com',
        phone: '123',
      }),
    ).toEqual(ok);
    const fe = (await admin.get(`/system/dept/list?deptName=Frontend`)).data[0];
    expect(fe).toMatchObject({
      parentId: 103,
      ancestors: '0,100,101,103',
      email: 'fe@example.com',
      createBy: 'admin',
    });
    expect(
      await admin.post('/system/dept', {
        parentId: 103,
        deptName: 'Frontend',
        orderNum: 2,
        status: '0',
      }),
    ).toEqual({ code: 500, msg: "新增部门'Frontend'失败，部门名称已存在" });
    // the same name under another parent is fine
    expect(
      await admin.post('/system/dept', {
        parentId: 104,
        deptName: 'Frontend',
        orderNum: 1,
        status: '0',
      }),
    ).toEqual(ok);
    // a disabled parent takes no new children
    await admin.post('/system/dept', {
      parentId: 100,
      deptName: 'Closed',
      orderNum: 9,
      status: '1',
    });
    const closed = (await admin.get('/system/dept/list?deptName=Closed'))
      .data[0];
    expect(
      await admin.post('/system/dept', {
        parentId: closed.deptId,
        deptName: 'Child',
        orderNum: 1,
        status: '0',
      }),
    ).toEqual({ code: 500, msg: '部门停用，不允许新增' });
  });

  it('validates the body and changes nothing on failure', async () => {
    const count = async () =>
      (await admin.get('/system/dept/list')).data.length;
    const before = await count();
    const base = { parentId: 101, deptName: 'Valid', orderNum: 1, status: '0' };
    expect(await admin.post('/system/dept', { ...base, deptName: '' })).toEqual(
      { code: 500, msg: '部门名称不能为空' },
    );
    expect(
      await admin.post('/system/dept', { ...base, deptName: 'x'.repeat(31) }),
    ).toEqual({
      code: 500,
      msg: '部门名称长度不能超过30个字符',
    });
    expect(
      await admin.post('/system/dept', { ...base, email: 'not-an-email' }),
    ).toEqual({ code: 500, msg: '邮箱格式不正确' });
    expect(
      await admin.post('/system/dept', { ...base, phone: '1'.repeat(12) }),
    ).toEqual({
      code: 500,
      msg: '联系电话长度不能超过11个字符',
    });
    const { orderNum: _omit, ...noOrder } = base;
    expect(await admin.post('/system/dept', noOrder)).toEqual({
      code: 500,
      msg: '显示顺序不能为空',
    });
    expect(await count()).toBe(before);
  });

  it('edits: refuses itself as parent, disabling with enabled children, and stale versions', async () => {
    const d101 = (await admin.get('/system/dept/101')).data;
    expect(await admin.put('/system/dept', { ...d101, parentId: 101 })).toEqual(
      {
        code: 500,
        msg: "修改部门'深圳总公司'失败，上级部门不能是自己",
      },
    );
    expect(
      await admin.put('/system/dept', { ...d101, parentId: 103 }),
    ).toMatchObject({ code: 500 });
    expect(await admin.put('/system/dept', { ...d101, status: '1' })).toEqual({
      code: 500,
      msg: '该部门包含未停用的子部门！',
    });
    expect((await admin.get('/system/dept/101')).data).toEqual(d101);

    const a = (await admin.get('/system/dept/107')).data;
    const b = (await admin.get('/system/dept/107')).data;
    expect(await admin.put('/system/dept', { ...a, leader: 'Alice' })).toEqual(
      ok,
    );
    expect(await admin.put('/system/dept', { ...b, leader: 'Bob' })).toEqual({
      code: 500,
      msg: '该数据已被他人修改，请刷新后重新编辑',
    });
    expect((await admin.get('/system/dept/107')).data.leader).toBe('Alice');
  });

  it('moving a department rewrites its descendants; enabling one enables its ancestors', async () => {
    await admin.post('/system/dept', {
      parentId: 107,
      deptName: 'Payroll',
      orderNum: 1,
      status: '0',
    });
    const payroll = (await admin.get('/system/dept/list?deptName=Payroll'))
      .data[0];
    const d107 = (await admin.get('/system/dept/107')).data;
    expect(await admin.put('/system/dept', { ...d107, parentId: 102 })).toEqual(
      ok,
    );
    expect((await admin.get('/system/dept/107')).data.ancestors).toBe(
      '0,100,102',
    );
    expect(
      (await admin.get(`/system/dept/${payroll.deptId}`)).data.ancestors,
    ).toBe('0,100,102,107');

    // disable leaf then its parent, then enable the leaf: the parent comes back
    const leaf = (await admin.get(`/system/dept/${payroll.deptId}`)).data;
    expect(await admin.put('/system/dept', { ...leaf, status: '1' })).toEqual(
      ok,
    );
    const parent = (await admin.get('/system/dept/107')).data;
    expect(await admin.put('/system/dept', { ...parent, status: '1' })).toEqual(
      ok,
    );
    const leaf2 = (await admin.get(`/system/dept/${payroll.deptId}`)).data;
    expect(await admin.put('/system/dept', { ...leaf2, status: '0' })).toEqual(
      ok,
    );
    expect((await admin.get('/system/dept/107')).data.status).toBe('0');
  });

  it('refuses to delete a department with children or users; deletes logically otherwise', async () => {
    expect(await admin.del('/system/dept/101')).toEqual({
      code: 601,
      msg: '存在下级部门,不允许删除',
    });
    expect(await admin.del('/system/dept/103')).toMatchObject({ code: 601 });
    expect(await admin.del('/system/dept/105')).toEqual({
      code: 601,
      msg: '部门存在用户,不允许删除',
    });
    expect(await admin.del('/system/dept/108')).toEqual(ok);
    expect(ids(await admin.get('/system/dept/list'))).not.toContain(108);
    const row = await t.app.db.one<{ del_flag: string }>(
      'SELECT del_flag FROM sys_dept WHERE dept_id = 108',
    );
    expect(row?.del_flag).toBe('2');
    expect(await admin.get('/system/dept/108')).toEqual({
      code: 500,
      msg: '数据不存在或已被删除',
    });
  });

  it('refuses every dept endpoint to a user without the permission', async () => {
    const ry = api(t.app, await loginToken(t.app, 'ry'));
    const denied = { code: 403, msg: '没有权限，请联系管理员授权' };
    expect(await ry.get('/system/dept/list')).toEqual(denied);
    expect(await ry.get('/system/dept/list/exclude/100')).toEqual(denied);
    expect(await ry.get('/system/dept/100')).toEqual(denied);
    expect(
      await ry.post('/system/dept', {
        parentId: 100,
        deptName: 'h',
        orderNum: 1,
        status: '0',
      }),
    ).toEqual(denied);
    expect(
      await ry.put('/system/dept', {
        deptId: 109,
        parentId: 102,
        deptName: 'h',
        orderNum: 1,
        status: '0',
      }),
    ).toEqual(denied);
    expect(await ry.del('/system/dept/109')).toEqual(denied);
    expect(ids(await admin.get('/system/dept/list?parentId=102'))).toContain(
      109,
    );
  });
});

describe('/system/dept data scope', () => {
  let t: TestApp;
  let scoped: Api;
  const setScope = async (scope: string, custom: number[] = []) => {
    await t.app.db.query(
      'UPDATE sys_role SET data_scope = $1 WHERE role_id = 10',
      [scope],
    );
    await t.app.db.query('DELETE FROM sys_role_dept WHERE role_id = 10');
    for (const d of custom) {
      await t.app.db.query(
        'INSERT INTO sys_role_dept (role_id, dept_id) VALUES (10, $1)',
        [d],
      );
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    // A department manager in 101 whose role may list, query and edit departments.
    await db.query(
      `INSERT INTO sys_role (role_id, role_name, role_key, role_sort, data_scope, status)
       VALUES (10, 'Dept manager', 'deptmgr', 3, '1', '0'),
              (11, 'Extra', 'extra', 4, '3', '0')`,
    );
    await db.query(
      `INSERT INTO sys_role_menu (role_id, menu_id) VALUES (10, 1), (10, 103), (10, 1016), (10, 1018)`,
    );
    await db.query(
      `INSERT INTO sys_user (user_id, dept_id, user_name, nick_name, password)
       SELECT 50, 101, 'mgr', 'Manager', password FROM sys_user WHERE user_id = 1`,
    );
    await db.query(
      'INSERT INTO sys_user_role (user_id, role_id) VALUES (50, 10)',
    );
    scoped = api(t.app, await loginToken(t.app, 'mgr'));
  });
  afterAll(() => t.close());

  it('1 all: every department', async () => {
    await setScope('1');
    expect(ids(await scoped.get('/system/dept/list'))).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107, 108, 109,
    ]);
  });

  it("2 custom: the role's departments only", async () => {
    await setScope('2', [102, 108]);
    expect(ids(await scoped.get('/system/dept/list'))).toEqual([102, 108]);
    // the scope follows role_dept changes at once (no stale cache)
    await setScope('2', [109]);
    expect(ids(await scoped.get('/system/dept/list'))).toEqual([109]);
  });

  it('3 own department', async () => {
    await setScope('3');
    expect(ids(await scoped.get('/system/dept/list'))).toEqual([101]);
  });

  it('4 own department and below', async () => {
    await setScope('4');
    expect(ids(await scoped.get('/system/dept/list'))).toEqual([
      101, 103, 104, 105, 106, 107,
    ]);
    expect(ids(await scoped.get('/system/dept/list?status=0'))).toEqual([
      101, 103, 104, 105, 106, 107,
    ]);
  });

  it('5 self only: no department rows', async () => {
    await setScope('5');
    expect((await scoped.get('/system/dept/list')).data).toEqual([]);
  });

  it('roles OR together; roles without the permission do not count', async () => {
    await setScope('2', [108]);
    await t.app.db.query(
      'INSERT INTO sys_user_role (user_id, role_id) VALUES (50, 11)',
    );
    // role 11 (own dept) lacks system:dept:list: still only 108
    expect(ids(await scoped.get('/system/dept/list'))).toEqual([108]);
    await t.app.db.query(
      'INSERT INTO sys_role_menu (role_id, menu_id) VALUES (11, 103)',
    );
    expect(ids(await scoped.get('/system/dept/list'))).toEqual([101, 108]);
    await t.app.db.query(
      'DELETE FROM sys_user_role WHERE user_id = 50 AND role_id = 11',
    );
  });

  it('single rows outside the scope are refused', async () => {
    await setScope('3');
    expect((await scoped.get('/system/dept/101')).data.deptId).toBe(101);
    expect(await scoped.get('/system/dept/102')).toEqual({
      code: 500,
      msg: '没有权限访问部门数据！',
    });
    const d101 = (await scoped.get('/system/dept/101')).data;
    expect(
      await scoped.put('/system/dept', { ...d101, parentId: 102 }),
    ).toEqual({
      code: 500,
      msg: '没有权限访问部门数据！',
    });
    expect((await scoped.get('/system/dept/101')).data.parentId).toBe(100);
  });
});
