import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addGuestUser } from './helpers/guest-user.js';

/** RuoYi 3.9.x drag sort: `{menuIds: '1,2', orderNums: '2,1'}` as its UI sends. */
describe('PUT /system/menu/updateSort and /system/dept/updateSort', () => {
  let t: TestApp;
  let admin: Api;
  let guest: Api;
  const order = async (table: string, col: string, ids: number[]) =>
    (
      await t.app.db.query<{ id: number; o: number }>(
        `SELECT ${col} AS id, order_num AS o FROM ${table} WHERE ${col} = ANY($1) ORDER BY ${col}`,
        [ids],
      )
    ).map((r) => r.o);

  beforeAll(async () => {
    t = await createTestApp();
    await addGuestUser(t.app, 'sorter');
    admin = api(t.app, await loginToken(t.app, 'admin'));
    guest = api(t.app, await loginToken(t.app, 'sorter'));
  });
  afterAll(() => t.close());

  it('reorders menus from comma lists and from arrays, and the menu list follows', async () => {
    expect(
      await admin.put('/system/menu/updateSort', {
        menuIds: '1,2,3',
        orderNums: '3,1,2',
      }),
    ).toEqual({ code: 200, msg: '操作成功' });
    expect(await order('sys_menu', 'menu_id', [1, 2, 3])).toEqual([3, 1, 2]);
    const routers = await admin.get('/getRouters');
    const top = routers.data.map((r: { path: string }) => r.path);
    expect(top.indexOf('/monitor')).toBeLessThan(top.indexOf('/tool'));
    expect(top.indexOf('/tool')).toBeLessThan(top.indexOf('/system'));

    expect(
      await admin.put('/system/menu/updateSort', {
        menuIds: [1, 2, 3],
        orderNums: ['1', '2', '3'],
      }),
    ).toMatchObject({ code: 200 });
    expect(await order('sys_menu', 'menu_id', [1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('changes all or nothing: mismatched lists, junk and unknown ids are refused', async () => {
    const before = await order('sys_menu', 'menu_id', [1, 2]);
    for (const bad of [
      { menuIds: '1,2', orderNums: '5' },
      { menuIds: '1,x', orderNums: '5,6' },
      { menuIds: '1,1', orderNums: '5,6' },
      { menuIds: '1,2', orderNums: '5,-1' },
      { menuIds: '', orderNums: '' },
    ]) {
      expect(await admin.put('/system/menu/updateSort', bad)).toMatchObject({
        code: 500,
        msg: '排序保存失败：编号与排序须一一对应且为整数',
      });
    }
    expect(
      await admin.put('/system/menu/updateSort', {
        menuIds: '1,2,999999',
        orderNums: '7,8,9',
      }),
    ).toMatchObject({ code: 500 });
    expect(await order('sys_menu', 'menu_id', [1, 2])).toEqual(before);
  });

  it('reorders departments under the editor’s data scope and needs system:dept:edit', async () => {
    expect(
      await admin.put('/system/dept/updateSort', {
        deptIds: '103,104',
        orderNums: '9,8',
      }),
    ).toMatchObject({ code: 200 });
    expect(await order('sys_dept', 'dept_id', [103, 104])).toEqual([9, 8]);
    expect(
      await guest.put('/system/dept/updateSort', {
        deptIds: '103',
        orderNums: '1',
      }),
    ).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
    expect(
      await guest.put('/system/menu/updateSort', {
        menuIds: '1',
        orderNums: '1',
      }),
    ).toMatchObject({ code: 403 });
    expect(await order('sys_dept', 'dept_id', [103])).toEqual([9]);
  });
});
