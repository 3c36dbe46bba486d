/**
 * RuoYi-Vue / RuoYi-Vue3 (3.9.x) front ends, unmodified, against this server:
 * menus, departments, posts, dictionaries, parameters and notices sent as
 * their add forms (fields RuoYi defaults left out, numbers as strings) and
 * edit forms (the loaded object sent back whole, with RuoYi's extras) send
 * them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

/** What RuoYi's BaseEntity / TreeEntity add to every object its UI holds. */
const ruoyiExtras = {
  searchValue: null,
  params: {},
  createBy: 'admin',
  createTime: '2024-01-01 00:00:00',
  updateBy: '',
  updateTime: null,
  children: [],
  parentName: null,
};

describe('RuoYi UI request shapes: menus, departments, posts, dictionaries, parameters, notices', () => {
  let t: TestApp;
  let admin: Api;

  /** Loads with GET `path/id`, sends the object back with `changes`. */
  const roundTrip = async (
    path: string,
    id: number,
    changes: Record<string, unknown>,
  ) => {
    const loaded = (await admin.get(`${path}/${id}`)).data;
    return admin.put(path, { ...ruoyiExtras, ...loaded, ...changes });
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
  });
  afterAll(() => t.close());

  it('adds a button menu without isFrame/isCache/visible/status and edits it back', async () => {
    const added = await admin.post('/system/menu', {
      parentId: '100',
      menuName: 'Shape button',
      icon: undefined,
      menuType: 'F',
      orderNum: '7',
      perms: 'system:user:shape',
    });
    expect(added.code).toBe(200);
    const list = await admin.get('/system/menu/list?menuName=Shape&status=');
    const row = list.data.find((m: Json) => m.menuName === 'Shape button');
    expect(row).toMatchObject({
      parentId: 100,
      orderNum: 7,
      isFrame: '1',
      isCache: '0',
      visible: '0',
      status: '0',
    });
    expect(
      await roundTrip('/system/menu', row.menuId, {
        orderNum: 8,
        visible: 1,
        menuName: 'Shape button 2',
      }),
    ).toMatchObject({ code: 200 });
    expect((await admin.get(`/system/menu/${row.menuId}`)).data).toMatchObject({
      orderNum: 8,
      visible: '1',
      menuName: 'Shape button 2',
      isFrame: '1',
    });
  });

  it('adds a department with its order as a string and edits the loaded one', async () => {
    const added = await admin.post('/system/dept', {
      deptId: undefined,
      parentId: 100,
      deptName: 'Shape dept',
      orderNum: '4',
      leader: undefined,
      phone: '',
      email: '',
      status: '0',
    });
    expect(added.code).toBe(200);
    const row = (await admin.get('/system/dept/list?deptName=Shape&status='))
      .data[0];
    expect(row).toMatchObject({ orderNum: 4, status: '0' });
    expect(
      await roundTrip('/system/dept', row.deptId, {
        deptName: 'Shape dept 2',
        status: 1,
      }),
    ).toMatchObject({ code: 200 });
    expect((await admin.get(`/system/dept/${row.deptId}`)).data).toMatchObject({
      deptName: 'Shape dept 2',
      status: '1',
      orderNum: 4,
    });
  });

  it('adds and edits a post with its sort as a string and status as a number, deletes by a comma list', async () => {
    for (const code of ['shape1', 'shape2']) {
      const res = await admin.post('/system/post', {
        postId: undefined,
        postCode: code,
        postName: `Post ${code}`,
        postSort: '5',
        status: 0,
        remark: undefined,
      });
      expect(res.code).toBe(200);
    }
    const rows = (
      await admin.get(
        '/system/post/list?pageNum=1&pageSize=10&postCode=shape&postName=&status=',
      )
    ).rows;
    expect(rows.map((r: Json) => [r.postSort, r.status])).toEqual([
      [5, '0'],
      [5, '0'],
    ]);
    expect(
      await roundTrip('/system/post', rows[0].postId, {
        flag: false,
        postSort: '6',
      }),
    ).toMatchObject({ code: 200 });
    expect(
      (await admin.get(`/system/post/${rows[0].postId}`)).data.postSort,
    ).toBe(6);
    expect(
      await admin.del(`/system/post/${rows[0].postId},${rows[1].postId}`),
    ).toMatchObject({ code: 200 });
    expect((await admin.get('/system/post/list?postCode=shape')).total).toBe(0);
  });

  it('adds dictionary data without isDefault, listClass or cssClass (RuoYi stores N) and edits it back', async () => {
    expect(
      (
        await admin.post('/system/dict/type', {
          dictId: undefined,
          dictName: 'Shape',
          dictType: 'shape_kind',
          status: '0',
        })
      ).code,
    ).toBe(200);
    const type = (
      await admin.get(
        '/system/dict/type/list?dictType=shape_kind&dictName=&status=',
      )
    ).rows[0];
    expect(
      await roundTrip('/system/dict/type', type.dictId, {
        dictName: 'Shape 2',
      }),
    ).toMatchObject({ code: 200 });

    const added = await admin.post('/system/dict/data', {
      dictCode: undefined,
      dictLabel: 'One',
      dictValue: 1,
      dictSort: '2',
      status: '0',
      dictType: 'shape_kind',
    });
    expect(added.code).toBe(200);
    const row = (
      await admin.get(
        '/system/dict/data/list?dictType=shape_kind&dictLabel=&status=',
      )
    ).rows[0];
    expect(row).toMatchObject({
      dictValue: '1',
      dictSort: 2,
      isDefault: 'N',
      status: '0',
    });
    expect(
      await roundTrip('/system/dict/data', row.dictCode, {
        default: false,
        listClass: 'primary',
        isDefault: 'Y',
      }),
    ).toMatchObject({ code: 200 });
    expect(
      (await admin.get('/system/dict/data/type/shape_kind')).data[0],
    ).toMatchObject({ listClass: 'primary', isDefault: 'Y', dictSort: 2 });

    const xlsx = await admin.form('/system/dict/data/export', {
      pageNum: '1',
      pageSize: '10',
      dictType: 'shape_kind',
      dictLabel: '',
      status: '',
    });
    expect((await readSheet(xlsx.rawPayload)).length).toBe(2);
  });

  it('adds and edits a parameter as the parameter form sends it', async () => {
    expect(
      (
        await admin.post('/system/config', {
          configId: undefined,
          configName: 'Shape',
          configKey: 'shape.key',
          configValue: 1,
          configType: 'Y',
          remark: undefined,
        })
      ).code,
    ).toBe(200);
    const row = (
      await admin.get(
        `/system/config/list?configKey=shape.key&configType=&${encodeURIComponent('params[beginTime]')}=2000-01-01&${encodeURIComponent('params[endTime]')}=2099-12-31`,
      )
    ).rows[0];
    expect(row).toMatchObject({ configValue: '1', configType: 'Y' });
    expect(
      await roundTrip('/system/config', row.configId, { configValue: '2' }),
    ).toMatchObject({ code: 200 });
    expect((await admin.get('/system/config/configKey/shape.key')).msg).toBe(
      '2',
    );
  });

  it('adds a notice without status (RuoYi stores 0) and edits it back', async () => {
    expect(
      (
        await admin.post('/system/notice', {
          noticeTitle: 'Shape notice',
          noticeType: 1,
          noticeContent: '<p>Hi</p>',
        })
      ).code,
    ).toBe(200);
    const row = (
      await admin.get(
        '/system/notice/list?noticeTitle=Shape&createBy=&status=&noticeType=',
      )
    ).rows[0];
    expect(row).toMatchObject({ noticeType: '1', status: '0' });
    expect(
      await roundTrip('/system/notice', row.noticeId, {
        noticeTitle: 'Shape notice 2',
        status: '1',
      }),
    ).toMatchObject({ code: 200 });
    expect(
      (await admin.get(`/system/notice/${row.noticeId}`)).data,
    ).toMatchObject({ noticeTitle: 'Shape notice 2', status: '1' });
  });

  it('keeps an edit that leaves a defaulted field out from resetting it, and still refuses bad values', async () => {
    const row = (await admin.get('/system/notice/list?noticeTitle=Shape'))
      .rows[0];
    const { status: _status, ...withoutStatus } = (
      await admin.get(`/system/notice/${row.noticeId}`)
    ).data;
    expect((await admin.put('/system/notice', withoutStatus)).code).toBe(500);
    expect(
      (await admin.get(`/system/notice/${row.noticeId}`)).data.status,
    ).toBe('1');

    for (const bad of [
      { dictSort: 'two' },
      { isDefault: 'X' },
      { dictLabel: 'l'.repeat(101) },
      { dictLabel: '' },
    ]) {
      const res = await admin.post('/system/dict/data', {
        dictLabel: 'Bad',
        dictValue: 'bad',
        dictType: 'shape_kind',
        ...bad,
      });
      expect(res.code).toBe(500);
    }
    expect(
      (await admin.get('/system/dict/data/list?dictType=shape_kind')).total,
    ).toBe(1);
  });
});
