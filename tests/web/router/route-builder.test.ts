import { describe, expect, it, vi } from 'vitest';
import { GATED_ROUTES } from '@/router/constant-routes';
import {
  buildMenus,
  buildRoutes,
  filterGatedRoutes,
} from '@/router/route-builder';
import type { AppRoute } from '@/router/types';
import type { RouterVo } from '@/types/api';

const known = new Set([
  'system/user/index',
  'system/role/index',
  'monitor/operlog/index',
  'monitor/logininfor/index',
]);
const options = () => ({
  hasView: (c: string) => known.has(c),
  warn: vi.fn<(m: string) => void>(),
});

const meta = (title: string, icon?: string) => ({ title, icon });

/** The seeded menus as GET /getRouters answers them, trimmed. */
const tree: RouterVo[] = [
  {
    name: 'System',
    path: '/system',
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: meta('System management', 'system'),
    children: [
      {
        name: 'User',
        path: 'user',
        component: 'system/user/index',
        meta: meta('User management', 'user'),
      },
      {
        name: 'Role',
        path: 'role',
        component: 'system/role/index',
        hidden: true,
        meta: meta('Role management', 'peoples'),
      },
      {
        name: 'Dept',
        path: 'dept',
        component: 'system/dept/index',
        meta: meta('Department management', 'tree'),
      },
      {
        name: 'Log',
        path: 'log',
        component: 'ParentView',
        redirect: 'noRedirect',
        alwaysShow: true,
        meta: meta('Log management', 'log'),
        children: [
          {
            name: 'Operlog',
            path: 'operlog',
            component: 'monitor/operlog/index',
            meta: meta('Operation log', 'form'),
          },
          {
            name: 'Logininfor',
            path: 'logininfor',
            component: 'monitor/logininfor/index',
            meta: meta('Login log', 'logininfor'),
          },
        ],
      },
    ],
  },
  {
    path: '/',
    component: 'Layout',
    children: [
      {
        name: 'Docs',
        path: 'docs',
        component: 'InnerLink',
        query: '{"tab":"api"}',
        meta: {
          title: 'Documentation',
          icon: 'guide',
          link: 'https://docs.example.com',
        },
      },
    ],
  },
  {
    name: 'Http://ruoyi.vip',
    path: 'http://ruoyi.vip',
    component: 'Layout',
    meta: { title: 'RuoYi site', icon: 'guide', link: 'http://ruoyi.vip' },
  },
];

const byPath = (routes: AppRoute[], path: string) =>
  routes.find((r) => r.path === path);

describe('buildRoutes', () => {
  it('maps a component path to a lazy page with an absolute path', () => {
    const { routes } = buildRoutes(tree, options());
    expect(byPath(routes, '/system/user')).toMatchObject({
      name: 'User',
      view: { type: 'page', component: 'system/user/index' },
      meta: { title: 'User management' },
    });
  });

  it('flattens ParentView children with the parent path prefixed', () => {
    const { routes } = buildRoutes(tree, options());
    expect(byPath(routes, '/system/log/operlog')?.view).toEqual({
      type: 'page',
      component: 'monitor/operlog/index',
    });
    expect(byPath(routes, '/system/log/logininfor')).toBeDefined();
    expect(byPath(routes, '/system/log')?.view).toEqual({
      type: 'redirect',
      to: '/system/log/operlog',
    });
  });

  it('routes a Layout directory to its first visible page', () => {
    const { routes } = buildRoutes(tree, options());
    expect(byPath(routes, '/system')?.view).toEqual({
      type: 'redirect',
      to: '/system/user',
    });
  });

  it('turns InnerLink into an embedded-frame route for meta.link', () => {
    const { routes } = buildRoutes(tree, options());
    expect(byPath(routes, '/docs')).toMatchObject({
      view: { type: 'inner-link', link: 'https://docs.example.com' },
      query: '{"tab":"api"}',
    });
  });

  it('derives an in-app path for an InnerLink whose path is a URL', () => {
    const { routes, menus } = buildRoutes(
      [
        {
          path: '/',
          component: 'Layout',
          children: [
            {
              name: 'Docs',
              path: 'http://www.docs.example.com:8080',
              component: 'InnerLink',
              meta: { title: 'Docs', link: 'http://www.docs.example.com:8080' },
            },
          ],
        },
      ],
      options(),
    );
    expect(routes[0]).toMatchObject({
      path: '/docs/example/com/8080',
      view: { type: 'inner-link', link: 'http://www.docs.example.com:8080' },
    });
    expect(menus[0]).toMatchObject({ key: '/docs/example/com/8080' });
    expect(menus[0].link).toBeUndefined();
  });

  it('resolves an unknown component to the 404 view and warns', () => {
    const opts = options();
    const { routes } = buildRoutes(tree, opts);
    expect(byPath(routes, '/system/dept')?.view).toEqual({
      type: 'not-found',
      component: 'system/dept/index',
    });
    expect(opts.warn).toHaveBeenCalledWith(
      expect.stringContaining('system/dept/index'),
    );
  });

  it('keeps hidden entries routable but marks them hidden', () => {
    const { routes } = buildRoutes(tree, options());
    expect(byPath(routes, '/system/role')).toMatchObject({ hidden: true });
  });

  it('never routes external links', () => {
    const { routes } = buildRoutes(tree, options());
    expect(routes.some((r) => r.path.includes('ruoyi'))).toBe(false);
  });

  it('routes a path once, dropping later duplicates with a warning', () => {
    const opts = options();
    const dup: RouterVo[] = [
      tree[0],
      {
        path: '/system',
        component: 'Layout',
        children: [
          { name: 'User2', path: 'user', component: 'system/role/index' },
        ],
      },
    ];
    const { routes } = buildRoutes(dup, opts);
    const users = routes.filter((r) => r.path === '/system/user');
    expect(users).toHaveLength(1);
    expect(users[0].name).toBe('User');
    expect(opts.warn).toHaveBeenCalledWith(
      expect.stringContaining('duplicate'),
    );
  });

  it('puts directory redirects after the pages', () => {
    const { routes } = buildRoutes(tree, options());
    const firstRedirect = routes.findIndex((r) => r.view.type === 'redirect');
    const lastPage = routes.map((r) => r.view.type).lastIndexOf('page');
    expect(firstRedirect).toBeGreaterThan(lastPage);
  });

  it('is pure: the same input gives the same output', () => {
    const input = structuredClone(tree);
    expect(buildRoutes(tree, options())).toEqual(buildRoutes(tree, options()));
    expect(tree).toEqual(input);
  });
});

