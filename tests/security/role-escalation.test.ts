/**
 * H2: a role or user editor cannot raise their own rights. The tester's
 * probe (an editor with a handful of permissions adds himself to a powerful
 * role, gives himself roles, widens the scope of a role he holds), then
 * every route that gives a role rights or gives a user roles, each with a
 * payload beyond the editor's rights (refused, nothing stored) and one
 * within them (accepted); the super administrator may do all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from '../server/helpers/api.js';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';
import {
  rankWithin,
  widestWithin,
} from '../../server/src/services/scope-order.js';

/** bcrypt of admin123 (the seed's hash). */
const ADMIN123 = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';
const EN = { 'accept-language': 'en' };
/** System dir, user and role pages with query/add/edit (no other button). */
const EDITOR_MENUS = [1, 100, 101, 1000, 1001, 1002, 1007, 1008, 1009];
/** The seeded "Common Role": most menus (monitor too) and a custom scope. */
const COMMON = 2;

const MSG = {
  menus: (names: string) =>
    `You cannot grant menus or permissions that you do not hold yourself: ${names}`,
  scope: 'You cannot grant a data scope wider than your own',
  /** Custom departments outside the route's data scope (checked first). */
  dept: 'No permission to access department data!',
  own: 'You cannot change the menus or the data scope of a role you hold yourself',
  role: (name: string) =>
    `The role '${name}' carries rights beyond your own: only the super administrator can give or enable it`,
};

let t: TestApp;
let admin: Api;
let editor: Api;
const ids: Record<string, number> = {};

async function addRole(
  key: string,
  scope: string,
  menus: number[],
  depts: number[] = [],
  status = '0',
) {
  const r = await t.app.db.one<{ id: number }>(
    `INSERT INTO sys_role (role_name, role_key, role_sort, data_scope, status, create_by)
     VALUES ($1, $1, 8, $2, $3, 'admin') RETURNING role_id AS id`,
    [key, scope, status],
  );
  for (const m of menus) {
    await t.app.db.query('INSERT INTO sys_role_menu VALUES ($1, $2)', [
      r!.id,
      m,
    ]);
  }
  for (const d of depts) {
    await t.app.db.query('INSERT INTO sys_role_dept VALUES ($1, $2)', [
      r!.id,
      d,
    ]);
  }
  ids[key] = r!.id;
}

async function addUser(name: string, dept: number, roleKeys: string[]) {
  const u = await t.app.db.one<{ id: number }>(
    `INSERT INTO sys_user (dept_id, user_name, nick_name, user_type, password,
                           status, pwd_update_date, create_by)
     VALUES ($1, $2, $2, '00', $3, '0', localtimestamp(0), 'admin')
     RETURNING user_id AS id`,
    [dept, name, ADMIN123],
  );
  for (const k of roleKeys) {
    await t.app.db.query('INSERT INTO sys_user_role VALUES ($1, $2)', [
      u!.id,
      ids[k],
    ]);
  }
  ids[name] = u!.id;
}

/** Everything a grant can change: user roles, role menus, scopes, depts, status. */
async function grants(): Promise<string> {
  const q = (sql: string) => t.app.db.query(sql);
  return JSON.stringify([
    await q('SELECT user_id, role_id FROM sys_user_role ORDER BY 1, 2'),
    await q('SELECT role_id, menu_id FROM sys_role_menu ORDER BY 1, 2'),
    await q('SELECT role_id, dept_id FROM sys_role_dept ORDER BY 1, 2'),
    await q(
      'SELECT role_id, data_scope, status, del_flag FROM sys_role ORDER BY 1',
    ),
  ]);
}

/** What the editor's own token says he may do and see. */
async function rightsOf(as: Api) {
  const info = await as.get('/getInfo');
  const routers = await as.get('/getRouters');
  return {
    permissions: info.permissions as string[],
    roles: (info.user.roles as Json[]).map((r) => [r.roleKey, r.dataScope]),
    menus: JSON.stringify(routers.data),
  };
}

