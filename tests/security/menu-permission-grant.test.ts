import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from '../server/helpers/api.js';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';
import { userWithPerms } from './helpers/perm-user.js';

// A menu editor writes permission strings on menus; every role that has the
// menu, the editor's own included, then carries them. So a menu may only
// be given a permission its editor holds.

const EDITOR_PERMS = [
  'system:menu:list',
  'system:menu:query',
  'system:menu:add',
  'system:menu:edit',
];

const button = (o: Record<string, unknown>) => ({
  menuName: 'E2E button',
  parentId: 0,
  orderNum: 9,
  path: '',
  component: null,
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType: 'F',
  visible: '0',
  status: '0',
  perms: '',
  icon: '#',
  remark: '',
  ...o,
});

describe('a menu editor gives menus only permissions they hold', () => {
  let t: TestApp;
  let editor: Api;
  /** The seeded button menu the editor's role holds for system:menu:edit. */
  let ownButton: Record<string, unknown>;

  const permsOfEditor = async () =>
    (await editor.get('/getInfo')).permissions as string[];

  beforeAll(async () => {
    t = await createTestApp();
    editor = await userWithPerms(t.app, 'menuwriter', EDITOR_PERMS, {
      'accept-language': 'en',
    });
    const id = (await t.app.db.one<{ id: number }>(
      `SELECT menu_id AS id FROM sys_menu WHERE perms = 'system:menu:edit'`,
    ))!.id;
    ownButton = (await editor.get(`/system/menu/${id}`)).data;
  });
  afterAll(() => t.close());

  it('cannot rewrite a menu of their own role to a permission they lack', async () => {
    const res = await editor.put('/system/menu', {
      ...ownButton,
      perms: 'system:user:remove',
    });
    expect(res).toEqual({
      code: 500,
      msg: 'You cannot grant menus or permissions that you do not hold yourself: system:user:remove',
    });
    expect(await permsOfEditor()).not.toContain('system:user:remove');
    // nor add one to the permissions it already grants
    expect(
      (
        await editor.put('/system/menu', {
          ...ownButton,
          perms: 'system:menu:edit,system:role:edit',
        })
      ).code,
    ).toBe(500);
  });

  it('cannot enable a disabled menu that grants a permission they lack', async () => {
    const disabled = button({
      menuName: 'Dormant',
      perms: 'system:user:resetPwd',
      status: '1',
    });
    // a disabled menu grants nothing, so adding it is allowed
    expect((await editor.post('/system/menu', disabled)).code).toBe(200);
    const id = (await t.app.db.one<{ id: number }>(
      `SELECT menu_id AS id FROM sys_menu WHERE menu_name = 'Dormant'`,
    ))!.id;
    const menu = (await editor.get(`/system/menu/${id}`)).data;
    const res = await editor.put('/system/menu', { ...menu, status: '0' });
    expect(res.code).toBe(500);
    expect(res.msg).toContain('system:user:resetPwd');
  });

  it('cannot add an enabled menu with a permission they lack', async () => {
    const res = await editor.post(
      '/system/menu',
      button({ menuName: 'Grab', perms: 'monitor:job:add' }),
    );
    expect(res.code).toBe(500);
    expect(
      await t.app.db.query(`SELECT 1 FROM sys_menu WHERE menu_name = 'Grab'`),
    ).toEqual([]);
  });

  it('may keep what a menu grants, and write permissions they hold', async () => {
    expect(
      (await editor.put('/system/menu', { ...ownButton, orderNum: 7 })).code,
    ).toBe(200);
    expect(
      (
        await editor.post(
          '/system/menu',
          button({ menuName: 'Mine', perms: 'system:menu:query' }),
        )
      ).code,
    ).toBe(200);
  });

  it('the super administrator writes any permission', async () => {
    const admin = api(t.app, await loginToken(t.app, 'admin'));
    expect(
      (
        await admin.post(
          '/system/menu',
          button({ menuName: 'Any', perms: 'monitor:job:add' }),
        )
      ).code,
    ).toBe(200);
  });
});
