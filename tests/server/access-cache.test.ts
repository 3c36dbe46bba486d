/**
 * What a signed-in user may do and see is kept in the kv per access
 * generation (server/src/services/access-cache.ts): a repeated getInfo,
 * getRouters or permission check runs no statement, and every change the
 * answers are made of is seen by the next request. On PostgreSQL the
 * changes are made on one instance and read on another (two apps, each on
 * its own pool, sharing Redis when the run has one); on PGlite, one
 * database belongs to one instance.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryKv, RedisKv } from '../../server/src/kv/index.js';
import { api, type Api, type Json } from './helpers/api.js';
import { isPostgresMode, loginToken } from './helpers/app.js';
import { startInstances } from './helpers/instances.js';

const PASSWORD = 'cache123';
/** Department 105 (QA) and 104 (marketing): the user moves between them. */
const QA = 105;
const MARKETING = 104;

describe('access answers kept in the kv', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Api;
  let roleId: number;
  let userId: number;
  /** The user, signed in on instance b. */
  let user: Api;

  const role = async () => (await admin.get(`/system/role/${roleId}`)).data;
  const signIn = async () =>
    (user = api(b, await loginToken(b, 'cacheuser', PASSWORD)));
  const info = () => user.get('/getInfo');
  const userNames = async () =>
    ((await user.get('/system/user/list')).rows ?? []).map(
      (r: Json) => r.userName as string,
    );

  beforeAll(async () => {
    // Instances share Redis when there is one (each with its own
    // connection), else one in-process store stands for it.
    const redisUrl = process.env.REDIS_URL || process.env.REDIS_URL_TEST;
    const prefix = `access-test-${randomBytes(4).toString('hex')}:`;
    const memory = new MemoryKv();
    ({ a, b, close } = await startInstances({
      kv: () => (redisUrl ? new RedisKv({ url: redisUrl, prefix }) : memory),
      single: !isPostgresMode(),
    }));
    admin = api(a, await loginToken(a, 'admin'));
    // A role to list users (1 System, 100 Users, 1000 query) in its own
    // department, and a user holding it.
    expect(
      await admin.post('/system/role', {
        roleName: 'Cache role',
        roleKey: 'cacherole',
        roleSort: 5,
        status: '0',
        menuIds: [1, 100, 1000],
        menuCheckStrictly: true,
        deptCheckStrictly: true,
      }),
    ).toMatchObject({ code: 200 });
    roleId = (await admin.get('/system/role/list?roleKey=cacherole')).rows[0]
      .roleId;
    const r = await role();
    expect(
      await admin.put('/system/role/dataScope', {
        roleId,
        version: r.version,
        dataScope: '3',
      }),
    ).toMatchObject({ code: 200 });
    expect(
      await admin.post('/system/user', {
        userName: 'cacheuser',
        nickName: 'Cache user',
        password: PASSWORD,
        deptId: QA,
        status: '0',
        roleIds: [roleId],
      }),
    ).toMatchObject({ code: 200 });
    userId = (await admin.get('/system/user/list?userName=cacheuser')).rows[0]
      .userId;
    await signIn();
  }, 180_000);

  afterAll(() => close?.());

  it('a repeated getInfo, getRouters and permission check run no statement', async () => {
    await info();
    await user.get('/getRouters');
    await user.get('/system/user/list');
    /** Statements run on b that read what access answers are made of. */
    const accessReads = () =>
      b.db.stats
        .top('count', 500)
        .filter((s) =>
          /sys_(user_role|role|menu)\b|FROM\s+sys_user(\s+u)?\s+WHERE/.test(
            s.sql,
          ),
        )
        .reduce((n, s) => n + s.count, 0);
    const before = accessReads();
    expect((await info()).permissions).toEqual([
      'system:user:list',
      'system:user:query',
    ]);
    expect((await user.get('/getRouters')).code).toBe(200);
    // the list itself queries users; its permission and scope do not
    expect((await user.get('/system/user/list')).code).toBe(200);
    expect(accessReads()).toBe(before);
  });

  it("a role's menus", async () => {
    expect((await info()).permissions).not.toContain('system:user:add');
    const routers = JSON.stringify((await user.get('/getRouters')).data);
    expect(routers).not.toContain('"Role"');
    expect(
      await admin.put('/system/role', {
        ...(await role()),
        menuIds: [1, 100, 1000, 1001, 101],
      }),
    ).toMatchObject({ code: 200 });
    expect((await info()).permissions).toContain('system:user:add');
    expect(JSON.stringify((await user.get('/getRouters')).data)).toContain(
      '"Role"',
    );
  });

  it('a menu', async () => {
    const menu = (await admin.get('/system/menu/1001')).data;
    expect(
      await admin.put('/system/menu', { ...menu, perms: 'system:user:create' }),
    ).toMatchObject({ code: 200 });
    const perms = (await info()).permissions;
    expect(perms).toContain('system:user:create');
    expect(perms).not.toContain('system:user:add');
    const again = (await admin.get('/system/menu/1001')).data;
    expect(
      await admin.put('/system/menu', { ...again, perms: 'system:user:add' }),
    ).toMatchObject({ code: 200 });
    expect((await info()).permissions).toContain('system:user:add');
  });

  it("a user's department, and a department", async () => {
    expect(await userNames()).toContain('cacheuser');
    const before = await userNames();
    const me = (await admin.get(`/system/user/${userId}`)).data;
    expect(
      await admin.put('/system/user', {
        ...me,
        deptId: MARKETING,
        roleIds: [roleId],
      }),
    ).toMatchObject({ code: 200 });
    expect((await info()).user.deptId).toBe(MARKETING);
    // the scope "own department" follows the user
    const after = await userNames();
    expect(after).toContain('cacheuser');
    expect(after).not.toEqual(before);
    const dept = (await admin.get(`/system/dept/${MARKETING}`)).data;
    expect(
      await admin.put('/system/dept', { ...dept, deptName: 'Cache dept' }),
    ).toMatchObject({ code: 200 });
    expect((await info()).user.dept.deptName).toBe('Cache dept');
  });

  it("a role's data scope", async () => {
    const scope = async (dataScope: string) =>
      expect(
        await admin.put('/system/role/dataScope', {
          roleId,
          version: (await role()).version,
          dataScope,
        }),
      ).toMatchObject({ code: 200 });
    expect(await userNames()).toEqual(['cacheuser']);
    await scope('1');
    expect((await userNames()).length).toBeGreaterThan(1);
    await scope('5');
    expect(await userNames()).toEqual(['cacheuser']);
  });

  it("a user's roles", async () => {
    expect((await info()).roles).toEqual(['cacherole']);
    expect(
      await admin.put(
        `/system/user/authRole?userId=${userId}&roleIds=${roleId},2`,
      ),
    ).toMatchObject({ code: 200 });
    expect((await info()).roles).toEqual(['common', 'cacherole']);
    expect(
      await admin.put(`/system/user/authRole?userId=${userId}&roleIds=2`),
    ).toMatchObject({ code: 200 });
    expect((await info()).roles).toEqual(['common']);
    expect((await user.get('/system/user/list')).code).toBe(403);
    expect(
      await admin.put(
        `/system/user/authRole?userId=${userId}&roleIds=${roleId}`,
      ),
    ).toMatchObject({ code: 200 });
    expect((await user.get('/system/user/list')).code).toBe(200);
  });

  it("a role's status", async () => {
    expect(
      await admin.put('/system/role/changeStatus', { roleId, status: '1' }),
    ).toMatchObject({ code: 200 });
    expect((await info()).permissions).toEqual([]);
    expect((await user.get('/system/user/list')).code).toBe(403);
    expect(
      await admin.put('/system/role/changeStatus', { roleId, status: '0' }),
    ).toMatchObject({ code: 200 });
    expect((await user.get('/system/user/list')).code).toBe(200);
  });

  it("a user's status", async () => {
    expect(
      await admin.put('/system/user/changeStatus', { userId, status: '1' }),
    ).toMatchObject({ code: 200 });
    expect((await info()).code).toBe(401);
    expect(
      await admin.put('/system/user/changeStatus', { userId, status: '0' }),
    ).toMatchObject({ code: 200 });
    await signIn();
    expect((await info()).code).toBe(200);
  });

  it("a user's deletion", async () => {
    expect((await info()).code).toBe(200);
    expect(await admin.del(`/system/user/${userId}`)).toMatchObject({
      code: 200,
    });
    expect((await info()).code).toBe(401);
  });
});