const roleForm = async (as: Api, roleId: number) =>
  (await as.get(`/system/role/${roleId}`)).data;
const userForm = async (as: Api, userId: number) =>
  (await as.get(`/system/user/${userId}`)).data;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await loginToken(t.app), EN);
  // The editor (dept 101, "dept and below") holds "h2editor", a narrow
  // second role "h2helper" (self only, the user list) and two disabled
  // roles: "h2off" with the Menu page, "h2offok" with nothing more.
  await addRole('h2editor', '4', EDITOR_MENUS);
  await addRole('h2helper', '5', [1, 100]);
  await addRole('h2off', '5', [1, 102], [], '1');
  await addRole('h2offok', '5', [1, 100], [], '1');
  await addUser('h2editor', 101, ['h2editor', 'h2helper', 'h2off', 'h2offok']);
  // Roles to hand out: within the editor's rights, a scope of "all", a
  // custom scope outside his departments (102), one to edit.
  await addRole('h2within', '3', [1, 100]);
  await addRole('h2all', '1', [1, 100]);
  await addRole('h2custom', '2', [1, 100], [102]);
  await addRole('h2edit', '5', [1]);
  // A user of dept 103 holds them, so the editor's role scope sees them.
  await addUser('h2holder', 103, ['h2within', 'h2all', 'h2custom', 'h2edit']);
  await addUser('h2plain', 104, []);
  editor = api(t.app, await loginToken(t.app, 'h2editor'), EN);
});
afterAll(() => t.close());

describe("the tester's probe: an editor cannot give himself more", () => {
  it('refuses each attempt and his rights read through /getInfo stay the same', async () => {
    const before = await rightsOf(editor);
    const stored = await grants();
    expect(before.permissions).toEqual([
      'system:role:add',
      'system:role:edit',
      'system:role:list',
      'system:role:query',
      'system:user:add',
      'system:user:edit',
      'system:user:list',
      'system:user:query',
    ]);
    const me = ids.h2editor;
    const attempts: [string, () => Promise<Json>, string][] = [
      [
        'adds himself to the Common Role',
        () =>
          editor.put(
            `/system/role/authUser/selectAll?roleId=${COMMON}&userIds=${me}`,
          ),
        MSG.role('Common Role'),
      ],
      [
        'gives himself the Common Role',
        () =>
          editor.put(
            `/system/user/authRole?userId=${me}&roleIds=${ids.h2editor},${ids.h2helper},${COMMON}`,
          ),
        MSG.role('Common Role'),
      ],
      [
        'gives himself a role of scope "all"',
        () =>
          editor.put(
            `/system/user/authRole?userId=${me}&roleIds=${ids.h2editor},${ids.h2helper},${ids.h2all}`,
          ),
        MSG.role('h2all'),
      ],
      [
        'widens the scope of a role he holds',
        () =>
          editor.put('/system/role/dataScope', {
            roleId: ids.h2helper,
            dataScope: '4',
          }),
        MSG.own,
      ],
      [
        'adds menus to a role he holds',
        async () =>
          editor.put('/system/role', {
            ...(await roleForm(editor, ids.h2helper)),
            menuIds: [1, 100, 101, 1007, 1009],
          }),
        MSG.own,
      ],
    ];
    for (const [what, attempt, msg] of attempts) {
      expect(await attempt(), what).toEqual({ code: 500, msg });
    }
    expect(await grants()).toBe(stored);
    expect(await rightsOf(editor)).toEqual(before);
  });
});

interface RouteCase {
  route: string;
  /** Payloads beyond the editor's rights, with the refusal's message. */
  wide: [(as: Api) => Promise<Json>, string][];
  /** A payload within the editor's rights. */
  within: () => Promise<Json>;
}

