/**
 * RuoYi-Vue / RuoYi-Vue3 (3.9.x) front ends, unmodified, against this server:
 * user and role management sent exactly as their forms and api modules send
 * them (the whole object a getX() loaded, with RuoYi's extra properties;
 * booleans and numbers as Spring would bind them; query strings with empty
 * filters and `params[beginTime]`).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { multipart } from './helpers/multipart.js';

/** What RuoYi's BaseEntity adds to every object its UI holds. */
const ruoyiExtras = {
  searchValue: null,
  params: {},
  createBy: 'admin',
  createTime: '2024-01-01 00:00:00',
  updateBy: '',
  updateTime: null,
};

/** `params[beginTime]` as RuoYi's tansParams encodes it. */
const range = (begin: string, end: string) =>
  `${encodeURIComponent('params[beginTime]')}=${begin}&${encodeURIComponent('params[endTime]')}=${end}`;

describe('RuoYi UI request shapes: users and roles', () => {
  let t: TestApp;
  let admin: Api;
  let token: string;

  const userByName = async (userName: string) =>
    (await admin.get(`/system/user/list?userName=${userName}`)).rows[0];

  const importSheet = async (updateSupport: string, nickName: string) => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('users');
    ws.addRow(['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码']);
    ws.addRow([103, 'ryimp', nickName, '', '']);
    const body = multipart([
      {
        name: 'file',
        filename: 'users.xlsx',
        content: Buffer.from(await book.xlsx.writeBuffer()),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/system/user/importData?updateSupport=${updateSupport}`,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
    return res.json() as Json;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t.app, 'admin');
    admin = api(t.app, token);
  });
  afterAll(() => t.close());

  it('adds a user from the add form (sex left out, empty post list) and edits the loaded user sent back whole', async () => {
    // RuoYi's reset(): postIds/roleIds [], status "0", sex and remark undefined
    const added = await admin.post('/system/user', {
      deptId: 103,
      userName: 'ryshape',
      nickName: 'Shape',
      password: 'admin123',
      phonenumber: '',
      email: '',
      status: '0',
      postIds: [],
      roleIds: [2],
    });
    expect(added.code).toBe(200);
    const row = await userByName('ryshape');
    expect(row).toMatchObject({ deptId: 103, nickName: 'Shape', status: '0' });

    // handleUpdate(): form = data, postIds/roleIds set, password ''
    const loaded = await admin.get(`/system/user/${row.userId}`);
    const form = {
      ...ruoyiExtras,
      ...loaded.data,
      roles: loaded.roles,
      roleId: null,
      postIds: ['2'],
      roleIds: loaded.roleIds,
      password: '',
      admin: false,
      dept: { deptId: 103, deptName: 'x', children: [], params: {} },
      nickName: 'Shape 2',
      sex: 1,
    };
    expect(await admin.put('/system/user', form)).toMatchObject({ code: 200 });
    expect(await userByName('ryshape')).toMatchObject({
      nickName: 'Shape 2',
      sex: '1',
    });
    expect((await admin.get(`/system/user/${row.userId}`)).postIds).toEqual([
      2,
    ]);

    // null id lists (a form that never loaded them) clear them, as RuoYi does
    const again = await admin.get(`/system/user/${row.userId}`);
    expect(
      await admin.put('/system/user', {
        ...again.data,
        postIds: null,
        roleIds: null,
        deptId: null,
      }),
    ).toMatchObject({ code: 200 });
    const cleared = await admin.get(`/system/user/${row.userId}`);
    expect(cleared.roleIds).toEqual([]);
    expect(cleared.postIds).toEqual([]);
    expect(cleared.data.deptId).toBeNull();
  });

  it('lists and exports with empty filters and a date range, and changes status sent as a number', async () => {
    const list = await admin.get(
      `/system/user/list?pageNum=1&pageSize=10&userName=&phonenumber=&status=&deptId=&${range('2000-01-01', '2099-12-31')}`,
    );
    expect(list.code).toBe(200);
    expect(list.total).toBeGreaterThanOrEqual(2);
    const none = await admin.get(
      `/system/user/list?pageNum=&pageSize=&${range('2000-01-01', '2000-01-02')}`,
    );
    expect(none.total).toBe(0);

    const xlsx = await admin.form('/system/user/export', {
      pageNum: '1',
      pageSize: '10',
      deptId: '',
      status: '',
      'params[beginTime]': '2000-01-01',
      'params[endTime]': '2099-12-31',
    });
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet.length).toBeGreaterThanOrEqual(3);

    const ry = await userByName('ry');
    expect(
      await admin.put('/system/user/changeStatus', {
        userId: String(ry.userId),
        status: 1,
      }),
    ).toMatchObject({ code: 200 });
    expect((await userByName('ry')).status).toBe('1');
    await admin.put('/system/user/changeStatus', {
      userId: ry.userId,
      status: '0',
    });
  });

  it('imports with updateSupport as 0/1 and true/false, and refuses what is no boolean', async () => {
    expect((await importSheet('0', 'Imported')).code).toBe(200);
    expect((await userByName('ryimp')).nickName).toBe('Imported');
    // without update support the existing account is reported, not changed
    expect((await importSheet('false', 'Other')).code).toBe(500);
    expect((await importSheet('1', 'Updated')).code).toBe(200);
    expect((await userByName('ryimp')).nickName).toBe('Updated');
    expect((await importSheet('true', 'Again')).code).toBe(200);
    expect((await userByName('ryimp')).nickName).toBe('Again');
    expect(await importSheet('yes', 'No')).toMatchObject({ code: 500 });
    expect((await userByName('ryimp')).nickName).toBe('Again');
  });

  it('grants roles by query string and deletes several users by a comma list', async () => {
    const imp = await userByName('ryimp');
    const shape = await userByName('ryshape');
    expect(
      (await admin.put(`/system/user/authRole?userId=${imp.userId}&roleIds=2`))
        .code,
    ).toBe(200);
    expect((await admin.get(`/system/user/${imp.userId}`)).roleIds).toEqual([
      2,
    ]);
    expect(
      (await admin.put(`/system/user/authRole?userId=${imp.userId}&roleIds=`))
        .code,
    ).toBe(200);
    expect((await admin.get(`/system/user/${imp.userId}`)).roleIds).toEqual([]);

    expect(
      await admin.put('/system/user/resetPwd', {
        userId: String(imp.userId),
        password: 'newpass123',
      }),
    ).toMatchObject({ code: 200 });
    expect(
      await admin.del(`/system/user/${imp.userId},${shape.userId}`),
    ).toMatchObject({ code: 200 });
    expect(await userByName('ryimp')).toBeUndefined();
    expect(await userByName('ryshape')).toBeUndefined();
  });

  it('adds, edits and scopes a role with RuoYi booleans and ids', async () => {
    const added = await admin.post('/system/role', {
      roleId: undefined,
      roleName: 'Shape role',
      roleKey: 'shape',
      roleSort: '3',
      status: '0',
      menuIds: [1, 100],
      deptIds: [],
      menuCheckStrictly: true,
      deptCheckStrictly: true,
    });
    expect(added.code).toBe(200);
    const row = (await admin.get('/system/role/list?roleKey=shape&status='))
      .rows[0];
    expect(row).toMatchObject({ roleSort: 3, menuCheckStrictly: true });

    for (const [sent, stored] of [
      [0, false],
      ['1', true],
      ['false', false],
      ['true', true],
    ] as const) {
      const loaded = (await admin.get(`/system/role/${row.roleId}`)).data;
      const res = await admin.put('/system/role', {
        ...ruoyiExtras,
        ...loaded,
        flag: false,
        admin: false,
        menuIds: [1, 100, 1000],
        deptIds: null,
        permissions: null,
        menuCheckStrictly: sent,
      });
      expect(res).toMatchObject({ code: 200 });
      expect(
        (await admin.get(`/system/role/${row.roleId}`)).data.menuCheckStrictly,
      ).toBe(stored);
    }
    const menus = await admin.get(
      `/system/menu/roleMenuTreeselect/${row.roleId}`,
    );
    // linked (strict) tree: the leaf is checked, its parents follow from it
    expect(menus.checkedKeys).toContain(1000);

    const loaded = (await admin.get(`/system/role/${row.roleId}`)).data;
    expect(
      await admin.put('/system/role/dataScope', {
        ...ruoyiExtras,
        ...loaded,
        menuIds: [],
        dataScope: '2',
        deptIds: [100, '101'],
        deptCheckStrictly: '0',
      }),
    ).toMatchObject({ code: 200 });
    const scoped = await admin.get(`/system/role/${row.roleId}`);
    expect(scoped.data).toMatchObject({
      dataScope: '2',
      deptCheckStrictly: false,
    });
    const tree = await admin.get(`/system/role/deptTree/${row.roleId}`);
    expect(tree.checkedKeys).toEqual(expect.arrayContaining([100, 101]));

    expect(
      await admin.put('/system/role/changeStatus', {
        roleId: row.roleId,
        status: 1,
      }),
    ).toMatchObject({ code: 200 });
    expect((await admin.get(`/system/role/${row.roleId}`)).data.status).toBe(
      '1',
    );

    const ry = await userByName('ry');
    const q = `roleId=${row.roleId}&userIds=${ry.userId}`;
    expect((await admin.put(`/system/role/authUser/selectAll?${q}`)).code).toBe(
      200,
    );
    const allocated = await admin.get(
      `/system/role/authUser/allocatedList?pageNum=1&pageSize=10&roleId=${row.roleId}&userName=&phonenumber=`,
    );
    expect(allocated.rows.map((u: Json) => u.userName)).toEqual(['ry']);
    expect(
      (
        await admin.put('/system/role/authUser/cancel', {
          userId: String(ry.userId),
          roleId: row.roleId,
        })
      ).code,
    ).toBe(200);
    expect(
      (
        await admin.get(
          `/system/role/authUser/allocatedList?roleId=${row.roleId}`,
        )
      ).total,
    ).toBe(0);
  });

  it('still refuses what Spring could not bind or RuoYi requires', async () => {
    const role = {
      roleName: 'Bad role',
      roleKey: 'bad',
      roleSort: 1,
      status: '0',
    };
    for (const bad of [
      { menuCheckStrictly: 'yes' },
      { menuIds: ['x'] },
      { roleSort: 'abc' },
      { roleSort: '' },
      { roleName: 'r'.repeat(31) },
      { status: '2' },
    ]) {
      const res = await admin.post('/system/role', { ...role, ...bad });
      expect(res.code).toBe(500);
      expect(typeof res.msg).toBe('string');
    }
    expect((await admin.get('/system/role/list?roleKey=bad')).total).toBe(0);
    expect((await admin.get('/system/user/list?deptId=abc')).code).toBe(500);
  });
});
