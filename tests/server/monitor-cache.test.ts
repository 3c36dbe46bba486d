import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisKv } from '../../server/src/kv/index.js';
import { api, type Api, type Json } from './helpers/api.js';
import {
  authGet,
  createTestApp,
  loginToken,
  type TestApp,
} from './helpers/app.js';

const ok = { code: 200, msg: '操作成功' };
const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };
const redisUrl = process.env.REDIS_URL;

const modes = [
  { mode: 'in-process kv', redis: false },
  ...(redisUrl ? [{ mode: 'Redis kv', redis: true }] : []),
];

const CONTRACT_NAMES = [
  'login_tokens:',
  'sys_config:',
  'sys_dict:',
  'captcha_codes:',
  'repeat_submit:',
  'rate_limit:',
  'pwd_err_cnt:',
];

describe.each(modes)('/monitor/cache ($mode)', ({ redis }) => {
  let t: TestApp;
  let admin: Api;
  let adminToken: string;
  let ryToken: string;
  const keysOf = async (name: string): Promise<string[]> =>
    (await admin.get(`/monitor/cache/getKeys/${encodeURIComponent(name)}`))
      .data;
  /** Reads that fill the parameter and dictionary caches. */
  const warm = async () => {
    for (const key of ['sys.index.skinName', 'sys.index.sideTheme']) {
      await admin.get(`/system/config/configKey/${key}`);
    }
    for (const type of ['sys_normal_disable', 'sys_user_sex']) {
      await admin.get(`/system/dict/data/type/${type}`);
    }
  };

  beforeAll(async () => {
    t = await createTestApp(
      redis
        ? {
            kv: new RedisKv({
              url: redisUrl!,
              prefix: `test:${randomBytes(4).toString('hex')}:`,
            }),
          }
        : {},
    );
    adminToken = await loginToken(t.app, 'admin');
    ryToken = await loginToken(t.app, 'ry');
    admin = api(t.app, adminToken);
  });
  afterAll(async () => {
    const keys = await t.app.kv.keys('');
    if (keys.length) await t.app.kv.del(...keys);
    await t.close();
  });

  it('answers the store figures under Redis INFO names', async () => {
    await warm();
    const res = await admin.get('/monitor/cache');
    expect(res).toMatchObject({ code: 200, msg: '操作成功' });
    const { info, dbSize, commandStats } = res.data;
    for (const field of [
      'redis_version',
      'redis_mode',
      'tcp_port',
      'connected_clients',
      'uptime_in_days',
      'used_memory_human',
      'maxmemory_human',
      'aof_enabled',
      'rdb_last_bgsave_status',
      'instantaneous_input_kbps',
      'instantaneous_output_kbps',
      'used_cpu_user_children',
    ]) {
      expect(info[field], field).toEqual(expect.any(String));
    }
    const calls = (name: string) =>
      Number(commandStats.find((c: Json) => c.name === name)?.value ?? 0);
    expect(calls('get')).toBeGreaterThan(0);
    expect(calls('set')).toBeGreaterThan(0);
    expect(dbSize).toBeGreaterThanOrEqual((await t.app.kv.keys('')).length);
    if (redis) {
      expect(info.redis_version).toMatch(/^\d+\.\d+/);
      return;
    }
    // in-process: real counts of this store
    expect(info.redis_version).toBe('in-process');
    expect(dbSize).toBe((await t.app.kv.keys('')).length);
    expect(info.db0).toMatch(new RegExp(`^keys=${dbSize},expires=\\d+`));

    // every call counts; a cached read is a hit, a missing key a miss
    const hits = Number(info.keyspace_hits);
    const misses = Number(info.keyspace_misses);
    const used = Number(info.used_memory);
    await admin.get('/system/dict/data/type/sys_user_sex');
    await t.app.kv.get('no-such-key');
    await t.app.kv.set('big:value', 'x'.repeat(10_000));
    const after = (await admin.get('/monitor/cache')).data;
    expect(Number(after.info.keyspace_hits)).toBeGreaterThan(hits);
    expect(Number(after.info.keyspace_misses)).toBe(misses + 1);
    expect(Number(after.info.used_memory)).toBeGreaterThanOrEqual(
      used + 10_000,
    );
    expect(Number(after.info.total_commands_processed)).toBeGreaterThan(
      Number(info.total_commands_processed),
    );
    const info2 = after.commandStats.find((c: Json) => c.name === 'info');
    expect(Number(info2.value)).toBe(calls('info') + 1);
    await t.app.kv.del('big:value');
  });

  it('names the caches, contract ones first, remarks in the user language', async () => {
    const res = await admin.get('/monitor/cache/getNames');
    const names = res.data.map((n: Json) => n.cacheName);
    expect(names.slice(0, 7)).toEqual(CONTRACT_NAMES);
    expect(names).toEqual(
      expect.arrayContaining(['site_form:', 'issue_slot:', 'list_total:']),
    );
    expect(res.data[0]).toEqual({
      cacheName: 'login_tokens:',
      cacheKey: '',
      cacheValue: '',
      remark: '用户信息',
    });
    // without Redis the rate limiter keeps its counts itself, and says so
    expect(res.data[5].remark).toBe(
      redis ? '限流处理' : '限流处理（未使用 Redis 时由限流器自行保存）',
    );
    const en = await api(t.app, adminToken, {
      'content-language': 'en',
    }).get('/monitor/cache/getNames');
    expect(en.data[6].remark).toBe('Wrong passwords (login lockouts)');
    const ja = await api(t.app, adminToken, {
      'content-language': 'ja',
    }).get('/monitor/cache/getNames');
    expect(ja.data[1].remark).toBe('パラメータ設定');
  });

  it('lists keys and shows a value as stored', async () => {
    await warm();
    const keys = await keysOf('sys_config:');
    expect(keys).toEqual(
      expect.arrayContaining([
        'sys_config:sys.index.sideTheme',
        'sys_config:sys.index.skinName',
      ]),
    );
    expect(keys).toEqual([...keys].sort());
    const res = await admin.get(
      '/monitor/cache/getValue/sys_config:/sys_config:sys.index.skinName',
    );
    expect(res.data).toEqual({
      cacheName: 'sys_config',
      cacheKey: 'sys.index.skinName',
      cacheValue: 'skin-blue',
      remark: '',
      ttl: -1,
    });
    const session = (await keysOf('login_tokens:'))[0];
    const value = await admin.get(
      `/monitor/cache/getValue/login_tokens:/${encodeURIComponent(session)}`,
    );
    expect(JSON.parse(value.data.cacheValue)).toMatchObject({
      userName: expect.any(String),
    });
    expect(value.data.ttl).toBeGreaterThan(29 * 60);
  });

  it('clears exactly one key, and the parameter reloads from the database', async () => {
    await warm();
    expect(
      await admin.del(
        '/monitor/cache/clearCacheKey/sys_config:sys.index.skinName',
      ),
    ).toEqual(ok);
    const keys = await keysOf('sys_config:');
    expect(keys).not.toContain('sys_config:sys.index.skinName');
    expect(keys).toContain('sys_config:sys.index.sideTheme');
    expect((await keysOf('sys_dict:')).length).toBeGreaterThanOrEqual(2);
    // a miss reads the table again
    const again = await admin.get(
      '/system/config/configKey/sys.index.skinName',
    );
    expect(again.msg).toBe('skin-blue');
    expect(await keysOf('sys_config:')).toContain(
      'sys_config:sys.index.skinName',
    );
  });

  it('clears exactly one name, and dictionaries reload from the database', async () => {
    await warm();
    const before = await keysOf('sys_config:');
    expect(await admin.del('/monitor/cache/clearCacheName/sys_dict:')).toEqual(
      ok,
    );
    expect(await keysOf('sys_dict:')).toEqual([]);
    expect(await keysOf('sys_config:')).toEqual(before);
    expect(await keysOf('login_tokens:')).toHaveLength(2);
    const sex = await admin.get('/system/dict/data/type/sys_user_sex');
    expect(sex.data.map((d: Json) => d.dictValue)).toEqual(['0', '1', '2']);
    expect(await keysOf('sys_dict:')).toEqual(['sys_dict:sys_user_sex']);
  });

  it('refuses names and keys it does not know', async () => {
    expect(await admin.get('/monitor/cache/getKeys/whatever:')).toEqual({
      code: 500,
      msg: '未知的缓存名称：whatever:',
    });
    expect(await admin.del('/monitor/cache/clearCacheName/x')).toMatchObject({
      code: 500,
    });
    expect(await admin.del('/monitor/cache/clearCacheKey/other:key')).toEqual({
      code: 500,
      msg: '键 other:key 不属于任何缓存名称',
    });
    expect(
      await admin.get('/monitor/cache/getValue/sys_dict:/sys_config:x'),
    ).toMatchObject({ code: 500 });
    const gone = await admin.get(
      '/monitor/cache/getValue/sys_dict:/sys_dict:none',
    );
    expect(gone.data).toMatchObject({ cacheValue: '', ttl: -2 });
  });

  it('refuses users without the permission', async () => {
    const ry = api(t.app, ryToken);
    for (const res of [
      await ry.get('/monitor/cache'),
      await ry.get('/monitor/cache/getNames'),
      await ry.get('/monitor/cache/getKeys/sys_config:'),
      await ry.get('/monitor/cache/getValue/sys_config:/sys_config:a'),
      await ry.del('/monitor/cache/clearCacheName/sys_config:'),
      await ry.del('/monitor/cache/clearCacheKey/sys_config:a'),
      await ry.del('/monitor/cache/clearCacheAll'),
    ]) {
      expect(res).toEqual(forbidden);
    }
    expect((await keysOf('login_tokens:')).length).toBe(2);
  });

  it('clears everything: every session ends', async () => {
    await warm();
    await t.app.kv.set('site_view:1:10.0.0.1', '1', 600);
    expect(await admin.del('/monitor/cache/clearCacheAll')).toEqual(ok);
    expect(await t.app.kv.keys('')).toEqual([]);
    expect((await authGet(t.app, '/getInfo', adminToken)).json().code).toBe(
      401,
    );
    expect((await authGet(t.app, '/getInfo', ryToken)).json().code).toBe(401);
    // the application goes on: a new sign-in, parameters read afresh
    const fresh = api(t.app, await loginToken(t.app, 'admin'));
    expect(
      (await fresh.get('/system/config/configKey/sys.index.skinName')).msg,
    ).toBe('skin-blue');
  });
});