const selectAll = (as: Api, roleId: number) =>
  as.put(
    `/system/role/authUser/selectAll?roleId=${roleId}&userIds=${ids.h2plain}`,
  );
const authRole = (as: Api, roleId: number) =>
  as.put(`/system/user/authRole?userId=${ids.h2plain}&roleIds=${roleId}`);
const editUser = async (as: Api, roleId: number) =>
  as.put('/system/user', {
    ...(await userForm(as, ids.h2plain)),
    postIds: [],
    roleIds: [roleId],
  });
let added = 0;
const addUserVia = (as: Api, roleId: number) =>
  as.post('/system/user', {
    userName: `h2new${++added}`,
    nickName: 'new',
    password: 'admin123',
    deptId: 104,
    postIds: [],
    roleIds: [roleId],
  });
const addRoleVia = (as: Api, menuIds: number[]) =>
  as.post('/system/role', {
    roleName: `h2added${++added}`,
    roleKey: `h2added${added}`,
    roleSort: 9,
    status: '0',
    menuIds,
  });
const editMenus = async (as: Api, roleKey: string, menuIds: number[]) =>
  as.put('/system/role', { ...(await roleForm(as, ids[roleKey])), menuIds });
const setScope = (
  as: Api,
  roleKey: string,
  dataScope: string,
  deptIds: number[] = [],
) =>
  as.put('/system/role/dataScope', {
    roleId: ids[roleKey],
    dataScope,
    deptIds,
  });
const enable = (as: Api, roleKey: string) =>
  as.put('/system/role/changeStatus', { roleId: ids[roleKey], status: '0' });

/** The target of the user routes starts each case without roles. */
const clearPlain = () =>
  t.app.db.query('DELETE FROM sys_user_role WHERE user_id = $1', [ids.h2plain]);

/** Roles beyond the editor: by menus, by a scope of "all", by custom depts. */
const wideAssignments = (run: (as: Api, roleId: number) => Promise<Json>) =>
  [
    [COMMON, 'Common Role'],
    ['h2all', 'h2all'],
    ['h2custom', 'h2custom'],
  ].map(
    ([role, name]) =>
      [
        (as: Api) =>
          run(as, typeof role === 'number' ? role : ids[role as string]),
        MSG.role(name as string),
      ] as [(as: Api) => Promise<Json>, string],
  );

const CASES: RouteCase[] = [
  {
    route: 'POST /system/role (menus)',
    wide: [[(as) => addRoleVia(as, [1, 100, 102]), MSG.menus('Menu')]],
    within: () => addRoleVia(editor, [1, 100, 101]),
  },
  {
    route: 'PUT /system/role (menus of a role he does not hold)',
    wide: [[(as) => editMenus(as, 'h2edit', [1, 102]), MSG.menus('Menu')]],
    within: () => editMenus(editor, 'h2edit', [1, 100, 1000]),
  },
  {
    route: 'PUT /system/role (menus of a role he holds)',
    wide: [[(as) => editMenus(as, 'h2helper', [1, 100, 101]), MSG.own]],
    within: async () =>
      editor.put('/system/role', {
        ...(await roleForm(editor, ids.h2helper)),
        remark: 'renamed, menus unchanged',
        menuIds: [100, 1],
      }),
  },
  {
    route: 'PUT /system/role (enabling a disabled role he holds)',
    wide: [
      [
        async (as) =>
          as.put('/system/role', {
            ...(await roleForm(as, ids.h2off)),
            status: '0',
          }),
        MSG.role('h2off'),
      ],
      [(as) => enable(as, 'h2off'), MSG.role('h2off')],
    ],
    within: () => enable(editor, 'h2offok'),
  },
  {
    route: 'PUT /system/role/dataScope (a role he does not hold)',
    wide: [
      [(as) => setScope(as, 'h2edit', '1'), MSG.scope],
      [(as) => setScope(as, 'h2edit', '2', [103, 102]), MSG.dept],
    ],
    within: async () => {
      const custom = await setScope(editor, 'h2edit', '2', [103, 105]);
      return custom.code === 200 ? setScope(editor, 'h2edit', '4') : custom;
    },
  },
  {
    route: 'PUT /system/role/dataScope (a role he holds)',
    wide: [
      [(as) => setScope(as, 'h2helper', '3'), MSG.own],
      [(as) => setScope(as, 'h2helper', '2', [103]), MSG.own],
    ],
    within: () => setScope(editor, 'h2helper', '5'),
  },
  {
    route: 'POST /system/user (roleIds)',
    wide: wideAssignments(addUserVia),
    within: () => addUserVia(editor, ids.h2within),
  },
  {
    route: 'PUT /system/user (roleIds)',
    wide: wideAssignments(editUser),
    within: () => editUser(editor, ids.h2within),
  },
  {
    route: 'PUT /system/user/authRole',
    wide: wideAssignments(authRole),
    within: () => authRole(editor, ids.h2within),
  },
  {
    route: 'PUT /system/role/authUser/selectAll',
    wide: wideAssignments(selectAll),
    within: () => selectAll(editor, ids.h2within),
  },
];

