/**
 * The role dialog's menu trees are not open to every signed-in user: the
 * blank tree (adding a role) needs system:role:add or system:role:edit, and
 * a role's checked menus (opening a role) system:role:query or
 * system:role:edit. Anyone else is refused with a bare 403 that carries no
 * menu and no checked key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from '../server/helpers/api.js';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';
import { userWithPerms } from './helpers/perm-user.js';

const EN = { 'accept-language': 'en' };
const DENIED = {
  code: 403,
  msg: 'No permission, please contact the administrator',
};
const TREE = '/system/menu/treeselect';
/** The seeded "Common Role", which holds menus. */
const ROLE_TREE = '/system/menu/roleMenuTreeselect/2';

let t: TestApp;
const as: Record<string, Api> = {};

beforeAll(async () => {
  t = await createTestApp();
  as.admin = api(t.app, await loginToken(t.app), EN);
  // Sees the user and role lists, may change nothing about a role.
  as.viewer = await userWithPerms(
    t.app,
    'viewer',
    ['system:user:list', 'system:role:list', 'system:user:query'],
    EN,
  );
  as.adder = await userWithPerms(
    t.app,
    'adder',
    ['system:role:list', 'system:role:add'],
    EN,
  );
  as.reader = await userWithPerms(
    t.app,
    'reader',
    ['system:role:list', 'system:role:query'],
    EN,
  );
  as.editor = await userWithPerms(
    t.app,
    'editor',
    ['system:role:list', 'system:role:query', 'system:role:edit'],
    EN,
  );
});
afterAll(() => t.close());

describe('menu trees of the role dialog', () => {
  it('a signed-in user without a role permission gets 403 and no tree', async () => {
    expect(await as.viewer.get(TREE)).toEqual(DENIED);
    expect(await as.viewer.get(ROLE_TREE)).toEqual(DENIED);
  });

  it('whoever may add a role gets the blank tree, not another role’s checked menus', async () => {
    const tree = await as.adder.get(TREE);
    expect(tree.code).toBe(200);
    expect(tree.data.length).toBeGreaterThan(0);
    expect(await as.adder.get(ROLE_TREE)).toEqual(DENIED);
  });

  it('whoever may query a role reads its checked menus, not the blank tree', async () => {
    const role = await as.reader.get(ROLE_TREE);
    expect(role.code).toBe(200);
    expect(role.checkedKeys.length).toBeGreaterThan(0);
    expect(await as.reader.get(TREE)).toEqual(DENIED);
  });

  it('a role editor and the super administrator get both', async () => {
    for (const who of [as.editor, as.admin]) {
      expect((await who.get(TREE)).code).toBe(200);
      const role = await who.get(ROLE_TREE);
      expect(role.code).toBe(200);
      expect(role.checkedKeys).toEqual(
        (await as.admin.get(ROLE_TREE)).checkedKeys,
      );
    }
  });

  it('the API document names the permissions of both routes', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: '/v3/api-docs' })
    ).json();
    expect(doc.paths[TREE].get['x-permission']).toBe(
      'system:role:add,system:role:edit',
    );
    expect(
      doc.paths['/system/menu/roleMenuTreeselect/{roleId}'].get['x-permission'],
    ).toBe('system:role:query,system:role:edit');
  });
});
