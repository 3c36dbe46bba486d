/**
 * GET /system/config/configKey/{key} answers a parameter's value only to
 * those who may read it: a public parameter (isPublic Y: skin, sidebar theme,
 * captcha and self-registration switches) to any signed-in user; any other
 * to holders of system:config:query, and the initial password also to those
 * who may add users or reset passwords (the user screen fills it in). Anyone
 * else gets a bare 403 without the value; an unknown key answers msg '' as
 * before; without a token, 401. The flag is shown and changed on the
 * parameter screen with system:config:edit.
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
const PUBLIC = {
  'sys.index.skinName': 'skin-blue',
  'sys.index.sideTheme': 'theme-dark',
  'sys.account.captchaEnabled': 'true',
  'sys.account.registerUser': 'false',
};
const INIT_PASSWORD = 'Init-Pass-2026';
const BLACKLIST = '203.0.113.7;198.51.100.0/24';
const PRIVATE = {
  'sys.user.initPassword': INIT_PASSWORD,
  'sys.login.blackIPList': BLACKLIST,
  'sys.login.maxRetryCount': '5',
  'sys.login.lockTime': '10',
};
const key = (k: string) => `/system/config/configKey/${k}`;

let t: TestApp;
const as: Record<string, Api> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.query(
    `UPDATE sys_config SET config_value = $1 WHERE config_key = 'sys.user.initPassword'`,
    [INIT_PASSWORD],
  );
  await t.app.db.query(
    `UPDATE sys_config SET config_value = $1 WHERE config_key = 'sys.login.blackIPList'`,
    [BLACKLIST],
  );
  as.admin = api(t.app, await loginToken(t.app), EN);
  as.nobody = await userWithPerms(t.app, 'nobody', [], EN);
  as.lister = await userWithPerms(
    t.app,
    'lister',
    ['system:user:list', 'system:user:query', 'system:user:edit'],
    EN,
  );
  as.adder = await userWithPerms(t.app, 'adder', ['system:user:add'], EN);
  as.resetter = await userWithPerms(
    t.app,
    'resetter',
    ['system:user:resetPwd'],
    EN,
  );
  as.reader = await userWithPerms(t.app, 'reader', ['system:config:query'], EN);
  as.editor = await userWithPerms(
    t.app,
    'editor',
    ['system:config:list', 'system:config:query', 'system:config:edit'],
    EN,
  );
});
afterAll(() => t.close());

describe('GET /system/config/configKey/{key}', () => {
  it('public parameters: any signed-in user reads the value', async () => {
    for (const [k, v] of Object.entries(PUBLIC)) {
      expect(await as.nobody.get(key(k)), k).toEqual({ code: 200, msg: v });
    }
  });

  it('every other parameter: a user without the permission gets 403 and not the value', async () => {
    for (const who of [as.nobody, as.lister]) {
      for (const k of Object.keys(PRIVATE)) {
        expect(await who.get(key(k)), k).toEqual(DENIED);
      }
    }
    for (const who of [as.adder, as.resetter]) {
      for (const k of Object.keys(PRIVATE).slice(1)) {
        expect(await who.get(key(k)), k).toEqual(DENIED);
      }
    }
  });

  it('the initial password: those who may add users or reset passwords read it', async () => {
    for (const who of [as.adder, as.resetter]) {
      expect(await who.get(key('sys.user.initPassword'))).toEqual({
        code: 200,
        msg: INIT_PASSWORD,
      });
    }
  });

  it('system:config:query and the super administrator read every parameter', async () => {
    for (const who of [as.reader, as.admin]) {
      for (const [k, v] of Object.entries({ ...PUBLIC, ...PRIVATE })) {
        expect(await who.get(key(k)), k).toEqual({ code: 200, msg: v });
      }
    }
  });

  it('an unknown key answers an empty msg as before; without a token, 401', async () => {
    expect(await as.nobody.get(key('no.such.key'))).toEqual({
      code: 200,
      msg: '',
    });
    for (const k of ['sys.index.skinName', 'sys.user.initPassword']) {
      const res = await t.app.inject({ method: 'GET', url: key(k) });
      expect(res.json().code, k).toBe(401);
      expect(res.body, k).not.toContain(INIT_PASSWORD);
    }
  });
});

describe('the public flag on the parameter screen', () => {
  const idOf = async (k: string) =>
    (await as.admin.get(`/system/config/list?configKey=${k}`)).rows[0]
      .configId as number;

  it('lists and shows the flag: only the four front-end parameters are public', async () => {
    const list = await as.editor.get('/system/config/list?pageSize=50');
    const flagged = list.rows
      .filter((r: { isPublic: string }) => r.isPublic === 'Y')
      .map((r: { configKey: string }) => r.configKey)
      .sort();
    expect(flagged).toEqual(Object.keys(PUBLIC).sort());
    expect(
      list.rows.every((r: { isPublic: string }) =>
        ['Y', 'N'].includes(r.isPublic),
      ),
    ).toBe(true);
    const one = await as.editor.get(
      `/system/config/${await idOf('sys.login.lockTime')}`,
    );
    expect(one.data).toMatchObject({ isPublic: 'N' });
  });

  it('system:config:edit marks a parameter public; an edit without the field (RuoYi’s screens) keeps it', async () => {
    const id = await idOf('sys.login.lockTime');
    const row = (await as.editor.get(`/system/config/${id}`)).data;
    expect(await as.nobody.get(key('sys.login.lockTime'))).toEqual(DENIED);
    expect(
      (await as.editor.put('/system/config', { ...row, isPublic: 'Y' })).code,
    ).toBe(200);
    expect(await as.nobody.get(key('sys.login.lockTime'))).toEqual({
      code: 200,
      msg: '10',
    });
    const marked = (await as.editor.get(`/system/config/${id}`)).data;
    const { isPublic: _dropped, ...ruoyi } = marked;
    expect(
      (await as.editor.put('/system/config', { ...ruoyi, configValue: '15' }))
        .code,
    ).toBe(200);
    expect(await as.nobody.get(key('sys.login.lockTime'))).toEqual({
      code: 200,
      msg: '15',
    });
    // and back
    const again = (await as.editor.get(`/system/config/${id}`)).data;
    expect(
      (await as.editor.put('/system/config', { ...again, isPublic: 'N' })).code,
    ).toBe(200);
    expect(await as.nobody.get(key('sys.login.lockTime'))).toEqual(DENIED);
  });

  it('refuses a flag other than Y or N, and a user without system:config:edit', async () => {
    const id = await idOf('sys.login.maxRetryCount');
    const row = (await as.editor.get(`/system/config/${id}`)).data;
    expect(
      (await as.editor.put('/system/config', { ...row, isPublic: 'yes' })).code,
    ).toBe(500);
    expect(
      await as.reader.put('/system/config', { ...row, isPublic: 'Y' }),
    ).toEqual(DENIED);
    expect(await as.nobody.get(key('sys.login.maxRetryCount'))).toEqual(DENIED);
  });
});
