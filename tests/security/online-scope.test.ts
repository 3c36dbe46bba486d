/**
 * Online users follow the caller's data scope: the list shows the sessions
 * of the users the user list would show them (with their address and token
 * id), force logout refuses a session outside it, and no one but the super
 * administrator forces out a session of the super administrator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from '../server/helpers/api.js';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';

/** bcrypt of admin123 (the seed's hash). */
const ADMIN123 = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';
const EN = { 'accept-language': 'en' };
/** Monitor dir, Online users page, its query and force logout buttons. */
const ONLINE_MENUS = [2, 109, 1046, 1048];
const OUT_OF_SCOPE = {
  code: 500,
  msg: 'No permission to access user data!',
};
const ADMIN_FORBIDDEN = {
  code: 500,
  msg: 'The super administrator cannot be modified',
};

let t: TestApp;
/** Signed-in clients by user name; `mine2` is the self-only user's second session. */
const as: Record<string, Api> = {};
/** The kv's sessions by user name (user name → its token ids), as the admin lists them. */
const tokens: Record<string, string[]> = {};

async function addUser(name: string, dept: number, scope: string) {
  const r = await t.app.db.one<{ id: number }>(
    `INSERT INTO sys_role (role_name, role_key, role_sort, data_scope, status, create_by)
     VALUES ($1, $1, 8, $2, '0', 'admin') RETURNING role_id AS id`,
    [name, scope],
  );
  for (const m of ONLINE_MENUS) {
    await t.app.db.query('INSERT INTO sys_role_menu VALUES ($1, $2)', [
      r!.id,
      m,
    ]);
  }
  const u = await t.app.db.one<{ id: number }>(
    `INSERT INTO sys_user (dept_id, user_name, nick_name, user_type, password,
                           status, pwd_update_date, create_by)
     VALUES ($1, $2, $2, '00', $3, '0', localtimestamp(0), 'admin')
     RETURNING user_id AS id`,
    [dept, name, ADMIN123],
  );
  await t.app.db.query('INSERT INTO sys_user_role VALUES ($1, $2)', [
    u!.id,
    r!.id,
  ]);
}

const signIn = async (name: string, ip: string) =>
  api(t.app, await loginToken(t.app, name, 'admin123', { ip }), EN);

const listOf = async (who: Api, query = '') =>
  (await who.get(`/monitor/online/list${query}`)) as {
    code: number;
    total: number;
    rows: Json[];
  };

const names = (rows: Json[]) =>
  rows.map((r: Json) => r.userName as string).sort();

const alive = async (who: Api) => (await who.get('/getInfo')).code;

beforeAll(async () => {
  t = await createTestApp();
  // Dept 106: a self-only user, a dept-scoped one and a plain peer (self
  // only too); dept 107: another user; dept 101: a user who sees all. The
  // super administrator is in dept 103.
  await addUser('olself', 106, '5');
  await addUser('olpeer', 106, '5');
  await addUser('oldept', 106, '3');
  await addUser('olother', 107, '5');
  await addUser('olall', 101, '1');
  as.admin = await signIn('admin', '10.0.0.1');
  as.olself = await signIn('olself', '10.0.0.2');
  as.mine2 = await signIn('olself', '10.0.0.3');
  for (const [i, n] of ['olpeer', 'oldept', 'olother', 'olall'].entries()) {
    as[n] = await signIn(n, `10.0.1.${i}`);
  }
  for (const r of (await listOf(as.admin)).rows) {
    (tokens[r.userName] ??= []).push(r.tokenId);
  }
});
afterAll(() => t.close());

describe('the list', () => {
  it('shows a self-only user their own sessions and nobody else’s address or token', async () => {
    const list = await listOf(as.olself);
    expect(list.code).toBe(200);
    expect(names(list.rows)).toEqual(['olself', 'olself']);
    expect(list.total).toBe(2);
    expect(list.rows.map((r: Json) => r.ipaddr).sort()).toEqual([
      '10.0.0.2',
      '10.0.0.3',
    ]);
    expect(JSON.stringify(list)).not.toContain(tokens.admin[0]);
    // a search for another account finds nothing
    expect((await listOf(as.olself, '?userName=admin')).total).toBe(0);
  });

  it("shows a dept-scoped user the sessions of their department's users", async () => {
    const list = await listOf(as.oldept);
    expect(names(list.rows)).toEqual(['oldept', 'olpeer', 'olself', 'olself']);
    expect(list.total).toBe(4);
  });

  it('shows a user with the scope "all" and the super administrator every session', async () => {
    const everyone = [
      'admin',
      'olall',
      'oldept',
      'olother',
      'olpeer',
      'olself',
      'olself',
    ];
    expect(names((await listOf(as.olall)).rows)).toEqual(everyone);
    const list = await listOf(as.admin);
    expect(names(list.rows)).toEqual(everyone);
    expect(list.total).toBe(7);
  });
});

describe('force logout', () => {
  it("refuses a self-only user another user's session, which goes on working", async () => {
    expect(await as.olself.del(`/monitor/online/${tokens.olpeer[0]}`)).toEqual(
      OUT_OF_SCOPE,
    );
    expect(await as.olself.del(`/monitor/online/${tokens.admin[0]}`)).toEqual(
      ADMIN_FORBIDDEN,
    );
    expect(await alive(as.olpeer)).toBe(200);
    expect(await alive(as.admin)).toBe(200);
  });

  it('refuses a dept-scoped user a session of another department', async () => {
    expect(await as.oldept.del(`/monitor/online/${tokens.olother[0]}`)).toEqual(
      OUT_OF_SCOPE,
    );
    expect(await alive(as.olother)).toBe(200);
  });

  it('lets a self-only user end their own other session', async () => {
    const other = (await listOf(as.olself)).rows.find(
      (r: Json) => r.ipaddr === '10.0.0.3',
    );
    expect(
      await as.olself.del(`/monitor/online/${other.tokenId}`),
    ).toMatchObject({ code: 200 });
    expect(await alive(as.mine2)).toBe(401);
    expect(await alive(as.olself)).toBe(200);
  });

  it('refuses everyone but the super administrator a session of the super administrator, even with the scope "all"', async () => {
    expect(await as.olall.del(`/monitor/online/${tokens.admin[0]}`)).toEqual(
      ADMIN_FORBIDDEN,
    );
    expect(await alive(as.admin)).toBe(200);
    // the same user ends another department's session
    expect(
      await as.olall.del(`/monitor/online/${tokens.olother[0]}`),
    ).toMatchObject({ code: 200 });
    expect(await alive(as.olother)).toBe(401);
  });

  it('lets the super administrator force out anyone, another session of their own too', async () => {
    expect(
      await as.admin.del(`/monitor/online/${tokens.olall[0]}`),
    ).toMatchObject({ code: 200 });
    expect(await alive(as.olall)).toBe(401);
    const second = await signIn('admin', '10.0.0.9');
    const own = (await listOf(as.admin, '?ipaddr=10.0.0.9')).rows[0];
    expect(await as.admin.del(`/monitor/online/${own.tokenId}`)).toMatchObject({
      code: 200,
    });
    expect(await alive(second)).toBe(401);
    expect(await alive(as.admin)).toBe(200);
  });
});
