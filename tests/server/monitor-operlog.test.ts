import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperLogInput } from '../../server/src/repositories/operlog.js';
import { ServiceError } from '../../server/src/errors.js';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const ok = { code: 200, msg: '操作成功' };
const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };

/** Routes only this test registers, to drive the hook in every way. */
async function probeRoutes(app: FastifyInstance) {
  app.post(
    '/probe/echo',
    { config: { log: { title: 'Probe', businessType: 'OTHER' } } },
    async function echoProbe(req) {
      return { code: 200, msg: 'echo', data: req.body };
    },
  );
  app.post(
    '/probe/crash',
    { config: { log: { title: 'Probe', businessType: 'UPDATE' } } },
    async function crashProbe() {
      throw new Error('disk quota exceeded on /var/data');
    },
  );
  app.post(
    '/probe/refuse',
    { config: { log: { title: 'Probe', businessType: 'DELETE' } } },
    async function refuseProbe() {
      throw new ServiceError(500, 'common.notExists');
    },
  );
}

function row(over: Partial<OperLogInput>): OperLogInput {
  return {
    title: 'Post',
    businessType: 1,
    method: 'addPost()',
    requestMethod: 'POST',
    operatorType: 1,
    operName: 'admin',
    deptId: 103,
    operUrl: '/system/post',
    operIp: '127.0.0.1',
    operLocation: 'Intranet IP',
    operParam: '{}',
    jsonResult: '{"code":200}',
    status: 0,
    errorMsg: '',
    costTime: 5,
    ...over,
  };
}

