import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PREFIX } from '../../server/src/services/infra/session.js';
import { api, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const ADMIN123 = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';

/**
 * A user's live sessions follow what staff change about the user: disabled,
 * deleted or password reset ends them; a new department applies at once.
 */
describe('sessions follow the user row', () => {
  let t: TestApp;
  let admin: Api;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app));
    // "clerk": user list with data scope "own department" (3), in dept 105.
    const role = await t.app.db.one<{ id: number }>(
      `INSERT INTO sys_role (role_name, role_key, role_sort, data_scope, status, create_by)
       VALUES ('clerk', 'clerk', 9, '3', '0', 'admin') RETURNING role_id AS id`,
    );
    await t.app.db.query(
      'INSERT INTO sys_role_menu (role_id, menu_id) VALUES ($1, 100)',
      [role!.id],
    );
    const user = await t.app.db.one<{ id: number }>(
      `INSERT INTO sys_user (dept_id, user_name, nick_name, password, status, create_by)
       VALUES (105, 'clerk', 'clerk', $1, '0', 'admin') RETURNING user_id AS id`,
      [ADMIN123],
    );
    userId = user!.id;
    await t.app.db.query(
      'INSERT INTO sys_user_role (user_id, role_id) VALUES ($1, $2)',
      [userId, role!.id],
    );
  });
  afterAll(() => t.close());

  const clerkSessions = async () => {
    let n = 0;
    for (const key of await t.kv.keys(SESSION_PREFIX)) {
      if (JSON.parse((await t.kv.get(key)) ?? '{}').userId === userId) n++;
    }
    return n;
  };
  const signIn = async () => api(t.app, await loginToken(t.app, 'clerk'));

  it('disabling the user ends their sessions at once; the next request is 401', async () => {
    const a = await signIn();
    const b = await signIn();
    expect((await a.get('/getInfo')).code).toBe(200);
    expect(await clerkSessions()).toBe(2);
    expect(
      (await admin.put('/system/user/changeStatus', { userId, status: '1' }))
        .code,
    ).toBe(200);
    expect(await clerkSessions()).toBe(0);
    expect((await a.get('/getInfo')).code).toBe(401);
    expect((await b.get('/system/user/list')).code).toBe(401);
    await admin.put('/system/user/changeStatus', { userId, status: '0' });
  });

  it('a password reset by staff ends the sessions opened with the old one', async () => {
    const a = await signIn();
    expect((await a.get('/getInfo')).code).toBe(200);
    const res = await admin.put('/system/user/resetPwd', {
      userId,
      password: 'admin123',
    });
    expect(res.code).toBe(200);
    expect((await a.get('/getInfo')).code).toBe(401);
    expect((await (await signIn()).get('/getInfo')).code).toBe(200);
  });

  it("a user disabled behind the server's back (SQL, another instance) is signed out at the next request", async () => {
    const a = await signIn();
    await t.app.db.query(
      `UPDATE sys_user SET status = '1' WHERE user_id = $1`,
      [userId],
    );
    expect((await a.get('/getInfo')).code).toBe(401);
    await t.app.db.query(
      `UPDATE sys_user SET status = '0' WHERE user_id = $1`,
      [userId],
    );
    expect((await a.get('/getInfo')).code).toBe(401); // that session is gone for good
  });

  it('a department change applies to data scope in the running session', async () => {
    const a = await signIn();
    const names = async () =>
      (
        (await a.get('/system/user/list?pageSize=100')).rows as {
          userName: string;
        }[]
      )
        .map((r) => r.userName)
        .sort();
    expect(await names()).toEqual(['clerk', 'ry']); // both in dept 105
    await t.app.db.query(
      'UPDATE sys_user SET dept_id = 103 WHERE user_id = $1',
      [userId],
    );
    expect(await names()).toEqual(['admin', 'clerk']); // dept 103 now
    await t.app.db.query(
      'UPDATE sys_user SET dept_id = 105 WHERE user_id = $1',
      [userId],
    );
  });

  it('deleting the user ends their sessions', async () => {
    const a = await signIn();
    expect((await admin.del(`/system/user/${userId}`)).code).toBe(200);
    expect(await clerkSessions()).toBe(0);
    expect((await a.get('/getInfo')).code).toBe(401);
  });
});