describe('every route that grants, as an editor and as the super administrator', () => {
  for (const c of CASES) {
    it(`${c.route}: beyond his rights is refused, within them is accepted`, async () => {
      for (const [i, [attempt, msg]] of c.wide.entries()) {
        await clearPlain();
        const stored = await grants();
        expect(await attempt(editor), `wide #${i}`).toEqual({
          code: 500,
          msg,
        });
        expect(await grants(), `wide #${i} stored nothing`).toBe(stored);
      }
      await clearPlain();
      expect(await c.within()).toEqual({
        code: 200,
        msg: 'Operation succeeded',
      });
    });
  }

  it('keeps a role the user already holds (keeping is not granting)', async () => {
    await clearPlain();
    await t.app.db.query('INSERT INTO sys_user_role VALUES ($1, $2)', [
      ids.h2plain,
      COMMON,
    ]);
    const res = await editor.put(
      `/system/user/authRole?userId=${ids.h2plain}&roleIds=${COMMON},${ids.h2within}`,
    );
    expect(res.code).toBe(200);
    expect(
      (await editUser(editor, COMMON)).code,
      'edit keeping the Common Role',
    ).toBe(200);
  });

  for (const c of CASES) {
    it(`the super administrator may: ${c.route}`, async () => {
      for (const [i, [attempt]] of c.wide.entries()) {
        await clearPlain();
        expect(await attempt(admin), `wide #${i}`).toEqual({
          code: 200,
          msg: 'Operation succeeded',
        });
      }
    });
  }
});

describe('the data-scope order', () => {
  // [wanted, the editor's own scopes, within by rank]
  const ORDER: [string, string[], boolean][] = [
    ['1', ['1'], true],
    ['2', ['1'], true],
    ['1', ['4', '3', '2', '5'], false],
    ['4', ['4'], true],
    ['3', ['4'], true],
    ['5', ['4'], true],
    ['4', ['3'], false],
    ['3', ['5'], false],
    ['5', ['2'], true],
    ['3', ['2'], false],
    // custom lies within only through its departments (checked per dept)
    ['2', ['4'], false],
    ['2', ['2'], false],
  ];
  for (const [wanted, own, expected] of ORDER) {
    it(`'${wanted}' within [${own.join(',')}] by rank: ${expected}`, () => {
      expect(rankWithin(wanted, own)).toBe(expected);
    });
  }

  it('a new role gets the widest rank-compared scope the editor has', () => {
    expect(widestWithin(['1', '5'])).toBe('1');
    expect(widestWithin(['2', '4'])).toBe('4');
    expect(widestWithin(['5', '3'])).toBe('3');
    expect(widestWithin(['2'])).toBe('5');
  });
});