describe('/monitor/operlog', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  const count = async () =>
    (await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_oper_log',
    ))!.n;

  /** Five known rows (and nothing else) with fixed times. */
  async function seed() {
    await t.app.operLog.flush();
    await t.app.db.exec('DELETE FROM sys_oper_log');
    const rows: [Partial<OperLogInput>, string][] = [
      [{ title: 'Post', businessType: 1, costTime: 12 }, '2024-03-01 09:00:00'],
      [
        {
          title: 'User',
          businessType: 2,
          operName: 'ry',
          deptId: 105,
          costTime: 80,
        },
        '2024-03-02 10:30:00',
      ],
      [
        {
          title: 'User',
          businessType: 3,
          status: 1,
          errorMsg: 'boom',
          costTime: 3,
        },
        '2024-03-03 23:59:59',
      ],
      [
        { title: 'Notice', businessType: 5, operIp: '10.1.2.3', costTime: 40 },
        '2024-03-04 00:00:00',
      ],
      [{ title: 'Role', businessType: 4, costTime: 1 }, '2024-03-05 12:00:00'],
    ];
    for (const [r] of rows) await t.app.repos.operLog.insert(row(r));
    const ids = (
      await t.app.db.query<{ id: number }>(
        'SELECT oper_id AS id FROM sys_oper_log ORDER BY oper_id',
      )
    ).map((r) => r.id);
    for (const [i, [, time]] of rows.entries()) {
      await t.app.db.query(
        'UPDATE sys_oper_log SET oper_time = $1 WHERE oper_id = $2',
        [time, ids[i]],
      );
    }
    return ids;
  }

  const titles = async (qs: string) =>
    (await admin.get(`/monitor/operlog/list?${qs}`)).rows.map(
      (r: Json) => r.title,
    );

  beforeAll(async () => {
    t = await createTestApp({ routes: probeRoutes });
    admin = api(t.app, await loginToken(t.app, 'admin'));
    ry = api(t.app, await loginToken(t.app, 'ry'));
  });
  afterAll(() => t.close());

  it('lists newest first with every field, filters and allow-listed sorting', async () => {
    const ids = await seed();
    const all = await admin.get('/monitor/operlog/list');
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 5 });
    expect(all.rows.map((r: Json) => r.operId)).toEqual([...ids].reverse());
    expect(all.rows.find((r: Json) => r.operName === 'ry')).toEqual({
      operId: ids[1],
      title: '用户管理',
      businessType: 2,
      method: 'addPost()',
      requestMethod: 'POST',
      operatorType: 1,
      operName: 'ry',
      deptName: '测试部门',
      operUrl: '/system/post',
      operIp: '127.0.0.1',
      operLocation: '内网IP',
      operParam: '{}',
      jsonResult: '{"code":200}',
      status: 0,
      errorMsg: '',
      operTime: '2024-03-02 10:30:00',
      costTime: 80,
    });

    expect(await titles('title=Us')).toEqual(['用户管理', '用户管理']);
    expect(await titles('operName=r&title=User')).toEqual(['用户管理']);
    expect(await titles('businessType=5')).toEqual(['通知公告']);
    expect(await titles('businessType=')).toHaveLength(5);
    expect(await titles('businessTypes=1&businessTypes=4')).toEqual([
      '角色管理',
      '岗位管理',
    ]);
    expect(await titles('status=1')).toEqual(['用户管理']);
    expect(await titles('operIp=10.1')).toEqual(['通知公告']);
    expect(
      await titles(
        'params%5BbeginTime%5D=2024-03-02%2000%3A00%3A00&params%5BendTime%5D=2024-03-03%2023%3A59%3A59',
      ),
    ).toEqual(['用户管理', '用户管理']);
    expect(
      await titles(
        'params%5BbeginTime%5D=2024-03-03%2023%3A59%3A59&params%5BendTime%5D=2024-03-04',
      ),
    ).toEqual(['通知公告', '用户管理']);
    expect(
      await titles('orderByColumn=costTime&isAsc=descending&pageSize=2'),
    ).toEqual(['用户管理', '通知公告']);
    expect(await titles('orderByColumn=operTime&isAsc=ascending')).toEqual([
      '岗位管理',
      '用户管理',
      '用户管理',
      '通知公告',
      '角色管理',
    ]);
    const page = await admin.get('/monitor/operlog/list?pageNum=2&pageSize=2');
    expect(page.total).toBe(5);
    expect(page.rows.map((r: Json) => r.operId)).toEqual([ids[2], ids[1]]);

    expect(
      await admin.get('/monitor/operlog/list?orderByColumn=oper_param'),
    ).toEqual({ code: 500, msg: '参数不符合规范，不能进行查询' });
    expect(
      (await admin.get('/monitor/operlog/list?params%5BbeginTime%5D=yesterday'))
        .code,
    ).toBe(500);
    expect((await admin.get('/monitor/operlog/list?status=7')).code).toBe(500);
  });

  it('the hook records module, type, method, operator, department, URL, IP, location, masked params, response and duration', async () => {
    await t.app.operLog.flush();
    await t.app.db.exec('DELETE FROM sys_oper_log');
    const body = {
      userName: 'carol',
      password: 'secret-1',
      oldPassword: 'secret-2',
      newPassword: 'secret-3',
      confirmPassword: 'secret-3',
      profile: { token: 'abc', note: 'kept' },
    };
    const answer = await admin.post('/probe/echo', body);
    expect(answer.data.password).toBe('secret-1');
    await t.app.operLog.flush();
    const list = await admin.get('/monitor/operlog/list');
    expect(list.total).toBe(1);
    const [r] = list.rows;
    expect(r).toMatchObject({
      title: 'Probe',
      businessType: 0,
      method: 'echoProbe()',
      requestMethod: 'POST',
      operatorType: 1,
      operName: 'admin',
      deptName: '研发部门',
      operUrl: '/probe/echo',
      operIp: '127.0.0.1',
      operLocation: '内网IP',
      status: 0,
      errorMsg: '',
    });
    expect(JSON.parse(r.operParam)).toEqual({
      userName: 'carol',
      password: '******',
      oldPassword: '******',
      newPassword: '******',
      confirmPassword: '******',
      profile: { token: '******', note: 'kept' },
    });
    expect(r.operParam).not.toContain('secret');
    expect(JSON.parse(r.jsonResult)).toMatchObject({ code: 200, msg: 'echo' });
    expect(r.costTime).toBeGreaterThanOrEqual(0);
    expect(r.operTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('the hook records a refused request with its message, and an unexpected exception with its own message', async () => {
    await t.app.operLog.flush();
    await t.app.db.exec('DELETE FROM sys_oper_log');
    expect(await admin.post('/probe/refuse', { id: 1 })).toEqual({
      code: 500,
      msg: '数据不存在或已被删除',
    });
    const crash = await admin.post('/probe/crash', { id: 2 });
    expect(crash.code).toBe(500);
    expect(crash.msg).not.toContain('disk quota');
    await t.app.operLog.flush();
    const rows = (await admin.get('/monitor/operlog/list?orderByColumn=operId'))
      .rows;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      method: 'refuseProbe()',
      businessType: 3,
      status: 1,
      errorMsg: '数据不存在或已被删除',
    });
    expect(rows[1]).toMatchObject({
      method: 'crashProbe()',
      businessType: 2,
      status: 1,
      errorMsg: 'disk quota exceeded on /var/data',
    });
    expect(JSON.parse(rows[1].jsonResult)).toEqual(crash);
  });

  it('deletes chosen rows, refuses bad ids, and refuses ry everything', async () => {
    const ids = await seed();
    expect(await ry.get('/monitor/operlog/list')).toEqual(forbidden);
    expect(await ry.del(`/monitor/operlog/${ids[0]}`)).toEqual(forbidden);
    expect(await ry.del('/monitor/operlog/clean')).toEqual(forbidden);
    const denied = await ry.form('/monitor/operlog/export');
    expect(denied.json()).toEqual(forbidden);
    await t.app.operLog.flush();
    // nothing was removed (ry's refused attempts were logged as failures)
    const afterRy = await admin.get('/monitor/operlog/list?pageSize=50');
    expect(afterRy.rows.map((r: Json) => r.operId)).toEqual(
      expect.arrayContaining(ids),
    );
    expect(
      afterRy.rows
        .filter((r: Json) => !ids.includes(r.operId))
        .map((r: Json) => [r.operName, r.status, r.errorMsg]),
    ).toEqual([
      ['ry', 1, '没有权限，请联系管理员授权'],
      ['ry', 1, '没有权限，请联系管理员授权'],
      ['ry', 1, '没有权限，请联系管理员授权'],
    ]);

    const seeded = async () =>
      (
        await t.app.db.query<{ id: number }>(
          'SELECT oper_id AS id FROM sys_oper_log WHERE oper_id = ANY($1) ORDER BY oper_id',
          [ids],
        )
      ).map((r) => r.id);
    expect((await admin.del('/monitor/operlog/0,x')).code).toBe(500);
    await t.app.operLog.flush();
    expect(await seeded()).toEqual(ids);
    const before = await count();
    expect(await admin.del(`/monitor/operlog/${ids[0]},${ids[1]}`)).toEqual(ok);
    await t.app.operLog.flush();
    // two removed, the delete itself logged
    expect(await count()).toBe(before - 2 + 1);
    expect(await seeded()).toEqual(ids.slice(2));
  });

  it('cleans the whole log; the clean itself is the one row left', async () => {
    await seed();
    expect(await count()).toBe(5);
    expect(await admin.del('/monitor/operlog/clean')).toEqual(ok);
    await t.app.operLog.flush();
    const list = await admin.get('/monitor/operlog/list');
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      title: '操作日志',
      businessType: 9,
      method: 'cleanOperLog()',
      requestMethod: 'DELETE',
      operUrl: '/monitor/operlog/clean',
      status: 0,
    });
  });

  it('exports the filtered log as a real .xlsx with translated headers and labels', async () => {
    await seed();
    const res = await admin.form('/monitor/operlog/export', {
      title: 'User',
      orderByColumn: 'operTime',
      isAsc: 'ascending',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(
      /operlog_\d{14}\.xlsx/,
    );
    // empty cells read back as holes
    const sheet = (await readSheet(res.rawPayload)).map((r) =>
      Array.from(r, (v) => v ?? ''),
    );
    expect(sheet[0]).toEqual([
      '操作序号',
      '操作模块',
      '业务类型',
      '请求方法',
      '请求方式',
      '操作类别',
      '操作人员',
      '部门名称',
      '请求地址',
      '操作地址',
      '操作地点',
      '请求参数',
      '返回参数',
      '状态',
      '错误消息',
      '操作时间',
      '消耗时间（毫秒）',
    ]);
    expect(sheet).toHaveLength(3);
    expect(sheet[1].slice(1, 8)).toEqual([
      '用户管理',
      '修改',
      'addPost()',
      'POST',
      '后台用户',
      'ry',
      '测试部门',
    ]);
    expect(sheet[1].slice(13)).toEqual([
      '成功',
      '',
      '2024-03-02 10:30:00',
      '80',
    ]);
    expect(sheet[2].slice(1, 3)).toEqual(['用户管理', '删除']);
    expect(sheet[2].slice(13, 15)).toEqual(['失败', 'boom']);

    // the five seeded rows and the first export's own row
    await t.app.operLog.flush();
    expect(await count()).toBe(6);
    const everything = await readSheet(
      (await admin.form('/monitor/operlog/export')).rawPayload,
    );
    expect(everything).toHaveLength(1 + 6);

    const en = api(
      t.app,
      await loginToken(t.app, 'admin', 'admin123', {
        headers: { 'accept-language': 'en' },
      }),
      { 'accept-language': 'en' },
    );
    const english = await readSheet(
      (
        await en.form('/monitor/operlog/export', {
          businessType: '5',
          title: 'Notice',
        })
      ).rawPayload,
    );
    expect(english[0].slice(0, 3)).toEqual([
      'Log number',
      'Module',
      'Business type',
    ]);
    expect(english.slice(1).map((r) => [r[1], r[2]])).toEqual([
      ['Notice', 'Export'],
    ]);
  });

  it('streams an export larger than one read batch, rows in list order', async () => {
    await t.app.operLog.flush();
    await t.app.db.exec('DELETE FROM sys_oper_log');
    await t.app.db.exec(
      `INSERT INTO sys_oper_log (title, business_type, oper_name, oper_time)
       SELECT 'Bulk ' || i, i % 10, 'admin', localtimestamp(0)
         FROM generate_series(1, 4500) AS i`,
    );
    const sheet = await readSheet(
      (await admin.form('/monitor/operlog/export')).rawPayload,
    );
    expect(sheet).toHaveLength(1 + 4500);
    expect(sheet[1][1]).toBe('Bulk 4500');
    expect(sheet[4500][1]).toBe('Bulk 1');
    expect(new Set(sheet.slice(1).map((r) => r[0])).size).toBe(4500);
  });
});
