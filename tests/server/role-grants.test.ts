import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const ADMIN123 = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';
const EN = { 'accept-language': 'en' };
/** Role management (101 + buttons 1007-1011) and the user list (100). */
const DELEGATE_MENUS = [1, 100, 101, 1007, 1008, 1009, 1010, 1011];

/** A role editor cannot hand out more than they hold themselves. */
describe('granting rights through roles', () => {
  let t: TestApp;
  let admin: Api;
  let delegate: Api;
  const scopeOf = async (roleKey: string) =>
    (await t.app.db.one<{ s: string }>(
      'SELECT data_scope AS s FROM sys_role WHERE role_key = $1',
      [roleKey],
    ))!.s;
  const menusOf = async (roleKey: string) =>
    (
      await t.app.db.query<{ id: number }>(
        `SELECT rm.menu_id AS id FROM sys_role_menu rm JOIN sys_role r USING (role_id)
          WHERE r.role_key = $1 ORDER BY 1`,
        [roleKey],
      )
    ).map((r) => r.id);
  const role = async (roleKey: string) =>
    (await admin.get(`/system/role/list?roleKey=${roleKey}`)).rows[0];

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app), EN);
    // "delegate" (dept 105) may manage roles, with data scope "own department".
    const r = await t.app.db.one<{ id: number }>(
      `INSERT INTO sys_role (role_name, role_key, role_sort, data_scope, status, create_by)
       VALUES ('role admin', 'roleadmin', 8, '3', '0', 'admin') RETURNING role_id AS id`,
    );
    for (const m of DELEGATE_MENUS)
      await t.app.db.query('INSERT INTO sys_role_menu VALUES ($1, $2)', [
        r!.id,
        m,
      ]);
    const u = await t.app.db.one<{ id: number }>(
      `INSERT INTO sys_user (dept_id, user_name, nick_name, password, status, create_by)
       VALUES (105, 'delegate', 'delegate', $1, '0', 'admin') RETURNING user_id AS id`,
      [ADMIN123],
    );
    await t.app.db.query('INSERT INTO sys_user_role VALUES ($1, $2)', [
      u!.id,
      r!.id,
    ]);
    delegate = api(t.app, await loginToken(t.app, 'delegate'), EN);
  });
  afterAll(() => t.close());

  it('adds a role with menus it holds; the new role gets no wider scope than its own', async () => {
    const res = await delegate.post('/system/role', {
      roleName: 'helpers',
      roleKey: 'helpers',
      roleSort: 5,
      status: '0',
      menuIds: [1, 100],
    });
    expect(res.code).toBe(200);
    expect(await menusOf('helpers')).toEqual([1, 100]);
    expect(await scopeOf('helpers')).toBe('3'); // not the table's default '1'
  });

  it('refuses menus it does not hold, naming them, and stores nothing', async () => {
    const res = await delegate.post('/system/role', {
      roleName: 'sneaky',
      roleKey: 'sneaky',
      roleSort: 5,
      status: '0',
      menuIds: [1, 100, 102, 103],
    });
    expect(res).toEqual({
      code: 500,
      msg: 'You cannot grant menus or permissions that you do not hold yourself: Menu, Dept',
    });
    expect(await role('sneaky')).toBeUndefined();
  });

  it('refuses a data scope wider than its own; narrower or equal ones are fine', async () => {
    const helpers = await role('helpers');
    // the role must be in the delegate's scope: give it a user of dept 105
    await t.app.db.query(
      `INSERT INTO sys_user_role SELECT 2, role_id FROM sys_role WHERE role_key = 'helpers'`,
    );
    for (const wide of ['1', '4']) {
      const res = await delegate.put('/system/role/dataScope', {
        roleId: helpers.roleId,
        dataScope: wide,
      });
      expect(res).toEqual({
        code: 500,
        msg: 'You cannot grant a data scope wider than your own',
      });
      expect(await scopeOf('helpers')).toBe('3');
    }
    for (const narrow of ['5', '3']) {
      const res = await delegate.put('/system/role/dataScope', {
        roleId: helpers.roleId,
        dataScope: narrow,
      });
      expect(res.code).toBe(200);
      expect(await scopeOf('helpers')).toBe(narrow);
    }
  });

  it('may keep what a role already has, but not add to it', async () => {
    // the admin gave "helpers" the Menu page (102) and scope "all"
    const helpers = await role('helpers');
    await admin.put('/system/role', {
      ...(await admin.get(`/system/role/${helpers.roleId}`)).data,
      menuIds: [1, 100, 102],
    });
    await admin.put('/system/role/dataScope', {
      roleId: helpers.roleId,
      dataScope: '1',
    });
    const current = (await delegate.get(`/system/role/${helpers.roleId}`)).data;
    const keep = await delegate.put('/system/role', {
      ...current,
      roleName: 'helpers (renamed)',
      menuIds: [1, 100, 102],
    });
    expect(keep.code).toBe(200);
    expect(
      (
        await delegate.put('/system/role/dataScope', {
          roleId: helpers.roleId,
          dataScope: '1',
        })
      ).code,
    ).toBe(200);
    const more = await delegate.put('/system/role', {
      ...(await delegate.get(`/system/role/${helpers.roleId}`)).data,
      menuIds: [1, 100, 102, 103],
    });
    expect(more).toEqual({
      code: 500,
      msg: 'You cannot grant menus or permissions that you do not hold yourself: Dept',
    });
    expect(await menusOf('helpers')).toEqual([1, 100, 102]);
  });

  it('the super administrator grants anything', async () => {
    const res = await admin.post('/system/role', {
      roleName: 'auditors',
      roleKey: 'auditors',
      roleSort: 6,
      status: '0',
      menuIds: [1, 102, 103],
    });
    expect(res.code).toBe(200);
    expect(await scopeOf('auditors')).toBe('1');
  });
});
