import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const ok = { code: 200, msg: '操作成功' };
const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };

const HOSTILE = [
  '<p onclick="steal()">Hello <b>team</b></p>',
  '<script>alert(document.cookie)</script>',
  '<img src="x" onerror="alert(1)">',
  '<img src="https://example.com/a.png" onerror="alert(2)" alt="logo">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="https://example.com" target="_blank">site</a>',
  '<iframe src="https://evil.example"></iframe>',
].join('');

function expectClean(html: string) {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
  expect(html).toContain('<p>Hello <b>team</b></p>');
  expect(html).toContain('<img src="https://example.com/a.png" alt="logo" />');
  expect(html).toContain('<a>click</a>');
  expect(html).toContain(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
  );
}

describe('/system/notice', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  const count = async () =>
    (await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_notice',
    ))!.n;
  const add = (title: string, extra: Record<string, unknown> = {}) =>
    admin.post('/system/notice', {
      noticeTitle: title,
      noticeType: '1',
      noticeContent: '<p>body</p>',
      status: '0',
      ...extra,
    });
  const idOf = async (title: string) =>
    (
      await admin.get(
        `/system/notice/list?noticeTitle=${encodeURIComponent(title)}`,
      )
    ).rows[0].noticeId as number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
    ry = api(t.app, await loginToken(t.app, 'ry'));
  });
  afterAll(() => t.close());

  it('lists the seeded notices newest first without their content, with filters and sorting', async () => {
    const all = await admin.get('/system/notice/list');
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    expect(all.rows.map((r: Json) => r.noticeId)).toEqual([2, 1]);
    expect(all.rows[0]).toMatchObject({
      noticeTitle: '维护通知：2018-07-01 若依系统凌晨维护',
      noticeType: '1',
      status: '0',
      createBy: 'admin',
      version: 0,
    });
    expect(all.rows[0]).not.toHaveProperty('noticeContent');
    expect(all.rows[0].createTime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );

    const byType = await admin.get('/system/notice/list?noticeType=2');
    expect(byType.rows.map((r: Json) => r.noticeId)).toEqual([1]);
    const byTitle = await admin.get(
      `/system/notice/list?noticeTitle=${encodeURIComponent('维护')}`,
    );
    expect(byTitle.rows.map((r: Json) => r.noticeId)).toEqual([2]);
    expect((await admin.get('/system/notice/list?createBy=adm')).total).toBe(2);
    expect((await admin.get('/system/notice/list?createBy=ry')).total).toBe(0);
    const sorted = await admin.get(
      '/system/notice/list?orderByColumn=noticeType&isAsc=descending',
    );
    expect(sorted.rows.map((r: Json) => r.noticeType)).toEqual(['2', '1']);
    expect(
      await admin.get('/system/notice/list?orderByColumn=notice_content'),
    ).toEqual({ code: 500, msg: '参数不符合规范，不能进行查询' });
  });

  it('adds, reads, edits and deletes a notice', async () => {
    expect(
      await add('Office move', {
        noticeType: '2',
        noticeContent: '<h2>We move</h2><p>on <strong>Monday</strong></p>',
        remark: 'facilities',
      }),
    ).toEqual(ok);
    const id = await idOf('Office move');
    const one = (await admin.get(`/system/notice/${id}`)).data;
    expect(one).toMatchObject({
      noticeTitle: 'Office move',
      noticeType: '2',
      noticeContent: '<h2>We move</h2><p>on <strong>Monday</strong></p>',
      status: '0',
      remark: 'facilities',
      createBy: 'admin',
    });

    expect(
      await admin.put('/system/notice', {
        ...one,
        noticeTitle: 'Office move (update)',
        status: '1',
      }),
    ).toEqual(ok);
    const edited = (await admin.get(`/system/notice/${id}`)).data;
    expect(edited).toMatchObject({
      noticeTitle: 'Office move (update)',
      status: '1',
      updateBy: 'admin',
      version: one.version + 1,
    });

    expect(await admin.del(`/system/notice/${id}`)).toEqual(ok);
    expect(await admin.get(`/system/notice/${id}`)).toEqual({
      code: 500,
      msg: '数据不存在或已被删除',
    });
    expect(await admin.del(`/system/notice/${id}`)).toEqual({
      code: 500,
      msg: '操作失败',
    });
  });

  it('deletes several notices at once', async () => {
    await add('Batch A');
    await add('Batch B');
    const ids = [await idOf('Batch A'), await idOf('Batch B')];
    const before = await count();
    expect(await admin.del(`/system/notice/${ids.join(',')}`)).toEqual(ok);
    expect(await count()).toBe(before - 2);
    expect((await admin.del('/system/notice/1,x')).code).toBe(500);
    expect(await count()).toBe(before - 2);
  });

  it('stores and serves the content sanitised: no script, event handler or javascript: link', async () => {
    expect(await add('Hostile', { noticeContent: HOSTILE })).toEqual(ok);
    const id = await idOf('Hostile');
    const stored = await t.app.db.one<{ c: string }>(
      'SELECT notice_content AS c FROM sys_notice WHERE notice_id = $1',
      [id],
    );
    expectClean(stored!.c);
    expectClean((await admin.get(`/system/notice/${id}`)).data.noticeContent);

    // Edits are cleaned the same way.
    const one = (await admin.get(`/system/notice/${id}`)).data;
    expect(
      await admin.put('/system/notice', { ...one, noticeContent: HOSTILE }),
    ).toEqual(ok);
    expectClean((await admin.get(`/system/notice/${id}`)).data.noticeContent);

    // Content written straight into the database is cleaned on the way out.
    await t.app.db.query(
      'UPDATE sys_notice SET notice_content = $1 WHERE notice_id = $2',
      [HOSTILE, id],
    );
    expectClean((await admin.get(`/system/notice/${id}`)).data.noticeContent);
  });

  it('refuses markup in the title and invalid fields, changing nothing', async () => {
    const before = await count();
    const seeded = (await admin.get('/system/notice/2')).data;
    expect(await add('<script>alert(1)</script>')).toEqual({
      code: 500,
      msg: '公告标题不能包含脚本字符',
    });
    expect(await add('<img src=x onerror=alert(1)>')).toEqual({
      code: 500,
      msg: '公告标题不能包含脚本字符',
    });
    expect(await add('')).toEqual({ code: 500, msg: '公告标题不能为空' });
    expect(await add('t'.repeat(51))).toEqual({
      code: 500,
      msg: '公告标题长度不能超过50个字符',
    });
    expect((await add('Bad type', { noticeType: '3' })).code).toBe(500);
    expect((await add('Bad status', { status: '9' })).code).toBe(500);
    expect(
      await admin.put('/system/notice', {
        ...seeded,
        noticeTitle: '<b>bold</b>',
      }),
    ).toEqual({ code: 500, msg: '公告标题不能包含脚本字符' });
    expect(await count()).toBe(before);
    expect((await admin.get('/system/notice/2')).data).toEqual(seeded);

    const en = api(
      t.app,
      await loginToken(t.app, 'admin', 'admin123', {
        headers: { 'accept-language': 'en' },
      }),
      { 'accept-language': 'en' },
    );
    expect(
      await en.post('/system/notice', {
        noticeTitle: '<i>x</i>',
        noticeType: '1',
        status: '0',
      }),
    ).toEqual({
      code: 500,
      msg: 'The notice title cannot contain script characters',
    });
    expect(await count()).toBe(before);
  });

  it('refuses the second of two concurrent edits', async () => {
    const a = (await admin.get('/system/notice/1')).data;
    const b = (await admin.get('/system/notice/1')).data;
    expect(await admin.put('/system/notice', { ...a, remark: 'by A' })).toEqual(
      ok,
    );
    expect(await admin.put('/system/notice', { ...b, remark: 'by B' })).toEqual(
      { code: 500, msg: '该数据已被他人修改，请刷新后重新编辑' },
    );
    expect((await admin.get('/system/notice/1')).data.remark).toBe('by A');
  });

  it('gives ry (list and query only) read access and refuses every write', async () => {
    const list = await ry.get('/system/notice/list');
    expect(list.code).toBe(200);
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect((await ry.get('/system/notice/1')).code).toBe(200);

    const before = await count();
    const seeded = (await admin.get('/system/notice/2')).data;
    expect(
      await ry.post('/system/notice', {
        noticeTitle: 'From ry',
        noticeType: '1',
        status: '0',
      }),
    ).toEqual(forbidden);
    expect(
      await ry.put('/system/notice', { ...seeded, noticeTitle: 'ry edit' }),
    ).toEqual(forbidden);
    expect(await ry.del('/system/notice/2')).toEqual(forbidden);
    expect(await count()).toBe(before);
    expect((await admin.get('/system/notice/2')).data).toEqual(seeded);
  });

  it('records adds, edits and deletes in the operation log', async () => {
    await t.app.operLog.flush();
    await t.app.db.exec('DELETE FROM sys_oper_log');
    await add('Logged notice', { noticeContent: '<p>x</p>' });
    const id = await idOf('Logged notice');
    const one = (await admin.get(`/system/notice/${id}`)).data;
    await admin.put('/system/notice', { ...one, status: '1' });
    await admin.del(`/system/notice/${id}`);
    await t.app.operLog.flush();
    const rows = await t.app.db.query<Json>(
      `SELECT title, business_type, method, request_method, oper_url, status
         FROM sys_oper_log ORDER BY oper_id`,
    );
    expect(rows).toEqual([
      {
        title: 'Notice',
        business_type: 1,
        method: 'addNotice()',
        request_method: 'POST',
        oper_url: '/system/notice',
        status: 0,
      },
      {
        title: 'Notice',
        business_type: 2,
        method: 'editNotice()',
        request_method: 'PUT',
        oper_url: '/system/notice',
        status: 0,
      },
      {
        title: 'Notice',
        business_type: 3,
        method: 'removeNotice()',
        request_method: 'DELETE',
        oper_url: `/system/notice/${id}`,
        status: 0,
      },
    ]);
  });
});
