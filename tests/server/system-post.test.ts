import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_PREFIX } from '../../server/src/repositories/lib/lists.js';
import { PAGE_PREFIX } from '../../server/src/repositories/lib/list-pages.js';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const ok = { code: 200, msg: '操作成功' };

describe('/system/post', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  const postCount = async () =>
    (await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_post',
    ))!.n;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
    ry = api(t.app, await loginToken(t.app, 'ry'));
  });
  afterAll(() => t.close());

  it('lists the seeded posts by order, with paging, filters and allow-listed sorting', async () => {
    const all = await admin.get('/system/post/list');
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 4 });
    expect(all.rows.map((r: Json) => r.postCode)).toEqual([
      'ceo',
      'se',
      'hr',
      'user',
    ]);
    expect(all.rows[0]).toMatchObject({
      postId: 1,
      postName: '董事长',
      postSort: 1,
      status: '0',
      version: 0,
    });

    const page2 = await admin.get('/system/post/list?pageNum=2&pageSize=3');
    expect(page2.total).toBe(4);
    expect(page2.rows.map((r: Json) => r.postCode)).toEqual(['user']);

    const beyond = await admin.get('/system/post/list?pageNum=9&pageSize=3');
    expect(beyond.rows.map((r: Json) => r.postCode)).toEqual(['user']);

    const sorted = await admin.get(
      '/system/post/list?orderByColumn=postCode&isAsc=descending',
    );
    expect(sorted.rows.map((r: Json) => r.postCode)).toEqual([
      'user',
      'se',
      'hr',
      'ceo',
    ]);

    const like = await admin.get(
      `/system/post/list?postName=${encodeURIComponent('经理')}`,
    );
    expect(like.rows.map((r: Json) => r.postCode)).toEqual(['se']);
    expect(like.total).toBe(1);

    // % is a literal character, not a wildcard
    expect((await admin.get('/system/post/list?postCode=%25')).total).toBe(0);
  });

  it('refuses a sort column outside the allow-list with the contract message', async () => {
    for (const col of [
      'password',
      'post_id;drop table sys_post',
      'postCode)',
    ]) {
      const res = await admin.get(
        `/system/post/list?orderByColumn=${encodeURIComponent(col)}`,
      );
      expect(res).toEqual({ code: 500, msg: '参数不符合规范，不能进行查询' });
    }
    const long = await admin.get(
      `/system/post/list?orderByColumn=${'a'.repeat(501)}`,
    );
    expect(long).toEqual({
      code: 500,
      msg: '参数已超过最大限制，不能进行查询',
    });
  });

  it('adds, reads, edits and deletes a post', async () => {
    expect(
      await admin.post('/system/post', {
        postCode: 'qa',
        postName: 'Quality',
        postSort: 5,
        status: '0',
        remark: 'testers',
      }),
    ).toEqual(ok);
    const list = await admin.get('/system/post/list?postCode=qa');
    expect(list.total).toBe(1);
    const id = list.rows[0].postId;
    const one = await admin.get(`/system/post/${id}`);
    expect(one.data).toMatchObject({
      postCode: 'qa',
      postName: 'Quality',
      createBy: 'admin',
    });

    expect(
      await admin.put('/system/post', {
        ...one.data,
        postName: 'Quality assurance',
      }),
    ).toEqual(ok);
    const edited = (await admin.get(`/system/post/${id}`)).data;
    expect(edited).toMatchObject({
      postName: 'Quality assurance',
      updateBy: 'admin',
      version: one.data.version + 1,
    });
    expect(edited.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect(await admin.del(`/system/post/${id}`)).toEqual(ok);
    expect((await admin.get('/system/post/list?postCode=qa')).total).toBe(0);
  });

  it('refuses duplicate names and codes with the contract messages', async () => {
    const before = await postCount();
    expect(
      await admin.post('/system/post', {
        postCode: 'x1',
        postName: '董事长',
        postSort: 1,
        status: '0',
      }),
    ).toEqual({ code: 500, msg: "新增岗位'董事长'失败，岗位名称已存在" });
    expect(
      await admin.post('/system/post', {
        postCode: 'ceo',
        postName: 'Boss',
        postSort: 1,
        status: '0',
      }),
    ).toEqual({ code: 500, msg: "新增岗位'Boss'失败，岗位编码已存在" });
    const se = (await admin.get('/system/post/2')).data;
    expect(
      await admin.put('/system/post', { ...se, postName: '人力资源' }),
    ).toEqual({
      code: 500,
      msg: "修改岗位'人力资源'失败，岗位名称已存在",
    });
    expect(await admin.put('/system/post', { ...se, postCode: 'hr' })).toEqual({
      code: 500,
      msg: "修改岗位'项目经理'失败，岗位编码已存在",
    });
    expect(await postCount()).toBe(before);
    expect((await admin.get('/system/post/2')).data).toEqual(se);
  });

  it('answers validation failures in the user language and changes nothing', async () => {
    const before = await postCount();
    const en = api(
      t.app,
      await loginToken(t.app, 'admin', 'admin123', {
        headers: { 'accept-language': 'en' },
      }),
      { 'accept-language': 'en' },
    );
    expect(
      await admin.post('/system/post', {
        postCode: 'c',
        postName: 'n'.repeat(51),
        postSort: 1,
        status: '0',
      }),
    ).toEqual({ code: 500, msg: '岗位名称长度不能超过50个字符' });
    expect(
      await en.post('/system/post', {
        postCode: 'c',
        postName: 'n'.repeat(51),
        postSort: 1,
        status: '0',
      }),
    ).toEqual({
      code: 500,
      msg: 'Post name cannot be longer than 50 characters',
    });
    expect(
      await admin.post('/system/post', {
        postName: 'n',
        postSort: 1,
        status: '0',
      }),
    ).toEqual({ code: 500, msg: '岗位编码不能为空' });
    expect(
      await admin.post('/system/post', {
        postCode: '   ',
        postName: 'n',
        postSort: 1,
        status: '0',
      }),
    ).toEqual({ code: 500, msg: '岗位编码不能为空' });
    expect(
      (
        await admin.post('/system/post', {
          postCode: 'c',
          postName: 'n',
          postSort: 1,
          status: '7',
        })
      ).code,
    ).toBe(500);
    const se = (await admin.get('/system/post/2')).data;
    expect(
      await admin.put('/system/post', { ...se, postCode: 'c'.repeat(65) }),
    ).toEqual({
      code: 500,
      msg: '岗位编码长度不能超过64个字符',
    });
    expect(await postCount()).toBe(before);
    expect((await admin.get('/system/post/2')).data).toEqual(se);
  });

  it('refuses the second of two concurrent edits instead of overwriting', async () => {
    const loadedByA = (await admin.get('/system/post/3')).data;
    const loadedByB = (await admin.get('/system/post/3')).data;
    expect(
      await admin.put('/system/post', { ...loadedByA, remark: 'saved by A' }),
    ).toEqual(ok);
    expect(
      await admin.put('/system/post', { ...loadedByB, remark: 'saved by B' }),
    ).toEqual({
      code: 500,
      msg: '该数据已被他人修改，请刷新后重新编辑',
    });
    expect((await admin.get('/system/post/3')).data.remark).toBe('saved by A');
    // After reloading, B can save.
    const reloaded = (await admin.get('/system/post/3')).data;
    expect(
      await admin.put('/system/post', { ...reloaded, remark: 'saved by B' }),
    ).toEqual(ok);
    // Editing a post that was deleted meanwhile
    expect(
      await admin.put('/system/post', {
        ...reloaded,
        postId: 999,
        postCode: 'gone',
        postName: 'Gone',
      }),
    ).toEqual({
      code: 500,
      msg: '数据不存在或已被删除',
    });
  });

  it('cannot delete a post held by users', async () => {
    expect(await admin.del('/system/post/4,1')).toEqual({
      code: 500,
      msg: '董事长已分配,不能删除',
    });
    expect((await admin.get('/system/post/4')).data.postCode).toBe('user');
    expect((await admin.del('/system/post/abc')).code).toBe(500);
  });

  it('keeps the cached total exact across inserts and deletes', async () => {
    const total = async () =>
      (await admin.get('/system/post/list?pageSize=2&status=0'))
        .total as number;
    const start = await total();
    expect(start).toBe(await postCount());
    // The total is served from the kv: a tampered entry shows through
    // (once the kept page it was served in is gone)...
    const keys = await t.kv.keys(TOTAL_PREFIX);
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) await t.kv.set(k, '1234');
    await t.kv.del(...(await t.kv.keys(PAGE_PREFIX)));
    expect(await total()).toBe(1234);
    // ...until a write to the table, which makes it stale at once.
    await admin.post('/system/post', {
      postCode: 'tc',
      postName: 'Total',
      postSort: 9,
      status: '0',
    });
    expect(await total()).toBe(start + 1);
    // Writes that bypass the repositories count too (trigger-bumped generation).
    await t.app.db.query(
      `INSERT INTO sys_post (post_code, post_name, post_sort, status) VALUES ('raw', 'Raw', 9, '0')`,
    );
    expect(await total()).toBe(start + 2);
    const ids = (
      await admin.get('/system/post/list?postSort=9&pageSize=50')
    ).rows
      .filter((r: Json) => ['tc', 'raw'].includes(r.postCode))
      .map((r: Json) => r.postId);
    expect(await admin.del(`/system/post/${ids.join(',')}`)).toEqual(ok);
    expect(await total()).toBe(start);
  });

  it('exports the filtered posts as a real .xlsx with translated headers and labels', async () => {
    await t.app.db.query(`UPDATE sys_post SET status = '1' WHERE post_id = 4`);
    const res = await admin.form('/system/post/export', { postName: '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(
      /post_\d{14}\.xlsx/,
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet[0]).toEqual([
      '岗位序号',
      '岗位编码',
      '岗位名称',
      '岗位排序',
      '状态',
    ]);
    expect(sheet.slice(1)).toEqual([
      ['1', 'ceo', '董事长', '1', '正常'],
      ['2', 'se', '项目经理', '2', '正常'],
      ['3', 'hr', '人力资源', '3', '正常'],
      ['4', 'user', '普通员工', '4', '停用'],
    ]);
    const filtered = await readSheet(
      (await admin.form('/system/post/export', { status: '1' })).rawPayload,
    );
    expect(filtered.slice(1).map((r) => r[1])).toEqual(['user']);

    const en = api(
      t.app,
      await loginToken(t.app, 'admin', 'admin123', {
        headers: { 'accept-language': 'en' },
      }),
      { 'accept-language': 'en' },
    );
    const english = await readSheet(
      (await en.form('/system/post/export')).rawPayload,
    );
    expect(english[0]).toEqual([
      'Post ID',
      'Post code',
      'Post name',
      'Post order',
      'Status',
    ]);
    expect(english[4][4]).toBe('Disabled');
    await t.app.db.query(`UPDATE sys_post SET status = '0' WHERE post_id = 4`);
  });

  it('records an operation log row for each add, edit, delete and export', async () => {
    await t.app.operLog.flush();
    await t.app.db.exec('DELETE FROM sys_oper_log');
    await admin.post('/system/post', {
      postCode: 'lg',
      postName: 'Logged',
      postSort: 7,
      status: '0',
    });
    await admin.post('/system/post', {
      postCode: 'lg',
      postName: 'Logged',
      postSort: 7,
      status: '0',
    });
    await admin.form('/system/post/export', { status: '0' });
    await admin.get('/system/post/list');
    await t.app.operLog.flush();
    const rows = await t.app.db.query<Json>(
      `SELECT title, business_type, method, request_method, operator_type,
              oper_name, dept_name, oper_url, oper_ip, oper_location, oper_param,
              json_result, status, error_msg, cost_time
         FROM sys_oper_log ORDER BY business_type, status`,
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      title: 'Post',
      business_type: 1,
      method: 'addPost()',
      request_method: 'POST',
      operator_type: 1,
      oper_name: 'admin',
      dept_name: '研发部门',
      oper_url: '/system/post',
      oper_ip: '127.0.0.1',
      oper_location: '内网IP',
      status: 0,
      error_msg: '',
    });
    expect(JSON.parse(rows[0].oper_param)).toEqual({
      postCode: 'lg',
      postName: 'Logged',
      postSort: 7,
      status: '0',
    });
    expect(JSON.parse(rows[0].json_result)).toEqual(ok);
    expect(rows[1]).toMatchObject({
      status: 1,
      error_msg: "新增岗位'Logged'失败，岗位名称已存在",
    });
    expect(rows[2]).toMatchObject({
      business_type: 5,
      method: 'POST /system/post/export',
      json_result: '',
      status: 0,
    });
    expect(JSON.parse(rows[2].oper_param)).toEqual({ status: '0' });
    expect(rows[2].cost_time).toBeGreaterThanOrEqual(0);
  });

  it('refuses every post endpoint but optionselect to a user without the permission', async () => {
    const denied = { code: 403, msg: '没有权限，请联系管理员授权' };
    expect(await ry.get('/system/post/list')).toEqual(denied);
    expect(await ry.get('/system/post/1')).toEqual(denied);
    expect(
      await ry.post('/system/post', {
        postCode: 'h',
        postName: 'h',
        postSort: 1,
        status: '0',
      }),
    ).toEqual(denied);
    expect(
      await ry.put('/system/post', {
        postId: 1,
        postCode: 'h',
        postName: 'h',
        postSort: 1,
        status: '0',
      }),
    ).toEqual(denied);
    expect(await ry.del('/system/post/4')).toEqual(denied);
    expect((await ry.form('/system/post/export')).json()).toEqual(denied);
    const before = await postCount();
    expect(before).toBeGreaterThanOrEqual(4);
    const options = await ry.get('/system/post/optionselect');
    expect(options.code).toBe(200);
    expect(options.data.map((p: Json) => p.postCode)).toContain('ceo');
  });
});