describe('buildMenus (sidebar tree)', () => {
  const menus = buildMenus(tree, '/');

  it('nests directories as submenus and omits hidden entries', () => {
    expect(menus[0]).toMatchObject({
      key: '/system',
      title: 'System management',
      icon: 'system',
    });
    const keys = menus[0].children!.map((m) => m.key);
    expect(keys).toEqual(['/system/user', '/system/dept', '/system/log']);
    expect(menus[0].children![2].children!.map((m) => m.key)).toEqual([
      '/system/log/operlog',
      '/system/log/logininfor',
    ]);
  });

  it('shows the only child of a meta-less Layout directly, with its query', () => {
    expect(menus[1]).toMatchObject({
      key: '/docs',
      title: 'Documentation',
      search: '?tab=api',
    });
    expect(menus[1].children).toBeUndefined();
  });

  it('marks external links so they open in a new tab', () => {
    expect(menus[2]).toMatchObject({
      key: 'http://ruoyi.vip',
      link: 'http://ruoyi.vip',
      title: 'RuoYi site',
    });
  });

  it('keeps a single-child directory as a submenu when alwaysShow', () => {
    const single = buildMenus(
      [
        {
          name: 'Tool',
          path: '/tool',
          component: 'Layout',
          alwaysShow: true,
          meta: meta('Tools'),
          children: [
            {
              name: 'Gen',
              path: 'gen',
              component: 'tool/gen/index',
              meta: meta('Gen'),
            },
          ],
        },
      ],
      '/',
    );
    expect(single[0]).toMatchObject({ key: '/tool', title: 'Tools' });
    expect(single[0].children).toHaveLength(1);
  });

  it('shows a directory without alwaysShow and one child as that child', () => {
    const flat = buildMenus(
      [
        {
          name: 'Tool',
          path: '/tool',
          component: 'Layout',
          meta: meta('Tools'),
          children: [
            {
              name: 'Gen',
              path: 'gen',
              component: 'tool/gen/index',
              meta: meta('Gen'),
            },
          ],
        },
      ],
      '/',
    );
    expect(flat).toEqual([{ key: '/tool/gen', name: 'Gen', title: 'Gen' }]);
  });
});

describe('filterGatedRoutes (local permission-gated routes)', () => {
  const opts = () => ({ hasView: () => false, warn: vi.fn() });

  it('includes a route only for holders of one of its permissions', () => {
    const routes = filterGatedRoutes(
      GATED_ROUTES,
      { roles: ['common'], permissions: ['system:user:edit', 'tool:gen:edit'] },
      opts(),
    );
    expect(routes.map((r) => r.path)).toEqual([
      '/system/user-auth/role/:userId',
      '/tool/gen-edit/index/:tableId',
    ]);
  });

  it('gives every route to the wildcard permission', () => {
    const routes = filterGatedRoutes(
      GATED_ROUTES,
      { roles: ['admin'], permissions: ['*:*:*'] },
      opts(),
    );
    expect(routes).toHaveLength(GATED_ROUTES.length);
  });

  it('falls back to roles when a route lists no permissions', () => {
    const byRole = [
      { ...GATED_ROUTES[0], permissions: undefined, roles: ['editor'] },
    ];
    expect(
      filterGatedRoutes(byRole, { roles: ['editor'], permissions: [] }, opts()),
    ).toHaveLength(1);
    expect(
      filterGatedRoutes(byRole, { roles: ['admin'], permissions: [] }, opts()),
    ).toHaveLength(1);
    expect(
      filterGatedRoutes(byRole, { roles: ['common'], permissions: [] }, opts()),
    ).toHaveLength(0);
  });

  it('hides them, keeps numeric params and the menu they highlight', () => {
    const [route] = filterGatedRoutes(
      GATED_ROUTES,
      { roles: [], permissions: ['system:user:edit'] },
      opts(),
    );
    expect(route).toMatchObject({
      hidden: true,
      numericParams: ['userId'],
      meta: { activeMenu: '/system/user' },
    });
    expect(route).not.toHaveProperty('permissions');
  });

  it('shows the 404 view while their pages do not exist', () => {
    const o = opts();
    const [route] = filterGatedRoutes(
      GATED_ROUTES,
      { roles: [], permissions: ['system:dict:list'] },
      o,
    );
    expect(route.view).toEqual({
      type: 'not-found',
      component: 'system/dict/data/index',
    });
    expect(o.warn).toHaveBeenCalled();
  });
});
