import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authGet,
  createTestApp,
  loginToken,
  type TestApp,
} from './helpers/app.js';

interface Router {
  name?: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component?: string;
  alwaysShow?: boolean;
  meta?: { title: string; icon: string; noCache: boolean; link: string | null };
  children?: Router[];
}

describe('getInfo and getRouters', () => {
  let t: TestApp;
  let admin: string;
  let ry: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginToken(t.app, 'admin');
    ry = await loginToken(t.app, 'ry');
  });
  afterAll(() => t.close());

  it('getInfo for admin: roles [admin], permissions [*:*:*], no password', async () => {
    const res = await authGet(t.app, '/getInfo', admin);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.roles).toEqual(['admin']);
    expect(body.permissions).toEqual(['*:*:*']);
    expect(body.user).toMatchObject({
      userId: 1,
      userName: 'admin',
      nickName: '若依',
      deptId: 103,
      admin: true,
      dept: { deptId: 103, deptName: '研发部门' },
    });
    expect(body.user.roles[0]).toMatchObject({ roleKey: 'admin', admin: true });
    expect(res.body).not.toMatch(/password/i);
    expect(res.body).not.toContain('$2a$');
  });

  it('getInfo for ry: a website editor with read-only notices', async () => {
    const body = (await authGet(t.app, '/getInfo', ry)).json();
    expect(body.roles).toEqual(['common']);
    expect(body.user).toMatchObject({ userName: 'ry', admin: false });
    const perms: string[] = body.permissions;
    expect(perms).not.toContain('system:user:list');
    expect(perms).not.toContain('*:*:*');
    expect(perms).toContain('system:notice:list');
    expect(perms).toContain('system:notice:query');
    expect(perms).not.toContain('system:notice:add');
    for (const b of [
      'navigation',
      'navRecord',
      'record',
      'recordItem',
      'product',
      'productItem',
      'contacts',
    ]) {
      for (const a of ['list', 'query', 'add', 'edit', 'remove', 'export']) {
        expect(perms).toContain(`project:${b}:${a}`);
      }
    }
    expect(perms.some((p) => p.startsWith('monitor:'))).toBe(false);
    expect(perms.some((p) => p.startsWith('tool:'))).toBe(false);
    expect(body.user.password).toBeUndefined();
  });

  it('getInfo recomputes permissions after a role change', async () => {
    await t.app.db.query(
      'INSERT INTO sys_role_menu (role_id, menu_id) VALUES (2, 100)',
    );
    try {
      const body = (await authGet(t.app, '/getInfo', ry)).json();
      expect(body.permissions).toContain('system:user:list');
    } finally {
      await t.app.db.query(
        'DELETE FROM sys_role_menu WHERE role_id = 2 AND menu_id = 100',
      );
    }
    const after = (await authGet(t.app, '/getInfo', ry)).json();
    expect(after.permissions).not.toContain('system:user:list');
  });

  it('getRouters for admin: contract shapes', async () => {
    const body = (
      await authGet(t.app, '/getRouters', admin, { 'accept-language': 'zh-CN' })
    ).json();
    expect(body.code).toBe(200);
    const data: Router[] = body.data;
    expect(data.map((r) => r.path)).toEqual([
      '/project',
      '/system',
      '/monitor',
      '/tool',
    ]);
    const system = data[1];
    expect(system).toMatchObject({
      name: 'System',
      path: '/system',
      hidden: false,
      redirect: 'noRedirect',
      component: 'Layout',
      alwaysShow: true,
      meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
    });
    expect(system.children![0]).toEqual({
      name: 'User',
      path: 'user',
      hidden: false,
      component: 'system/user/index',
      meta: { title: '用户管理', icon: 'user', noCache: false, link: null },
    });
    const log = system.children!.find((c) => c.name === 'Log')!;
    expect(log).toMatchObject({
      path: 'log',
      hidden: false,
      redirect: 'noRedirect',
      component: 'ParentView',
      alwaysShow: true,
      meta: { title: '日志管理', icon: 'log' },
    });
    expect(log.children!.map((c) => c.component)).toEqual([
      'monitor/operlog/index',
      'monitor/logininfor/index',
    ]);
    // no buttons anywhere
    const all = JSON.stringify(data);
    expect(all).not.toContain('"#"');
    const project = data[0];
    expect(project.children!.map((c) => c.component)).toEqual([
      'project/navigation/index',
      'project/navRecord/index',
      'project/record/index',
      'project/recordItem/index',
      'project/product/index',
      'project/productItem/index',
      'project/contacts/index',
      'project/publishing/index',
      'project/consultingItem/index',
      'project/media/index',
    ]);
  });

  it('an external-link directory (is_frame 0) is a Layout route with meta.link; none is seeded', async () => {
    await t.app.db.query(
      `INSERT INTO sys_menu (menu_id, menu_name, parent_id, order_num, path, is_frame, menu_type, icon)
       VALUES (9001, 'Partner site', 0, 9, 'https://partner.example', '0', 'M', 'guide')`,
    );
    try {
      const data: Router[] = (await authGet(t.app, '/getRouters', admin)).json()
        .data;
      expect(data.at(-1)).toEqual({
        name: 'Https://partner.example',
        path: 'https://partner.example',
        hidden: false,
        component: 'Layout',
        meta: {
          title: 'Partner site',
          icon: 'guide',
          noCache: false,
          link: 'https://partner.example',
        },
      });
    } finally {
      await t.app.db.query('DELETE FROM sys_menu WHERE menu_id = 9001');
    }
    const seeded = await t.app.db.query(
      `SELECT menu_id FROM sys_menu WHERE path ILIKE '%ruoyi%'`,
    );
    expect(seeded).toEqual([]);
  });

  it('getRouters for ry: only Project and System/Notice', async () => {
    const data: Router[] = (
      await authGet(t.app, '/getRouters', ry, { 'accept-language': 'en' })
    ).json().data;
    expect(data.map((r) => r.path)).toEqual(['/project', '/system']);
    // The common role uses the media library too (migration 0028).
    expect(data[0].children).toHaveLength(9);
    expect(data[1].children).toEqual([
      {
        name: 'Notice',
        path: 'notice',
        hidden: false,
        component: 'system/notice/index',
        meta: { title: 'Notices', icon: 'message', noCache: false, link: null },
      },
    ]);
  });

  it('translates menu titles: en, zh-CN, ja; session language wins', async () => {
    const titles = async (headers: Record<string, string>, token = admin) =>
      (
        (await authGet(t.app, '/getRouters', token, headers)).json()
          .data as Router[]
      ).map((r) => r.meta!.title);
    expect(await titles({ 'accept-language': 'en' })).toEqual([
      'Website content',
      'System',
      'Monitoring',
      'Tools',
    ]);
    expect(await titles({ 'accept-language': 'ja' })).toEqual([
      'サイトコンテンツ',
      'システム管理',
      'システム監視',
      'システムツール',
    ]);
    expect(await titles({})).toContain('系统管理'); // default zh-CN

    // the SPA tells the server its language through GET /i18n/:language
    const res = await authGet(t.app, '/i18n/ja', ry);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data['menu.system']).toBe('システム管理');
    expect(body.data['captcha.error']).toBe('認証コードが正しくありません');
    expect(await titles({ 'accept-language': 'en' }, ry)).toEqual([
      'サイトコンテンツ',
      'システム管理',
    ]);
    await authGet(t.app, '/i18n/zh', ry);
    expect(await titles({ 'accept-language': 'en' }, ry)).toEqual([
      '网站内容',
      '系统管理',
    ]);
    await authGet(t.app, '/i18n/en', ry);
  });

  it('GET /i18n/:language works without a token and rejects unknown languages', async () => {
    const en = (await t.app.inject({ url: '/i18n/en' })).json();
    expect(en.code).toBe(200);
    expect(en.data['user.notMatch']).toBe(
      'User does not exist or password is wrong',
    );
    const zh = (await t.app.inject({ url: '/i18n/zh-CN' })).json();
    expect(zh.data['user.notMatch']).toBe('用户不存在/密码错误');
    const bad = (
      await t.app.inject({
        url: '/i18n/fr',
        headers: { 'accept-language': 'en' },
      })
    ).json();
    expect(bad).toEqual({ code: 500, msg: 'Unsupported language: fr' });
  });

  it('GET /system/config/configKey/:key puts the value in msg', async () => {
    const res = await authGet(
      t.app,
      '/system/config/configKey/sys.account.registerUser',
      ry,
    );
    expect(res.json()).toEqual({ code: 200, msg: 'false' });
    const unknown = await authGet(t.app, '/system/config/configKey/nope', ry);
    expect(unknown.json()).toEqual({ code: 200, msg: '' });
  });
});

describe('menu titles agree with the SPA', () => {
  it('every seeded menu title the SPA also names is the same text in each language', async () => {
    const { readFileSync } = await import('node:fs');
    const { catalogue } = await import('../../server/src/i18n/index.js');
    const { resolveGlossary } = await import(
      '../../server/src/i18n/menu-titles.js'
    );
    for (const lang of ['en', 'zh-CN', 'ja'] as const) {
      const read = (ns: string) =>
        JSON.parse(readFileSync(`src/locales/${lang}/${ns}.json`, 'utf8'));
      const client = read('menu') as Record<string, string>;
      const glossary = read('glossary');
      const server = catalogue(lang) as Record<string, string>;
      const shared = Object.keys(client).filter((k) => server[`menu.${k}`]);
      expect(shared.length).toBeGreaterThan(25);
      for (const key of shared)
        expect([lang, key, server[`menu.${key}`]]).toEqual([
          lang,
          key,
          resolveGlossary(client[key], glossary),
        ]);
    }
  });
});
