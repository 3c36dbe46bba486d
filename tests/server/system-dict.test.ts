import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_CACHE_PREFIX } from '../../server/src/services/dict.js';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const ok = { code: 200, msg: '操作成功' };
const denied = { code: 403, msg: '没有权限，请联系管理员授权' };

describe('/system/dict/type and /system/dict/data', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  const count = async (table: string) =>
    (await t.app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table}`,
    ))!.n;
  const lookup = async (type: string, who: Api = ry) =>
    (await who.get(`/system/dict/data/type/${type}`)).data.map(
      (d: Json) => d.dictLabel,
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
    ry = api(t.app, await loginToken(t.app, 'ry'));
  });
  afterAll(() => t.close());

  it('lists types with paging, filters and allow-listed sorting', async () => {
    // RuoYi's, the website's, the enquiry and mail statuses and the media
    // library's types and processing states
    const all = await admin.get('/system/dict/type/list?pageSize=4');
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 17 });
    expect(all.rows.map((r: Json) => r.dictType)).toEqual([
      'sys_user_sex',
      'sys_show_hide',
      'sys_normal_disable',
      'sys_job_status',
    ]);
    expect(all.rows[0]).toMatchObject({
      dictId: 1,
      dictName: '用户性别',
      status: '0',
      version: 0,
    });
    const like = await admin.get('/system/dict/type/list?dictType=job');
    expect(like.rows.map((r: Json) => r.dictId)).toEqual([4, 5]);
    const named = await admin.get(
      `/system/dict/type/list?dictName=${encodeURIComponent('通知')}`,
    );
    expect(named.rows.map((r: Json) => r.dictType)).toEqual([
      'sys_notice_type',
      'sys_notice_status',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await admin.get(
      `/system/dict/type/list?params%5BbeginTime%5D=${today}&params%5BendTime%5D=${today}`,
    );
    expect(inRange.total).toBe(17);
    const before = await admin.get(
      '/system/dict/type/list?params%5BendTime%5D=2000-01-01',
    );
    expect(before.total).toBe(0);
    const sorted = await admin.get(
      '/system/dict/type/list?orderByColumn=dictType&isAsc=desc&pageSize=1',
    );
    expect(sorted.rows[0].dictType).toBe('sys_yes_no');
    expect(
      await admin.get('/system/dict/type/list?orderByColumn=remark'),
    ).toEqual({ code: 500, msg: '参数不符合规范，不能进行查询' });
  });

  it('optionselect gives every type to any signed-in user', async () => {
    const res = await ry.get('/system/dict/type/optionselect');
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(17);
  });

  it('lists a type’s data by sort order with translated seeded labels', async () => {
    const res = await admin.get(
      '/system/dict/data/list?dictType=sys_oper_type&pageSize=20',
    );
    expect(res.total).toBe(10);
    expect(res.rows.at(-1)).toMatchObject({
      dictValue: '0',
      dictLabel: '其他',
      dictSort: 99,
      listClass: 'info',
      default: false,
    });
    const en = api(t.app, await loginToken(t.app, 'admin'), {
      'accept-language': 'en',
    });
    const sex = await en.get('/system/dict/data/list?dictType=sys_user_sex');
    expect(sex.rows.map((r: Json) => [r.dictLabel, r.isDefault])).toEqual([
      ['Male', 'Y'],
      ['Female', 'N'],
      ['Unknown', 'N'],
    ]);
    const like = await admin.get(
      `/system/dict/data/list?dictType=sys_oper_type&dictLabel=${encodeURIComponent('导')}`,
    );
    expect(like.rows.map((r: Json) => r.dictValue)).toEqual(['5', '6']);
  });

  it('adds, edits and deletes a type and its data; the lookup cache follows every change', async () => {
    expect(
      await admin.post('/system/dict/type', {
        dictName: 'Priority',
        dictType: 'biz_priority',
        status: '0',
        remark: 'tickets',
      }),
    ).toEqual(ok);
    const type = (
      await admin.get('/system/dict/type/list?dictType=biz_priority')
    ).rows[0];
    expect(await lookup('biz_priority')).toEqual([]);
    expect(await t.kv.get(DICT_CACHE_PREFIX + 'biz_priority')).toBe('[]');

    const add = (o: Record<string, unknown>) =>
      admin.post('/system/dict/data', {
        dictType: 'biz_priority',
        dictSort: 1,
        cssClass: '',
        listClass: 'danger',
        isDefault: 'N',
        status: '0',
        ...o,
      });
    expect(
      await add({ dictLabel: 'High', dictValue: 'H', dictSort: 1 }),
    ).toEqual(ok);
    expect(
      await add({
        dictLabel: 'Low',
        dictValue: 'L',
        dictSort: 2,
        listClass: 'info',
        isDefault: 'Y',
      }),
    ).toEqual(ok);
    // the add evicted the cached empty list
    expect(await lookup('biz_priority')).toEqual(['High', 'Low']);

    const rows = (
      await admin.get('/system/dict/data/list?dictType=biz_priority')
    ).rows;
    const high = (await admin.get(`/system/dict/data/${rows[0].dictCode}`))
      .data;
    expect(high).toMatchObject({ dictLabel: 'High', listClass: 'danger' });
    expect(
      await admin.put('/system/dict/data', {
        ...high,
        dictLabel: 'Urgent',
        cssClass: 'bold',
      }),
    ).toEqual(ok);
    expect(await lookup('biz_priority')).toEqual(['Urgent', 'Low']);

    // renaming the type carries its data along; old and new keys are evicted
    expect(
      await admin.put('/system/dict/type', {
        ...(await admin.get(`/system/dict/type/${type.dictId}`)).data,
        dictType: 'biz_level',
      }),
    ).toEqual(ok);
    expect(await lookup('biz_priority')).toEqual([]);
    expect(await lookup('biz_level')).toEqual(['Urgent', 'Low']);
    expect(
      (await admin.get('/system/dict/data/list?dictType=biz_level')).total,
    ).toBe(2);

    // a type with data cannot be deleted
    expect(await admin.del(`/system/dict/type/${type.dictId}`)).toEqual({
      code: 500,
      msg: 'Priority已分配,不能删除',
    });
    const codes = rows.map((r: Json) => r.dictCode).join(',');
    expect(await admin.del(`/system/dict/data/${codes}`)).toEqual(ok);
    expect(await lookup('biz_level')).toEqual([]);
    expect(await admin.del(`/system/dict/type/${type.dictId}`)).toEqual(ok);
    expect(await admin.get(`/system/dict/type/${type.dictId}`)).toEqual({
      code: 500,
      msg: '数据不存在或已被删除',
    });
  });

  it('keeps a seeded label translated when it is saved back unchanged', async () => {
    const en = api(t.app, await loginToken(t.app, 'admin'), {
      'accept-language': 'en',
    });
    const male = (await en.get('/system/dict/data/1')).data;
    expect(male.dictLabel).toBe('Male');
    expect(await en.put('/system/dict/data', { ...male, dictSort: 5 })).toEqual(
      { code: 200, msg: 'Operation succeeded' },
    );
    expect(await lookup('sys_user_sex', admin)).toEqual(['女', '未知', '男']);
    const again = (await en.get('/system/dict/data/1')).data;
    expect(
      await en.put('/system/dict/data', { ...again, dictLabel: 'Man' }),
    ).toMatchObject({ code: 200 });
    expect(await lookup('sys_user_sex', admin)).toEqual(['女', '未知', 'Man']);
  });

  it('refuses duplicate types, bad type codes, unknown types and invalid fields, changing nothing', async () => {
    const types = await count('sys_dict_type');
    const data = await count('sys_dict_data');
    expect(
      await admin.post('/system/dict/type', {
        dictName: 'Again',
        dictType: 'sys_user_sex',
        status: '0',
      }),
    ).toEqual({ code: 500, msg: "新增字典'Again'失败，字典类型已存在" });
    const sex = (await admin.get('/system/dict/type/1')).data;
    expect(
      await admin.put('/system/dict/type', { ...sex, dictType: 'sys_yes_no' }),
    ).toEqual({ code: 500, msg: "修改字典'用户性别'失败，字典类型已存在" });
    expect(
      await admin.post('/system/dict/type', {
        dictName: 'Bad',
        dictType: '9_bad-Type',
        status: '0',
      }),
    ).toEqual({
      code: 500,
      msg: '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
    });
    expect(
      await admin.post('/system/dict/type', {
        dictName: 'n'.repeat(101),
        dictType: 'ok_type',
        status: '0',
      }),
    ).toEqual({ code: 500, msg: '字典名称长度不能超过100个字符' });
    expect(
      await admin.post('/system/dict/type', {
        dictName: 'Empty',
        dictType: '',
        status: '0',
      }),
    ).toEqual({ code: 500, msg: '字典类型不能为空' });
    expect(
      await admin.post('/system/dict/data', {
        dictType: 'no_such_type',
        dictLabel: 'x',
        dictValue: 'x',
        dictSort: 0,
        isDefault: 'N',
        status: '0',
      }),
    ).toEqual({ code: 500, msg: '字典类型不存在' });
    expect(
      (
        await admin.post('/system/dict/data', {
          dictType: 'sys_user_sex',
          dictLabel: 'x',
          dictValue: 'x',
          dictSort: 0,
          listClass: 'rainbow',
          isDefault: 'N',
          status: '0',
        })
      ).code,
    ).toBe(500);
    expect(
      await admin.post('/system/dict/data', {
        dictType: 'sys_user_sex',
        dictLabel: 'l'.repeat(101),
        dictValue: 'x',
        dictSort: 0,
        isDefault: 'N',
        status: '0',
      }),
    ).toEqual({ code: 500, msg: '字典标签长度不能超过100个字符' });
    expect(await count('sys_dict_type')).toBe(types);
    expect(await count('sys_dict_data')).toBe(data);
    expect((await admin.get('/system/dict/type/1')).data).toEqual(sex);
  });

  it('refuses the second of two concurrent edits', async () => {
    const a = (await admin.get('/system/dict/type/2')).data;
    const b = (await admin.get('/system/dict/type/2')).data;
    expect(await admin.put('/system/dict/type', { ...a, remark: 'A' })).toEqual(
      ok,
    );
    expect(await admin.put('/system/dict/type', { ...b, remark: 'B' })).toEqual(
      { code: 500, msg: '该数据已被他人修改，请刷新后重新编辑' },
    );
    const d1 = (await admin.get('/system/dict/data/4')).data;
    const d2 = (await admin.get('/system/dict/data/4')).data;
    expect(
      await admin.put('/system/dict/data', { ...d1, remark: 'A' }),
    ).toEqual(ok);
    expect(
      (await admin.put('/system/dict/data', { ...d2, remark: 'B' })).msg,
    ).toBe('该数据已被他人修改，请刷新后重新编辑');
    expect((await admin.get('/system/dict/data/4')).data.remark).toBe('A');
  });

  it('refresh cache reloads every enabled type from the database', async () => {
    await t.kv.set(DICT_CACHE_PREFIX + 'stale_type', '[]');
    expect(await lookup('sys_show_hide', admin)).toEqual(['显示', '隐藏']);
    await t.app.db.query(
      `UPDATE sys_dict_data SET dict_label = 'Shown', i18n_key = NULL WHERE dict_code = 4`,
    );
    expect(await lookup('sys_show_hide', admin)).toEqual(['显示', '隐藏']);
    expect(await admin.del('/system/dict/type/refreshCache')).toEqual(ok);
    expect(await t.kv.get(DICT_CACHE_PREFIX + 'stale_type')).toBeNull();
    expect(await t.kv.get(DICT_CACHE_PREFIX + 'sys_yes_no')).not.toBeNull();
    expect(await lookup('sys_show_hide', admin)).toEqual(['Shown', '隐藏']);
  });

  it('exports types and data as real .xlsx files with the filtered rows', async () => {
    const types = await readSheet(
      (await admin.form('/system/dict/type/export', { dictType: 'notice' }))
        .rawPayload,
    );
    expect(types).toEqual([
      ['字典主键', '字典名称', '字典类型', '状态'],
      ['7', '通知类型', 'sys_notice_type', '正常'],
      ['8', '通知状态', 'sys_notice_status', '正常'],
    ]);
    const res = await admin.form('/system/dict/data/export', {
      dictType: 'sys_yes_no',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(
      /data_\d{14}\.xlsx/,
    );
    expect(await readSheet(res.rawPayload)).toEqual([
      [
        '字典编码',
        '字典排序',
        '字典标签',
        '字典键值',
        '字典类型',
        '是否默认',
        '状态',
      ],
      ['12', '1', '是', 'Y', 'sys_yes_no', '是', '正常'],
      ['13', '2', '否', 'N', 'sys_yes_no', '否', '正常'],
    ]);
  });

  it('refuses every management call to a user without the dictionary permissions', async () => {
    const types = await count('sys_dict_type');
    expect(await ry.get('/system/dict/type/list')).toEqual(denied);
    expect(await ry.get('/system/dict/type/1')).toEqual(denied);
    expect(
      await ry.post('/system/dict/type', {
        dictName: 'x',
        dictType: 'x_x',
        status: '0',
      }),
    ).toEqual(denied);
    expect(await ry.put('/system/dict/type', { dictId: 1 })).toEqual(denied);
    expect(await ry.del('/system/dict/type/10')).toEqual(denied);
    expect(await ry.del('/system/dict/type/refreshCache')).toEqual(denied);
    expect((await ry.form('/system/dict/type/export')).json()).toEqual(denied);
    expect(await ry.get('/system/dict/data/list?dictType=sys_yes_no')).toEqual(
      denied,
    );
    expect(await ry.get('/system/dict/data/1')).toEqual(denied);
    expect(await ry.post('/system/dict/data', {})).toEqual(denied);
    expect(await ry.put('/system/dict/data', {})).toEqual(denied);
    expect(await ry.del('/system/dict/data/1')).toEqual(denied);
    expect((await ry.form('/system/dict/data/export')).json()).toEqual(denied);
    expect(await count('sys_dict_type')).toBe(types);
  });
});
