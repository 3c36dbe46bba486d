import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addGuestUser } from './helpers/guest-user.js';

/** RuoYi 3.9.x notice read tracking, sent as RuoYi-Vue3's api/system/notice.js sends it. */
describe('/system/notice read tracking', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  let guest: Api;
  let ryToken: string;
  /** POST with the ids in the query string and no body at all (axios `params`). */
  const postBare = (token: string, url: string) =>
    t.app
      .inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
      })
      .then((r) => r.json());
  const addNotice = async (title: string, status = '0') => {
    await admin.post('/system/notice', {
      noticeTitle: title,
      noticeType: '1',
      noticeContent: '<p>x</p>',
      status,
    });
    const list = await admin.get(
      `/system/notice/list?noticeTitle=${encodeURIComponent(title)}`,
    );
    return list.rows[0].noticeId as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await addGuestUser(t.app, 'reader');
    admin = api(t.app, await loginToken(t.app, 'admin'));
    ryToken = await loginToken(t.app, 'ry');
    ry = api(t.app, ryToken);
    guest = api(t.app, await loginToken(t.app, 'reader'));
  });
  afterAll(() => t.close());

  it('listTop gives the newest notices in force with read marks and the unread count', async () => {
    const closed = await addNotice('Closed notice', '1');
    const fresh = await addNotice('Fresh notice');
    const top = await ry.get('/system/notice/listTop');
    expect(top).toMatchObject({ code: 200, unreadCount: 3 });
    expect(top.data[0]).toMatchObject({
      noticeId: fresh,
      noticeTitle: 'Fresh notice',
      isRead: false,
    });
    expect(top.data.map((n: { noticeId: number }) => n.noticeId)).not.toContain(
      closed,
    );
    expect(top.data.every((n: { isRead: boolean }) => n.isRead === false)).toBe(
      true,
    );
  });

  it('markRead with ?noticeId= marks one notice for this user only, and is idempotent', async () => {
    const id = await addNotice('Read me');
    expect(
      await postBare(ryToken, `/system/notice/markRead?noticeId=${id}`),
    ).toMatchObject({ code: 200 });
    expect(
      await postBare(ryToken, `/system/notice/markRead?noticeId=${id}`),
    ).toMatchObject({ code: 200 });
    const mine = await ry.get('/system/notice/listTop');
    expect(
      mine.data.find((n: { noticeId: number }) => n.noticeId === id),
    ).toMatchObject({
      isRead: true,
    });
    const others = await admin.get('/system/notice/listTop');
    expect(
      others.data.find((n: { noticeId: number }) => n.noticeId === id),
    ).toMatchObject({ isRead: false });
    expect(mine.unreadCount).toBe(others.unreadCount - 1);
  });

  it('markReadAll with ?ids=1,2 marks every named notice; unknown ids are ignored; junk is refused', async () => {
    const top = await guest.get('/system/notice/listTop');
    const ids = top.data.map((n: { noticeId: number }) => n.noticeId);
    expect(top.unreadCount).toBeGreaterThan(0);
    expect(
      await postBare(
        (await loginToken(t.app, 'reader')) as string,
        `/system/notice/markReadAll?ids=${[...ids, 99999].join(',')}`,
      ),
    ).toMatchObject({ code: 200 });
    const after = await guest.get('/system/notice/listTop');
    expect(after.data.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    expect(after.unreadCount).toBe(top.unreadCount - ids.length);
    expect(
      await guest.post('/system/notice/markReadAll?ids=1,abc'),
    ).toMatchObject({
      code: 500,
    });
    expect(await guest.post('/system/notice/markRead')).toMatchObject({
      code: 500,
      msg: '请指定要标记为已读的公告',
    });
    // A form body works as well as the query string.
    const id = await addNotice('Form body');
    const res = await t.app.inject({
      method: 'POST',
      url: '/system/notice/markRead',
      headers: {
        authorization: `Bearer ${ryToken}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `noticeId=${id}`,
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const row = await t.app.db.one(
      `SELECT 1 AS x FROM sys_notice_read r JOIN sys_user u ON u.user_id = r.user_id
        WHERE r.notice_id = $1 AND u.user_name = 'ry'`,
      [id],
    );
    expect(row).toBeTruthy();
  });

  it('readUsers/list names who read a notice, newest first, searchable, behind system:notice:list', async () => {
    const id = await addNotice('Readers');
    await postBare(ryToken, `/system/notice/markRead?noticeId=${id}`);
    await admin.post(`/system/notice/markRead?noticeId=${id}`);
    const all = await admin.get(
      `/system/notice/readUsers/list?noticeId=${id}&pageNum=1&pageSize=10`,
    );
    expect(all).toMatchObject({ code: 200, total: 2 });
    expect(
      all.rows.map((r: { userName: string }) => r.userName).sort(),
    ).toEqual(['admin', 'ry']);
    expect(all.rows[0]).toHaveProperty('readTime');
    expect(all.rows[0]).toHaveProperty('deptName');
    const found = await admin.get(
      `/system/notice/readUsers/list?noticeId=${id}&searchValue=r`,
    );
    expect(found.rows.map((r: { userName: string }) => r.userName)).toEqual([
      'ry',
    ]);
    expect(
      await guest.get(`/system/notice/readUsers/list?noticeId=${id}`),
    ).toEqual({
      code: 403,
      msg: '没有权限，请联系管理员授权',
    });
    expect(await admin.get('/system/notice/readUsers/list')).toMatchObject({
      code: 500,
    });
  });

  it('view/{id} shows a notice in force to any signed-in user, sanitised, and marks it read', async () => {
    await admin.post('/system/notice', {
      noticeTitle: 'Bell view',
      noticeType: '2',
      noticeContent:
        '<p>Hi<img src=x onerror="alert(1)"></p><script>x()</script>',
      status: '0',
    });
    const id = (await admin.get('/system/notice/list?noticeTitle=Bell%20view'))
      .rows[0].noticeId as number;
    const seen = await guest.get(`/system/notice/view/${id}`);
    expect(seen).toMatchObject({
      code: 200,
      data: { noticeId: id, noticeTitle: 'Bell view' },
    });
    expect(seen.data.noticeContent).toContain('<p>Hi');
    expect(seen.data.noticeContent).not.toMatch(/onerror|<script/);
    const top = await guest.get('/system/notice/listTop');
    expect(
      top.data.find((n: { noticeId: number }) => n.noticeId === id),
    ).toMatchObject({
      isRead: true,
    });
    const closed = await addNotice('Closed view', '1');
    expect(await guest.get(`/system/notice/view/${closed}`)).toMatchObject({
      code: 500,
    });
    expect(await guest.get('/system/notice/view/abc')).toMatchObject({
      code: 500,
    });
  });

  it('deleting a notice drops its read marks', async () => {
    const id = await addNotice('Gone soon');
    await admin.post(`/system/notice/markRead?noticeId=${id}`);
    expect(await admin.del(`/system/notice/${id}`)).toMatchObject({
      code: 200,
    });
    const row = await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_notice_read WHERE notice_id = $1',
      [id],
    );
    expect(row!.n).toBe(0);
  });

  it('listTop needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/system/notice/listTop',
    });
    expect(res.json()).toMatchObject({ code: 401 });
  });
});
