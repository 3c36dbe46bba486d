import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import {
  createTestApp,
  loginToken,
  postLogin,
  type TestApp,
} from './helpers/app.js';
import { multipart } from './helpers/multipart.js';

const ok = { code: 200, msg: '操作成功' };
const names = (res: Json) => res.rows.map((r: Json) => r.userName as string);
const denied = { code: 403, msg: '没有权限，请联系管理员授权' };

const newUser = (over: Record<string, unknown> = {}) => ({
  userName: 'alice',
  nickName: 'Alice',
  password: 'secret1',
  deptId: 103,
  phonenumber: '13800000001',
  email: 'alice@example.com',
  sex: '1',
  status: '0',
  postIds: [2, 3],
  roleIds: [2],
  remark: 'new hire',
  ...over,
});

/** An .xlsx with a header row and data rows. */
async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('users');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('/system/user', () => {
  let t: TestApp;
  let admin: Api;
  let adminToken: string;
  const userCount = async () =>
    (await t.app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_user WHERE del_flag = '0'`,
    ))!.n;

  const importFile = async (
    file: Buffer,
    updateSupport = false,
    token = adminToken,
  ) => {
    const body = multipart([
      { name: 'file', filename: 'users.xlsx', content: file },
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
    adminToken = await loginToken(t.app, 'admin');
    admin = api(t.app, adminToken);
  });
  afterAll(() => t.close());

  it('lists live users with their department, filtered, paged and sorted', async () => {
    const all = await admin.get('/system/user/list');
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    expect(all.rows[0]).toMatchObject({
      userId: 1,
      userName: 'admin',
      deptId: 103,
      phonenumber: '15888888888',
      status: '0',
      version: 0,
      dept: { deptId: 103, deptName: '研发部门', leader: '若依' },
    });
    expect(all.rows[0]).not.toHaveProperty('password');
    expect(names(await admin.get('/system/user/list?userName=r'))).toEqual([
      'ry',
    ]);
    expect(
      names(await admin.get('/system/user/list?phonenumber=1566')),
    ).toEqual(['ry']);
    // a department covers its sub-departments
    expect(names(await admin.get('/system/user/list?deptId=101'))).toEqual([
      'admin',
      'ry',
    ]);
    expect(names(await admin.get('/system/user/list?deptId=105'))).toEqual([
      'ry',
    ]);
    expect((await admin.get('/system/user/list?deptId=102')).total).toBe(0);
    expect(
      names(
        await admin.get(
          '/system/user/list?orderByColumn=userName&isAsc=descending',
        ),
      ),
    ).toEqual(['ry', 'admin']);
    const page2 = await admin.get('/system/user/list?pageNum=2&pageSize=1');
    expect(page2.total).toBe(2);
    expect(names(page2)).toEqual(['ry']);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await admin.get(
          `/system/user/list?${encodeURIComponent('params[beginTime]')}=2000-01-01&${encodeURIComponent('params[endTime]')}=${today}`,
        )
      ).total,
    ).toBe(2);
    expect(
      (
        await admin.get(
          `/system/user/list?${encodeURIComponent('params[endTime]')}=2000-01-01`,
        )
      ).total,
    ).toBe(0);
    expect(await admin.get('/system/user/list?orderByColumn=password')).toEqual(
      { code: 500, msg: '参数不符合规范，不能进行查询' },
    );
  });

  it('gives the form its options; a user with posts, roles, no password', async () => {
    const options = await admin.get('/system/user/');
    expect(options.roles.map((r: Json) => r.roleKey)).toEqual(['common']);
    expect(options.posts.map((p: Json) => p.postCode)).toEqual([
      'ceo',
      'se',
      'hr',
      'user',
    ]);
    const ry = await admin.get('/system/user/2');
    expect(ry.data).toMatchObject({ userName: 'ry', admin: false });
    expect(ry.data).not.toHaveProperty('password');
    expect(ry).toMatchObject({ postIds: [2], roleIds: [2] });
    // the admin role is offered only for the super administrator
    expect(ry.roles.map((r: Json) => r.roleId)).toEqual([2]);
    const one = await admin.get('/system/user/1');
    expect(one.roles.map((r: Json) => r.roleId)).toEqual([1, 2]);
    expect(one).toMatchObject({ roleIds: [1], data: { admin: true } });
    expect(await admin.get('/system/user/999')).toEqual({
      code: 500,
      msg: '数据不存在或已被删除',
    });
  });

  it('adds a user with posts and roles; the password is hashed and works', async () => {
    expect(await admin.post('/system/user', newUser())).toEqual(ok);
    const row = (await admin.get('/system/user/list?userName=alice')).rows[0];
    expect(row).toMatchObject({
      nickName: 'Alice',
      deptId: 103,
      sex: '1',
      createBy: 'admin',
      remark: 'new hire',
    });
    const detail = await admin.get(`/system/user/${row.userId}`);
    expect(detail).toMatchObject({ postIds: [2, 3], roleIds: [2] });
    const stored = await t.app.db.one<{ password: string }>(
      'SELECT password FROM sys_user WHERE user_id = $1',
      [row.userId],
    );
    expect(stored!.password).toMatch(/^\$2[aby]\$10\$/);
    expect((await postLogin(t.app, 'alice', 'secret1')).json().code).toBe(200);
  });

  it('refuses duplicate account, phone and email with the contract messages', async () => {
    const before = await userCount();
    expect(
      await admin.post('/system/user', newUser({ phonenumber: '', email: '' })),
    ).toEqual({ code: 500, msg: "新增用户'alice'失败，登录账号已存在" });
    expect(
      await admin.post(
        '/system/user',
        newUser({ userName: 'bob', phonenumber: '15666666666' }),
      ),
    ).toEqual({ code: 500, msg: "新增用户'bob'失败，手机号码已存在" });
    expect(
      await admin.post(
        '/system/user',
        newUser({
          userName: 'bob',
          phonenumber: '',
          email: 'ry@qq.com',
        }),
      ),
    ).toEqual({ code: 500, msg: "新增用户'bob'失败，邮箱账号已存在" });
    const ry = await admin.get('/system/user/2');
    expect(
      await admin.put('/system/user', {
        ...ry.data,
        phonenumber: '13800000001',
      }),
    ).toEqual({ code: 500, msg: "修改用户'ry'失败，手机号码已存在" });
    expect(
      await admin.put('/system/user', {
        ...ry.data,
        email: 'alice@example.com',
      }),
    ).toEqual({ code: 500, msg: "修改用户'ry'失败，邮箱账号已存在" });
    expect(await userCount()).toBe(before);
    expect((await admin.get('/system/user/2')).data).toEqual(ry.data);
  });

  it('validates the body (and the password rules) and changes nothing', async () => {
    const before = await userCount();
    const bad: [Record<string, unknown>, string][] = [
      [{ nickName: '' }, '用户昵称不能为空'],
      [{ userName: 'u'.repeat(31) }, '用户账号长度不能超过30个字符'],
      [{ userName: '<b>x</b>' }, '用户账号格式不正确'],
      [{ email: 'not-mail' }, '邮箱格式不正确'],
      [{ phonenumber: '12ab' }, '请输入正确的手机号码'],
      [{ phonenumber: '1'.repeat(12) }, '手机号码长度不能超过11个字符'],
      [{ password: '1234' }, '用户密码长度必须介于 5 和 20 之间'],
      [{ password: 'abc<def' }, `不能包含非法字符：< > " ' \\ |`],
      [{ deptId: 9999 }, '部门不存在或已被删除'],
      [{ roleIds: [1] }, '不允许操作超级管理员角色'],
      [{ status: '7' }, '状态格式不正确'],
    ];
    for (const [over, msg] of bad) {
      expect(
        await admin.post(
          '/system/user',
          newUser({ userName: 'carol', ...over }),
        ),
      ).toEqual({ code: 500, msg });
    }
    expect(await userCount()).toBe(before);
  });

  it('edits a user (roles and posts replaced) and refuses a stale version', async () => {
    const id = (await admin.get('/system/user/list?userName=alice')).rows[0]
      .userId;
    const a = (await admin.get(`/system/user/${id}`)).data;
    const b = (await admin.get(`/system/user/${id}`)).data;
    expect(
      await admin.put('/system/user', {
        ...a,
        userName: 'renamed',
        nickName: 'Alice A.',
        postIds: [4],
        roleIds: [],
      }),
    ).toEqual(ok);
    const after = await admin.get(`/system/user/${id}`);
    // the account name never changes through an edit
    expect(after.data).toMatchObject({
      userName: 'alice',
      nickName: 'Alice A.',
      updateBy: 'admin',
      version: a.version + 1,
    });
    expect(after).toMatchObject({ postIds: [4], roleIds: [] });
    expect(
      await admin.put('/system/user', { ...b, nickName: 'Alice B.' }),
    ).toEqual({ code: 500, msg: '该数据已被他人修改，请刷新后重新编辑' });
    expect((await admin.get(`/system/user/${id}`)).data.nickName).toBe(
      'Alice A.',
    );
  });

  it('protects the super administrator from edit, status, password reset and delete', async () => {
    const forbidden = { code: 500, msg: '不允许操作超级管理员用户' };
    const one = (await admin.get('/system/user/1')).data;
    expect(await admin.put('/system/user', { ...one, nickName: 'x' })).toEqual(
      forbidden,
    );
    expect(
      await admin.put('/system/user/changeStatus', { userId: 1, status: '1' }),
    ).toEqual(forbidden);
    expect(
      await admin.put('/system/user/resetPwd', {
        userId: 1,
        password: 'other12',
      }),
    ).toEqual(forbidden);
    expect(await admin.put('/system/user/authRole?userId=1&roleIds=2')).toEqual(
      forbidden,
    );
    // another user with every user permission cannot delete user 1 either
    await t.app.db.query(
      `INSERT INTO sys_role (role_id, role_name, role_key, role_sort, data_scope, status)
       VALUES (20, 'User admin', 'useradmin', 5, '1', '0')`,
    );
    await t.app.db.query(
      `INSERT INTO sys_role_menu (role_id, menu_id)
       SELECT 20, menu_id FROM sys_menu WHERE perms LIKE 'system:user:%' OR menu_id IN (1, 100)`,
    );
    await admin.post(
      '/system/user',
      newUser({ userName: 'ops', phonenumber: '', email: '', roleIds: [] }),
    );
    const opsId = (await admin.get('/system/user/list?userName=ops')).rows[0]
      .userId;
    await t.app.db.query(
      'INSERT INTO sys_user_role (user_id, role_id) VALUES ($1, 20)',
      [opsId],
    );
    const ops = api(t.app, await loginToken(t.app, 'ops', 'secret1'));
    expect(await ops.del('/system/user/1')).toEqual(forbidden);
    expect(await ops.del(`/system/user/${opsId}`)).toEqual({
      code: 500,
      msg: '当前用户不能删除',
    });
    expect(await admin.del('/system/user/1')).toEqual({
      code: 500,
      msg: '当前用户不能删除',
    });
    expect(
      (await t.app.db.one<{ f: string; s: string; n: string }>(
        `SELECT del_flag AS f, status AS s, nick_name AS n FROM sys_user WHERE user_id = 1`,
      ))!,
    ).toEqual({ f: '0', s: '0', n: one.nickName });
  });

  it('resets a password by the rules and switches the status', async () => {
    const id = (await admin.get('/system/user/list?userName=alice')).rows[0]
      .userId;
    expect(
      await admin.put('/system/user/resetPwd', { userId: id, password: '12' }),
    ).toEqual({ code: 500, msg: '用户密码长度必须介于 5 和 20 之间' });
    expect((await postLogin(t.app, 'alice', 'secret1')).json().code).toBe(200);
    expect(
      await admin.put('/system/user/resetPwd', {
        userId: id,
        password: 'fresh-pw',
      }),
    ).toEqual(ok);
    expect((await postLogin(t.app, 'alice', 'fresh-pw')).json().code).toBe(200);
    expect(
      await admin.put('/system/user/changeStatus', {
        userId: id,
        status: '1',
      }),
    ).toEqual(ok);
    expect((await admin.get(`/system/user/${id}`)).data.status).toBe('1');
    expect((await postLogin(t.app, 'alice', 'fresh-pw')).json()).toEqual({
      code: 500,
      msg: '用户已封禁，请联系管理员',
    });
    expect(
      (await admin.get('/system/user/list?status=1')).rows.map(
        (r: Json) => r.userName,
      ),
    ).toEqual(['alice']);
  });

  it('assigns roles to a user and reads them back flagged', async () => {
    const id = (await admin.get('/system/user/list?userName=alice')).rows[0]
      .userId;
    expect(
      await admin.put(`/system/user/authRole?userId=${id}&roleIds=2`),
    ).toEqual(ok);
    const auth = await admin.get(`/system/user/authRole/${id}`);
    expect(auth.user.userName).toBe('alice');
    expect(auth.roles.map((r: Json) => [r.roleId, r.flag])).toEqual([
      [2, true],
      [20, false],
    ]);
    expect(
      await admin.put(`/system/user/authRole?userId=${id}&roleIds=1,2`),
    ).toEqual({ code: 500, msg: '不允许操作超级管理员角色' });
    expect(
      await admin.put(`/system/user/authRole?userId=${id}&roleIds=`),
    ).toEqual(ok);
    expect((await admin.get(`/system/user/${id}`)).roleIds).toEqual([]);
  });

  it('serves the department tree with disabled departments marked', async () => {
    await t.app.db.query(
      `UPDATE sys_dept SET status = '1' WHERE dept_id = 109`,
    );
    const tree = (await admin.get('/system/user/deptTree')).data;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: 100, label: '若依科技' });
    const cs = tree[0].children.find((c: Json) => c.id === 102);
    expect(cs.children).toEqual([
      { id: 108, label: '市场部门' },
      { id: 109, label: '财务部门', disabled: true },
    ]);
  });

  it('deletes users logically: links go, the account can no longer sign in', async () => {
    await admin.post(
      '/system/user',
      newUser({ userName: 'temp', phonenumber: '', email: '' }),
    );
    const id = (await admin.get('/system/user/list?userName=temp')).rows[0]
      .userId;
    expect(await admin.del(`/system/user/${id}`)).toEqual(ok);
    expect((await admin.get('/system/user/list?userName=temp')).total).toBe(0);
    const links = await t.app.db.one<{ r: number; p: number }>(
      `SELECT (SELECT count(*)::int FROM sys_user_role WHERE user_id = $1) AS r,
              (SELECT count(*)::int FROM sys_user_post WHERE user_id = $1) AS p`,
      [id],
    );
    expect(links).toEqual({ r: 0, p: 0 });
    expect((await postLogin(t.app, 'temp', 'secret1')).json()).toEqual({
      code: 500,
      msg: '对不起，您的账号已被删除',
    });
    // the account name is free again
    expect(
      await admin.post(
        '/system/user',
        newUser({ userName: 'temp', phonenumber: '', email: '' }),
      ),
    ).toEqual(ok);
  });

  it('exports the filtered users as a real .xlsx', async () => {
    const res = await admin.form('/system/user/export', { deptId: '105' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(
      /user_\d{14}\.xlsx/,
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet[0]).toEqual([
      '用户序号',
      '登录名称',
      '用户名称',
      '用户邮箱',
      '手机号码',
      '用户性别',
      '帐号状态',
      '最后登录IP',
      '最后登录时间',
      '部门名称',
      '部门负责人',
    ]);
    expect(sheet.slice(1)).toHaveLength(1);
    expect(sheet[1].slice(0, 7)).toEqual([
      '2',
      'ry',
      '若依',
      'ry@qq.com',
      '15666666666',
      '女',
      '正常',
    ]);
    expect(sheet[1].slice(9)).toEqual(['测试部门', '若依']);
    const all = await readSheet(
      (await admin.form('/system/user/export', {})).rawPayload,
    );
    expect(all.slice(1).map((r) => r[1])).toEqual(
      names(await admin.get('/system/user/list?pageSize=100')),
    );
  });

  it('imports: template, new rows, existing rows with and without update, per-row errors', async () => {
    const template = await t.app.inject({
      method: 'POST',
      url: '/system/user/importTemplate',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const head = (await readSheet(template.rawPayload))[0];
    expect(head).toEqual([
      '部门编号',
      '登录名称',
      '用户名称',
      '用户邮箱',
      '手机号码',
      '用户性别',
      '帐号状态',
    ]);
    const before = await userCount();
    const file = await workbook([
      head,
      [
        105,
        'imp1',
        'Imported One',
        'imp1@example.com',
        '13900000001',
        '男',
        '正常',
      ],
      [103, 'imp2', 'Imported Two', '', '', '女', '停用'],
    ]);
    const first = await importFile(file);
    expect(first).toMatchObject({
      code: 200,
      msg: '恭喜您，数据已全部导入成功！共 2 条，数据如下：<br/>1、账号 imp1 导入成功<br/>2、账号 imp2 导入成功',
    });
    expect(first.data.map((r: Json) => r.outcome)).toEqual(['added', 'added']);
    expect(await userCount()).toBe(before + 2);
    const imp2 = (await admin.get('/system/user/list?userName=imp2')).rows[0];
    expect(imp2).toMatchObject({ deptId: 103, sex: '1', status: '1' });
    // new users get the initial password (sys.user.initPassword)
    await admin.put('/system/user/changeStatus', {
      userId: imp2.userId,
      status: '0',
    });
    expect((await postLogin(t.app, 'imp2', '123456')).json().code).toBe(200);

    // again without update: existing accounts are failures, nothing changes
    const again = await importFile(file);
    expect(again.code).toBe(500);
    expect(again.msg).toBe(
      '很抱歉，导入失败！共 2 条数据格式不正确，错误如下：<br/>1、第 2 行，账号 imp1 导入失败：账号 imp1 已存在<br/>2、第 3 行，账号 imp2 导入失败：账号 imp2 已存在',
    );
    expect(await userCount()).toBe(before + 2);

    // an exported sheet comes back with update: rows updated, bad rows reported
    const changed = await workbook([
      // English headers and labels import too
      [
        'Department number',
        'Account',
        'Nickname',
        'Email',
        'Phone number',
        'Gender',
        'Account status',
      ],
      [
        105,
        'imp1',
        'Renamed One',
        'imp1@example.com',
        '13900000001',
        'Female',
        'Normal',
      ],
      [103, 'admin', 'Hacker', '', '', 'Male', 'Normal'],
      [103, 'imp3', '', '', '', 'Male', 'Normal'],
      [103, 'imp4', 'Four', 'bad-mail', '', 'Male', 'Normal'],
      [9999, 'imp5', 'Five', '', '', 'Male', 'Normal'],
      [103, '<script>', 'Six', '', '', 'Male', 'Normal'],
      [103, 'imp7', 'Seven', '', '15666666666', 'Male', 'Normal'],
      [103, 'imp8', 'Eight', '', '', 'Robot', 'Normal'],
      [104, 'imp9', 'Nine', '', '', 'Male', 'Normal'],
    ]);
    const updated = await importFile(changed, true);
    expect(updated.code).toBe(500);
    expect(
      updated.data.map((r: Json) => [r.rowNum, r.userName, r.outcome]),
    ).toEqual([
      [2, 'imp1', 'updated'],
      [3, 'admin', 'failed'],
      [4, 'imp3', 'failed'],
      [5, 'imp4', 'failed'],
      [6, 'imp5', 'failed'],
      [7, '<script>', 'failed'],
      [8, 'imp7', 'failed'],
      [9, 'imp8', 'failed'],
      [10, 'imp9', 'added'],
    ]);
    const reasons = updated.data
      .filter((r: Json) => r.outcome === 'failed')
      .map((r: Json) => r.msg);
    expect(reasons).toEqual([
      '第 3 行，账号 admin 导入失败：不允许操作超级管理员用户',
      '第 4 行，账号 imp3 导入失败：用户名称不能为空',
      '第 5 行，账号 imp4 导入失败：邮箱格式不正确',
      '第 6 行，账号 imp5 导入失败：部门不存在或已被删除',
      '第 7 行，账号 <script> 导入失败：用户账号格式不正确',
      "第 8 行，账号 imp7 导入失败：新增用户'imp7'失败，手机号码已存在",
      '第 9 行，账号 imp8 导入失败：用户性别的值“Robot”无效',
    ]);
    // the HTML summary escapes what came from the file
    expect(updated.msg).toContain('账号 &lt;script&gt; 导入失败');
    expect(updated.msg).not.toContain('<script>');
    expect(
      (await admin.get('/system/user/list?userName=imp1')).rows[0],
    ).toMatchObject({ nickName: 'Renamed One', sex: '1' });
    expect((await admin.get('/system/user/1')).data.nickName).not.toBe(
      'Hacker',
    );
    expect(await userCount()).toBe(before + 3);

    expect(await importFile(Buffer.from('not a workbook'))).toEqual({
      code: 500,
      msg: '文件不是有效的 .xlsx 工作簿',
    });
    expect(await importFile(await workbook([head]))).toEqual({
      code: 500,
      msg: '导入用户数据不能为空！',
    });
  });

  it('refuses every user endpoint to a user without the permission', async () => {
    const token = await loginToken(t.app, 'ry');
    const ry = api(t.app, token);
    const before = await userCount();
    expect(await ry.get('/system/user/list')).toEqual(denied);
    expect(await ry.get('/system/user/')).toEqual(denied);
    expect(await ry.get('/system/user/1')).toEqual(denied);
    expect(await ry.get('/system/user/deptTree')).toEqual(denied);
    expect(await ry.get('/system/user/authRole/1')).toEqual(denied);
    expect(
      await ry.post('/system/user', newUser({ userName: 'ryadd' })),
    ).toEqual(denied);
    expect(await ry.put('/system/user', { userId: 2, nickName: 'x' })).toEqual(
      denied,
    );
    expect(await ry.del('/system/user/3')).toEqual(denied);
    expect(
      await ry.put('/system/user/resetPwd', { userId: 3, password: 'abcdef' }),
    ).toEqual(denied);
    expect(
      await ry.put('/system/user/changeStatus', { userId: 3, status: '1' }),
    ).toEqual(denied);
    expect(await ry.put('/system/user/authRole?userId=3&roleIds=2')).toEqual(
      denied,
    );
    expect((await ry.form('/system/user/export')).json()).toEqual(denied);
    expect(await importFile(await workbook([['x']]), false, token)).toEqual(
      denied,
    );
    expect(await userCount()).toBe(before);
  });
});

describe('/system/user data scope', () => {
  let t: TestApp;
  let mgr: Api;
  let mgrId: number;
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
  const listed = async () =>
    names(await mgr.get('/system/user/list?pageSize=50')).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    // A manager in 101 whose role may list, query and edit users.
    await db.query(
      `INSERT INTO sys_role (role_id, role_name, role_key, role_sort, data_scope, status)
       VALUES (10, 'User manager', 'usermgr', 3, '1', '0')`,
    );
    await db.query(
      `INSERT INTO sys_role_menu (role_id, menu_id)
       SELECT 10, menu_id FROM sys_menu
        WHERE perms IN ('system:user:list', 'system:user:query', 'system:user:edit', 'system:user:export')
           OR menu_id IN (1, 100)`,
    );
    const users: [string, number][] = [
      ['mgr', 101],
      ['dev2', 103],
      ['sales2', 108],
    ];
    for (const [name, dept] of users) {
      await db.query(
        `INSERT INTO sys_user (dept_id, user_name, nick_name, password)
         SELECT $1, $2, $2, password FROM sys_user WHERE user_id = 1`,
        [dept, name],
      );
    }
    mgrId = (await db.one<{ id: number }>(
      `SELECT user_id AS id FROM sys_user WHERE user_name = 'mgr'`,
    ))!.id;
    await db.query(
      'INSERT INTO sys_user_role (user_id, role_id) VALUES ($1, 10)',
      [mgrId],
    );
    mgr = api(t.app, await loginToken(t.app, 'mgr'));
  });
  afterAll(() => t.close());

  it('1 all: every user', async () => {
    await setScope('1');
    expect(await listed()).toEqual(['admin', 'dev2', 'mgr', 'ry', 'sales2']);
  });

  it("2 custom: users of the role's departments", async () => {
    await setScope('2', [105, 108]);
    expect(await listed()).toEqual(['ry', 'sales2']);
    expect((await mgr.get('/system/user/list')).total).toBe(2);
  });

  it('3 own department', async () => {
    await setScope('3');
    expect(await listed()).toEqual(['mgr']);
  });

  it('4 own department and below', async () => {
    await setScope('4');
    expect(await listed()).toEqual(['admin', 'dev2', 'mgr', 'ry']);
    // the department filter narrows within the scope, never widens it
    expect(names(await mgr.get('/system/user/list?deptId=100')).sort()).toEqual(
      ['admin', 'dev2', 'mgr', 'ry'],
    );
  });

  it('5 self only', async () => {
    await setScope('5');
    expect(await listed()).toEqual(['mgr']);
    const sheet = await readSheet(
      (await mgr.form('/system/user/export')).rawPayload,
    );
    expect(sheet.slice(1).map((r) => r[1])).toEqual(['mgr']);
  });

  it('single rows and changes outside the scope are refused', async () => {
    await setScope('3');
    const refused = { code: 500, msg: '没有权限访问用户数据！' };
    expect((await mgr.get(`/system/user/${mgrId}`)).data.userName).toBe('mgr');
    expect(await mgr.get('/system/user/2')).toEqual(refused);
    expect(await mgr.get('/system/user/authRole/2')).toEqual(refused);
    const ry = (
      await api(t.app, await loginToken(t.app, 'admin')).get('/system/user/2')
    ).data;
    expect(await mgr.put('/system/user', { ...ry, nickName: 'x' })).toEqual(
      refused,
    );
    expect(
      await mgr.put('/system/user/changeStatus', { userId: 2, status: '1' }),
    ).toEqual(refused);
    const me = (await mgr.get(`/system/user/${mgrId}`)).data;
    // moving a user into a department outside the scope is refused too
    expect(await mgr.put('/system/user', { ...me, deptId: 105 })).toEqual({
      code: 500,
      msg: '没有权限访问部门数据！',
    });
    const row = await t.app.db.one<{ n: string; s: string; d: number }>(
      'SELECT nick_name AS n, status AS s, dept_id AS d FROM sys_user WHERE user_id IN (2) ',
    );
    expect(row).toEqual({ n: '若依', s: '0', d: 105 });
    // the department tree follows the scope
    const tree = (await mgr.get('/system/user/deptTree')).data;
    expect(tree).toEqual([{ id: 101, label: '深圳总公司' }]);
  });
});
