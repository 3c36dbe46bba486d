import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_CACHE_PREFIX } from '../../server/src/services/config.js';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const ok = { code: 200, msg: '操作成功' };
const denied = { code: 403, msg: '没有权限，请联系管理员授权' };

describe('/system/config', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  const count = async () =>
    (await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_config',
    ))!.n;
  const param = (o: Record<string, unknown> = {}) => ({
    configName: 'Site - banner',
    configKey: 'site.banner.text',
    configValue: 'Welcome',
    configType: 'N',
    remark: 'front page',
    ...o,
  });
  const idOf = async (key: string) =>
    (await admin.get(`/system/config/list?configKey=${key}`)).rows.find(
      (r: Json) => r.configKey === key,
    )?.configId as number;

  beforeAll(async () => {
    // captcha on at the server level, so the parameter decides
    t = await createTestApp({ captchaEnabled: true });
    // signed in while the parameter has the captcha off
    await t.app.db.query(
      `UPDATE sys_config SET config_value = 'false' WHERE config_id = 4`,
    );
    admin = api(t.app, await loginToken(t.app, 'admin'));
    ry = api(t.app, await loginToken(t.app, 'ry'));
    await t.app.db.query(
      `UPDATE sys_config SET config_value = 'true' WHERE config_id = 4`,
    );
    await t.app.services.config.evict('sys.account.captchaEnabled');
  });
  afterAll(() => t.close());

  it('lists parameters with paging, filters and allow-listed sorting', async () => {
    // RuoYi's, this project's, publishing's (site time zone, revision days)
    // the enquiries' and mail's (auto-reply interval, retention, response
    // target, send attempts) and the media library's (quota, three size limits)
    const all = await admin.get('/system/config/list?pageSize=3');
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 21 });
    expect(all.rows[0]).toMatchObject({
      configId: 1,
      configKey: 'sys.index.skinName',
      configValue: 'skin-blue',
      configType: 'Y',
      isPublic: 'Y',
      version: 0,
    });
    const byKey = await admin.get('/system/config/list?configKey=account');
    // sys.account.* and the account-wide lockout's sys.login.accountLock*
    expect(byKey.rows.map((r: Json) => r.configId)).toEqual([4, 5, 9, 10]);
    const byName = await admin.get('/system/config/list?configName=Login');
    expect(byName.total).toBe(5);
    expect((await admin.get('/system/config/list?configType=N')).total).toBe(0);
    const sorted = await admin.get(
      '/system/config/list?orderByColumn=configKey&isAsc=descending&pageSize=1',
    );
    expect(sorted.rows[0].configKey).toBe('sys.user.initPassword');
    expect(
      await admin.get('/system/config/list?orderByColumn=configValue'),
    ).toEqual({ code: 500, msg: '参数不符合规范，不能进行查询' });
    expect(
      (await admin.get('/system/config/list?params%5BbeginTime%5D=2999-01-01'))
        .total,
    ).toBe(0);
  });

  it('adds, reads, edits and deletes a parameter; configKey follows at once', async () => {
    // public, so that ry (no parameter permission) reads it
    expect(
      await admin.post('/system/config', param({ isPublic: 'Y' })),
    ).toEqual(ok);
    const id = await idOf('site.banner.text');
    expect(await ry.get('/system/config/configKey/site.banner.text')).toEqual({
      code: 200,
      msg: 'Welcome',
    });
    const one = (await admin.get(`/system/config/${id}`)).data;
    expect(one).toMatchObject({ ...param(), isPublic: 'Y', createBy: 'admin' });

    expect(
      await admin.put('/system/config', {
        ...one,
        configKey: 'site.banner.title',
        configValue: 'Hello',
      }),
    ).toEqual(ok);
    // the old key is gone from the cache as well as the table
    expect(await ry.get('/system/config/configKey/site.banner.text')).toEqual({
      code: 200,
      msg: '',
    });
    expect(
      (await ry.get('/system/config/configKey/site.banner.title')).msg,
    ).toBe('Hello');
    expect((await admin.get(`/system/config/${id}`)).data.version).toBe(1);

    expect(await admin.del(`/system/config/${id}`)).toEqual(ok);
    expect(
      (await ry.get('/system/config/configKey/site.banner.title')).msg,
    ).toBe('');
  });

  it('a change to sys.account.captchaEnabled takes effect on the next request', async () => {
    const captcha = async () =>
      (await t.app.inject({ url: '/captchaImage' })).json().captchaEnabled;
    expect(await captcha()).toBe(true);
    const row = (await admin.get('/system/config/4')).data;
    expect(
      await admin.put('/system/config', { ...row, configValue: 'false' }),
    ).toEqual(ok);
    expect(await captcha()).toBe(false);
    // and a sign-in no longer needs a code
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/login',
          payload: { username: 'ry', password: 'admin123' },
        })
      ).json().code,
    ).toBe(200);
    const again = (await admin.get('/system/config/4')).data;
    expect(
      await admin.put('/system/config', { ...again, configValue: 'true' }),
    ).toEqual(ok);
    expect(await captcha()).toBe(true);
  });

  it('refuses to delete built-in parameters, with the contract message', async () => {
    expect(await admin.post('/system/config', param())).toEqual(ok);
    const id = await idOf('site.banner.text');
    const before = await count();
    expect(await admin.del(`/system/config/${id},2`)).toEqual({
      code: 500,
      msg: '内置参数【sys.user.initPassword】不能删除 ',
    });
    expect(await count()).toBe(before);
    expect(await admin.del(`/system/config/${id}`)).toEqual(ok);
  });

  it('refuses a taken key and invalid fields, changing nothing', async () => {
    const before = await count();
    expect(
      await admin.post(
        '/system/config',
        param({ configKey: 'sys.index.skinName' }),
      ),
    ).toEqual({
      code: 500,
      msg: "新增参数'Site - banner'失败，参数键名已存在",
    });
    const skin = (await admin.get('/system/config/1')).data;
    expect(
      await admin.put('/system/config', {
        ...skin,
        configKey: 'sys.index.sideTheme',
      }),
    ).toEqual({
      code: 500,
      // the name as the reader (zh-CN) was shown it
      msg: "修改参数'主框架页-默认皮肤样式名称'失败，参数键名已存在",
    });
    expect(
      await admin.post('/system/config', param({ configKey: ' ' })),
    ).toEqual({ code: 500, msg: '参数键名不能为空' });
    expect(
      await admin.post(
        '/system/config',
        param({ configName: 'n'.repeat(101) }),
      ),
    ).toEqual({ code: 500, msg: '参数名称长度不能超过100个字符' });
    expect(
      await admin.post(
        '/system/config',
        param({ configValue: 'v'.repeat(501) }),
      ),
    ).toEqual({ code: 500, msg: '参数键值长度不能超过500个字符' });
    expect(
      (await admin.post('/system/config', param({ configType: 'X' }))).code,
    ).toBe(500);
    expect(await count()).toBe(before);
    expect((await admin.get('/system/config/1')).data).toEqual(skin);
  });

  it('refuses the second of two concurrent edits', async () => {
    const a = (await admin.get('/system/config/3')).data;
    const b = (await admin.get('/system/config/3')).data;
    expect(
      await admin.put('/system/config', { ...a, configValue: 'theme-light' }),
    ).toEqual(ok);
    expect(
      await admin.put('/system/config', { ...b, configValue: 'theme-dark' }),
    ).toEqual({ code: 500, msg: '该数据已被他人修改，请刷新后重新编辑' });
    expect(
      (await ry.get('/system/config/configKey/sys.index.sideTheme')).msg,
    ).toBe('theme-light');
  });

  it('refresh cache drops stale values and reloads every key', async () => {
    await t.kv.set(CONFIG_CACHE_PREFIX + 'gone.key', 'stale');
    expect(
      (await ry.get('/system/config/configKey/sys.index.skinName')).msg,
    ).toBe('skin-blue');
    await t.app.db.query(
      `UPDATE sys_config SET config_value = 'skin-red' WHERE config_id = 1`,
    );
    // cached until refreshed
    expect(
      (await ry.get('/system/config/configKey/sys.index.skinName')).msg,
    ).toBe('skin-blue');
    expect(await admin.del('/system/config/refreshCache')).toEqual(ok);
    expect(await t.kv.get(CONFIG_CACHE_PREFIX + 'gone.key')).toBeNull();
    expect(await t.kv.get(CONFIG_CACHE_PREFIX + 'sys.login.lockTime')).toBe(
      '10',
    );
    expect(
      (await ry.get('/system/config/configKey/sys.index.skinName')).msg,
    ).toBe('skin-red');
  });

  it('exports the filtered parameters as a real .xlsx', async () => {
    const res = await admin.form('/system/config/export', {
      configKey: 'sys.account',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(
      /config_\d{14}\.xlsx/,
    );
    expect(await readSheet(res.rawPayload)).toEqual([
      ['参数主键', '参数名称', '参数键名', '参数键值', '系统内置', '公开'],
      [
        '4',
        '账号自助-验证码开关',
        'sys.account.captchaEnabled',
        'true',
        '是',
        '是',
      ],
      [
        '5',
        '账号自助-是否开启用户注册功能',
        'sys.account.registerUser',
        'false',
        '是',
        '是',
      ],
    ]);
  });

  it('refuses every management call to a user without the parameter permissions', async () => {
    const before = await count();
    expect(await ry.get('/system/config/list')).toEqual(denied);
    expect(await ry.get('/system/config/1')).toEqual(denied);
    expect(await ry.post('/system/config', param())).toEqual(denied);
    expect(await ry.put('/system/config', { ...param(), configId: 1 })).toEqual(
      denied,
    );
    expect(await ry.del('/system/config/1')).toEqual(denied);
    expect(await ry.del('/system/config/refreshCache')).toEqual(denied);
    expect((await ry.form('/system/config/export')).json()).toEqual(denied);
    expect(await count()).toBe(before);
  });
});
