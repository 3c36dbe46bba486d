import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { addGuestUser } from './helpers/guest-user.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const URL = '/dashboard/panels';

describe('/dashboard/panels', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  /** Today as the database sees it, and `n` days before. */
  let today: string;
  const dayBefore = (n: number) => {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - n);
    return d.toISOString().slice(0, 10);
  };
  /** A timestamp `n` days ago at `time` (server local). */
  const at = (n: number, time = '10:00:00') => `${dayBefore(n)} ${time}`;
  /** The day entries of `days` that are not all zero, by date. */
  const nonZero = (days: Json[]) =>
    Object.fromEntries(
      days
        .filter((d) => Object.values(d).some((v) => typeof v === 'number' && v))
        .map(({ date, ...rest }) => [date, rest]),
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
    ry = api(t.app, await loginToken(t.app, 'ry'));
    today = (await t.app.db.one<{ d: string }>(
      `SELECT to_char(current_date, 'YYYY-MM-DD') AS d`,
    ))!.d;
  });
  afterAll(() => t.close());

  it('counts enquiries per day over 30 days (empty days as 0) and the handled share', async () => {
    await t.app.db.exec('DELETE FROM project_contact');
    await t.app.db.query(
      `INSERT INTO project_contact (contact_name, handled, create_time) VALUES
       ('a', '1', $1), ('b', '0', $2), ('c', '1', $3), ('d', '0', $4),
       ('e', '1', $5), ('f', '0', $6)`,
      [at(0, '00:00:00'), at(0, '23:59:59'), at(3), at(29), at(30), at(45)],
    );
    const res = await admin.get(URL);
    expect(res).toMatchObject({ code: 200, msg: '查询成功' });
    const e = res.data.enquiries;
    expect(e).toMatchObject({ total: 6, handled: 3, today: 2 });
    expect(e.days).toHaveLength(30);
    expect(e.days[0].date).toBe(dayBefore(29));
    expect(e.days[29].date).toBe(today);
    expect(nonZero(e.days)).toEqual({
      [dayBefore(29)]: { total: 1, handled: 0 },
      [dayBefore(3)]: { total: 1, handled: 1 },
      [today]: { total: 2, handled: 1 },
    });
  });

  it('keeps its enquiry counts as enquiries are handled, reopened, moved and deleted', async () => {
    await t.app.db.exec('DELETE FROM project_contact');
    const ids = (
      await t.app.db.query<{ id: number }>(
        `INSERT INTO project_contact (contact_name, handled, create_time) VALUES
         ('a', '0', $1), ('b', '0', $1), ('c', '0', $2), ('d', '0', $2)
         RETURNING contact_id AS id`,
        [at(0), at(3)],
      )
    ).map((r) => r.id);
    const handled = (list: number[], value: '0' | '1') =>
      admin.put('/project/contacts/handled', { ids: list, handled: value });
    expect(await handled([ids[0]!, ids[2]!, ids[3]!], '1')).toMatchObject({
      code: 200,
    });
    expect(await handled([ids[3]!], '0')).toMatchObject({ code: 200 });
    let e = (await admin.get(URL)).data.enquiries;
    expect(e).toMatchObject({ total: 4, handled: 2, today: 2 });
    expect(nonZero(e.days)).toEqual({
      [today]: { total: 2, handled: 1 },
      [dayBefore(3)]: { total: 2, handled: 1 },
    });
    // a row moved to another day, and one deleted
    await t.app.db.query(
      'UPDATE project_contact SET create_time = $1 WHERE contact_id = $2',
      [at(5), ids[1]],
    );
    await t.app.db.query('DELETE FROM project_contact WHERE contact_id = $1', [
      ids[2],
    ]);
    e = (await admin.get(URL)).data.enquiries;
    expect(e).toMatchObject({ total: 3, handled: 1, today: 1 });
    expect(nonZero(e.days)).toEqual({
      [today]: { total: 1, handled: 1 },
      [dayBefore(3)]: { total: 1, handled: 0 },
      [dayBefore(5)]: { total: 1, handled: 0 },
    });
  });

  it('counts records and products per live navigation column', async () => {
    const nav = await t.app.db.one<{ id: number }>(
      `INSERT INTO project_navigation (parent_id, ancestors, nav_name, order_num)
       VALUES (0, '0', 'Dash column', 99) RETURNING nav_id AS id`,
    );
    await t.app.db.query(
      `INSERT INTO project_record (nav_id, title) VALUES ($1, 'r1'), ($1, 'r2'), ($1, 'r3')`,
      [nav!.id],
    );
    await t.app.db.query(
      `INSERT INTO project_product (nav_id, product_name) VALUES ($1, 'p1')`,
      [nav!.id],
    );
    const expected = async (table: string) =>
      t.app.db.query<{ navId: number; count: number }>(
        `SELECT nav_id AS "navId", count(*)::int AS count FROM ${table}
          GROUP BY nav_id ORDER BY nav_id`,
      );
    const { data } = await admin.get(URL);
    const byId = (cols: Json[]) =>
      cols
        .map((c: Json) => ({ navId: c.navId, count: c.count }))
        .sort((a: Json, b: Json) => a.navId - b.navId);
    expect(byId(data.records.columns)).toEqual(
      await expected('project_record'),
    );
    expect(byId(data.products.columns)).toEqual(
      await expected('project_product'),
    );
    const mine = (cols: Json[]) => cols.find((c) => c.navId === nav!.id);
    expect(mine(data.records.columns)).toEqual({
      navId: nav!.id,
      navName: 'Dash column',
      count: 3,
    });
    expect(mine(data.products.columns)?.count).toBe(1);
    const all = async (table: string) =>
      (await t.app.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table}`,
      ))!.n;
    expect(data.records.total).toBe(await all('project_record'));
    expect(data.products.total).toBe(await all('project_product'));
    // a deleted column's rows are not a column of the site any more
    await t.app.db.query(
      `UPDATE project_navigation SET del_flag = '2' WHERE nav_id = $1`,
      [nav!.id],
    );
    const after = (await admin.get(URL)).data;
    expect(mine(after.records.columns)).toBeUndefined();
    expect(after.records.total).toBe(data.records.total - 3);
  });

  /** Known sign-in rows: admin (dept 103), ry (dept 105), a stranger. */
  async function seedSignIns() {
    await t.app.db.exec('DELETE FROM sys_logininfor');
    await t.app.db.query(
      `INSERT INTO sys_logininfor (user_name, status, msg, login_time) VALUES
       ('admin', '0', 'Login successful', $1),
       ('admin', '0', 'Logout successful', $1),
       ('ry', '0', '登录成功', $1),
       ('ry', '1', '用户不存在/密码错误', $1),
       ('ry', '0', '退出成功', $2),
       ('ry', '0', '注册成功', $2),
       ('nobody', '1', '用户不存在/密码错误', $2),
       ('ry', '0', 'ログインに成功しました', $3),
       ('admin', '1', 'wrong', $4),
       ('admin', '0', 'Login successful', $5)`,
      [at(0), at(1), at(13), at(14), at(29)],
    );
  }

  it('counts sign-ins per day, success and failure, over 14 or 30 days; sign-outs are not sign-ins', async () => {
    await seedSignIns();
    const s14 = (await admin.get(URL)).data.signIns;
    expect(s14.days).toHaveLength(14);
    expect(s14.days[13].date).toBe(today);
    expect(nonZero(s14.days)).toEqual({
      [today]: { success: 2, failure: 1 },
      [dayBefore(1)]: { success: 0, failure: 1 },
      [dayBefore(13)]: { success: 1, failure: 0 },
    });
    expect(s14).toMatchObject({
      success: 3,
      failure: 2,
      todaySuccess: 2,
      todayFailure: 1,
    });
    const s30 = (await admin.get(`${URL}?signInDays=30`)).data.signIns;
    expect(s30.days).toHaveLength(30);
    expect(s30).toMatchObject({ success: 4, failure: 3 });
    expect(nonZero(s30.days)[dayBefore(29)]).toEqual({
      success: 1,
      failure: 0,
    });
    expect(await admin.get(`${URL}?signInDays=15`)).toEqual({
      code: 500,
      msg: '登录图表天数格式不正确',
    });
  });

  /** Known operations: admin (dept 103) and ry (dept 105). */
  async function seedOperations() {
    await t.app.db.exec('DELETE FROM sys_oper_log');
    await t.app.db.query(
      `INSERT INTO sys_oper_log (title, business_type, oper_name, oper_time) VALUES
       ('Post', 1, 'admin', $1), ('Post', 2, 'admin', $1), ('Post', 3, 'ry', $2),
       ('Notice', 1, 'ry', $1), ('Notice', 1, 'ry', $3),
       ('Menu', 2, 'admin', $2), ('Old', 1, 'admin', $4),
       ('M1', 0, 'admin', $2), ('M2', 0, 'admin', $2), ('M3', 0, 'admin', $2),
       ('M4', 0, 'admin', $2), ('M5', 0, 'admin', $2), ('M6', 0, 'admin', $2)`,
      [at(0), at(5), at(29), at(30)],
    );
  }

  it('counts operations of the last 30 days per module (busiest first) and per type', async () => {
    await seedOperations();
    const o = (await admin.get(URL)).data.operations;
    expect(o).toMatchObject({ total: 12, today: 3, days: 30 });
    // in the reader's language (these readers: the default, zh-CN)
    expect(o.modules).toEqual([
      { title: '岗位管理', count: 3 },
      { title: '通知公告', count: 2 },
      { title: 'M1', count: 1 },
      { title: 'M2', count: 1 },
      { title: 'M3', count: 1 },
      { title: 'M4', count: 1 },
      { title: 'M5', count: 1 },
      { title: 'M6', count: 1 },
    ]);
    expect(o.otherModules).toBe(1); // Menu
    expect(o.types).toEqual([
      { businessType: 0, count: 6 },
      { businessType: 1, count: 3 },
      { businessType: 2, count: 2 },
      { businessType: 3, count: 1 },
    ]);
  });

  it("names the operations' modules in the reader's language", async () => {
    await seedOperations();
    const reader = async (lang: string) =>
      api(
        t.app,
        await loginToken(t.app, 'admin', 'admin123', {
          headers: { 'content-language': lang },
        }),
      );
    const titles = async (lang: string) =>
      ((await (await reader(lang)).get(URL)).data.operations.modules as Json[])
        .slice(0, 3)
        .map((m) => m.title);
    expect(await titles('ja')).toEqual(['役職管理', 'お知らせ', 'M1']);
    expect(await titles('zh-CN')).toEqual(['岗位管理', '通知公告', 'M1']);
    expect(await titles('en')).toEqual(['Post', 'Notice', 'M1']);
  });

  it('answers only the panels the viewer may see', async () => {
    // ry edits the website: enquiries, records, products; no logs
    const panels = Object.keys((await ry.get(URL)).data).sort();
    expect(panels).toEqual(['enquiries', 'products', 'records']);
    await addGuestUser(t.app, 'dashguest');
    const guest = api(t.app, await loginToken(t.app, 'dashguest'));
    expect(await guest.get(URL)).toEqual({
      code: 200,
      msg: '查询成功',
      data: {},
    });
    const anon = await t.app.inject({ method: 'GET', url: URL });
    expect(anon.json().code).toBe(401);
  });

  it("limits the log panels to the viewer's data scope (own department: ry's rows only)", async () => {
    const role = await t.app.db.one<{ id: number }>(
      `INSERT INTO sys_role (role_name, role_key, role_sort, data_scope, status)
       VALUES ('dash-dept', 'dash-dept', 9, '3', '0') RETURNING role_id AS id`,
    );
    // Login log (501) and operation log (500) menus, and the record list.
    await t.app.db.query(
      `INSERT INTO sys_role_menu (role_id, menu_id)
       SELECT $1, m FROM unnest(ARRAY[500, 501, 2002]) AS m`,
      [role!.id],
    );
    await addGuestUser(t.app, 'dashdept');
    await t.app.db.query(
      `UPDATE sys_user SET dept_id = 105 WHERE user_name = 'dashdept'`,
    );
    await t.app.db.query(
      `INSERT INTO sys_user_role (user_id, role_id)
       SELECT user_id, $1 FROM sys_user WHERE user_name = 'dashdept'`,
      [role!.id],
    );
    const viewer = api(t.app, await loginToken(t.app, 'dashdept'));
    await seedSignIns();
    await seedOperations();
    // the record figures count the columns the viewer's department owns
    const nav = await t.app.db.one<{ id: number }>(
      `INSERT INTO project_navigation (parent_id, ancestors, nav_name, order_num, dept_id)
       VALUES (0, '0', 'QA column', 98, 105) RETURNING nav_id AS id`,
    );
    await t.app.db.query(
      `INSERT INTO project_record (nav_id, title) VALUES ($1, 'q1'), ($1, 'q2')`,
      [nav!.id],
    );
    const { data } = await viewer.get(`${URL}?signInDays=30`);
    expect(Object.keys(data).sort()).toEqual([
      'operations',
      'records',
      'signIns',
    ]);
    expect(data.records).toEqual({
      total: 2,
      columns: [{ navId: nav!.id, navName: 'QA column', count: 2 }],
    });
    expect((await admin.get(URL)).data.records.total).toBeGreaterThan(2);
    // ry's rows only: no admin, no unknown account
    expect(nonZero(data.signIns.days)).toEqual({
      [today]: { success: 1, failure: 1 },
      [dayBefore(13)]: { success: 1, failure: 0 },
    });
    expect(data.signIns).toMatchObject({ success: 2, failure: 1 });
    expect(data.operations).toMatchObject({
      total: 3,
      today: 1,
      modules: [
        { title: '通知公告', count: 2 },
        { title: '岗位管理', count: 1 },
      ],
      otherModules: 0,
      types: [
        { businessType: 1, count: 2 },
        { businessType: 3, count: 1 },
      ],
    });
    // "self only" narrows to the viewer's own rows (none here)
    await t.app.db.query(
      `UPDATE sys_role SET data_scope = '5' WHERE role_id = $1`,
      [role!.id],
    );
    const self = (await viewer.get(URL)).data;
    expect(self.signIns).toMatchObject({ success: 0, failure: 0 });
    expect(self.operations.total).toBe(0);
    // a role edit applies at once: without the log menus, no log panels
    await t.app.db.query(
      `DELETE FROM sys_role_menu WHERE role_id = $1 AND menu_id IN (500, 501)`,
      [role!.id],
    );
    expect(Object.keys((await viewer.get(URL)).data)).toEqual(['records']);
  });
});
