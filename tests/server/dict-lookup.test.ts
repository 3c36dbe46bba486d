import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

describe('GET /system/dict/data/type/:dictType', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t.app, 'ry');
  });
  afterAll(() => t.close());

  const labels = async (type: string, lang: string) =>
    (
      await api(t.app, token, { 'accept-language': lang }).get(
        `/system/dict/data/type/${type}`,
      )
    ).data.map((d: Json) => [d.dictValue, d.dictLabel, d.listClass, d.default]);

  it('gives the enabled entries in order, labels in the user language, to any signed-in user', async () => {
    expect(await labels('sys_normal_disable', 'zh-CN')).toEqual([
      ['0', '正常', 'primary', true],
      ['1', '停用', 'danger', false],
    ]);
    expect(await labels('sys_normal_disable', 'en')).toEqual([
      ['0', 'Normal', 'primary', true],
      ['1', 'Disabled', 'danger', false],
    ]);
    expect((await labels('sys_oper_type', 'ja')).at(-1)).toEqual([
      '0',
      'その他',
      'info',
      false,
    ]);
    expect(await labels('no_such_type', 'en')).toEqual([]);
  });

  it('shows a label an administrator changed as stored, and hides disabled entries', async () => {
    await t.app.db.query(
      `UPDATE sys_dict_data SET dict_label = 'Aktiv', i18n_key = NULL WHERE dict_code = 6`,
    );
    await t.app.db.query(
      `UPDATE sys_dict_data SET status = '1' WHERE dict_code = 7`,
    );
    // The lookup is cached per type (sys_dict:<type>); SQL written behind
    // the API's back shows after the cache is refreshed.
    expect(await labels('sys_normal_disable', 'en')).toHaveLength(2);
    await t.app.services.dict.refresh();
    expect(await labels('sys_normal_disable', 'en')).toEqual([
      ['0', 'Aktiv', 'primary', true],
    ]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      url: '/system/dict/data/type/sys_normal_disable',
    });
    expect(res.json().code).toBe(401);
  });
});
