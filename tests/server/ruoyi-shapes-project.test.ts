/**
 * RuoYi-style front ends against the project's own screens and the profile:
 * what a RuoYi-Vue form holds after a getX() load (BaseEntity extras, numbers
 * as strings or numbers, status left out on add) sent back as is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const ruoyiExtras = {
  searchValue: null,
  params: {},
  createBy: 'admin',
  createTime: '2024-01-01 00:00:00',
  updateBy: '',
  updateTime: null,
  children: [],
};

describe('RuoYi UI request shapes: project content and profile', () => {
  let t: TestApp;
  let admin: Api;

  /** Loads `path/id`, sends the object back with RuoYi's extras and `changes`. */
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

  it('adds a navigation entry with numbers as strings and no status, edits it back, deletes by a comma list', async () => {
    for (const name of ['Shape A', 'Shape B']) {
      const res = await admin.post('/project/navigation', {
        navId: undefined,
        parentId: '0',
        navName: name,
        mainName: null,
        enName: undefined,
        link: '',
        navType: 2,
        showInNav: 1,
        orderNum: '9',
      });
      expect(res.code).toBe(200);
    }
    const rows = (
      await admin.get(
        '/project/navigation/list?navName=Shape&navType=&showInNav=&status=',
      )
    ).data;
    expect(rows.map((r: Json) => [r.navType, r.showInNav, r.status])).toEqual([
      ['2', '1', '0'],
      ['2', '1', '0'],
    ]);
    expect(
      await roundTrip('/project/navigation', rows[0].navId, {
        orderNum: '10',
        status: 1,
      }),
    ).toMatchObject({ code: 200 });
    expect(
      (await admin.get(`/project/navigation/${rows[0].navId}`)).data,
    ).toMatchObject({ orderNum: 10, status: '1' });
    expect(
      await admin.del(`/project/navigation/${rows[0].navId},${rows[1].navId}`),
    ).toMatchObject({ code: 200 });
  });

  it('edits every project row as a generated form sends it back', async () => {
    for (const [path, idKey] of [
      ['/project/navRecord', 'navRecordId'],
      ['/project/record', 'recordId'],
      ['/project/recordItem', 'itemId'],
      ['/project/product', 'productId'],
      ['/project/productItem', 'itemId'],
    ] as const) {
      const list = await admin.get(
        `${path}/list?pageNum=1&pageSize=10&status=&orderByColumn=&isAsc=`,
      );
      expect(list.code, path).toBe(200);
      const row = list.rows[0];
      expect(row, path).toBeDefined();
      const res = await roundTrip(path, row[idKey], {
        orderNum: String(row.orderNum + 1),
        remark: 'from a RuoYi form',
      });
      expect(res, path).toMatchObject({ code: 200 });
      const after = (await admin.get(`${path}/${row[idKey]}`)).data;
      expect(after.orderNum, path).toBe(row.orderNum + 1);

      const xlsx = await admin.form(`${path}/export`, {
        pageNum: '1',
        pageSize: '10',
        status: '',
      });
      expect(xlsx.headers['content-type'], path).toContain('spreadsheetml');
      expect((await readSheet(xlsx.rawPayload)).length, path).toBe(
        list.total + 1,
      );
    }
  });

  it('adds a record and a product without status (stored as 0)', async () => {
    const nav = (await admin.get('/project/record/list?pageNum=1&pageSize=1'))
      .rows[0].navId;
    const res = await admin.post('/project/record', {
      navId: String(nav),
      title: 'Shape record',
      contentBlocks: [],
      pinned: 0,
      displayType: 1,
      orderNum: 0,
    });
    expect(res.code).toBe(200);
    const row = (await admin.get('/project/record/list?title=Shape')).rows[0];
    expect(row).toMatchObject({ status: '0', pinned: '0', displayType: '1' });
  });

  it('saves the profile form sent whole and changes the password from a JSON body', async () => {
    const ryToken = await loginToken(t.app, 'ry');
    const ry = api(t.app, ryToken);
    const profile = (await ry.get('/system/user/profile')).data;
    // RuoYi-Vue3 userInfo.vue sends its copy of the whole user
    const res = await ry.put('/system/user/profile', {
      ...ruoyiExtras,
      ...profile,
      nickName: 'Shape Ry',
      sex: 1,
      dept: { deptId: profile.deptId, deptName: 'x', params: {} },
      roles: [],
      roleIds: null,
      postIds: null,
      admin: false,
    });
    expect(res).toMatchObject({ code: 200 });
    expect((await ry.get('/system/user/profile')).data).toMatchObject({
      nickName: 'Shape Ry',
      sex: '1',
    });
    expect(
      await ry.put('/system/user/profile/updatePwd', {
        oldPassword: 'admin123',
        newPassword: 'shape12345',
      }),
    ).toMatchObject({ code: 200 });
  });
});
