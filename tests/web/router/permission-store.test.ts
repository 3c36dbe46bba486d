import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { setToken } from '@/lib/auth-token';
import { menuTitle, routeKey } from '@/router/route-title';
import { usePermissionStore } from '@/stores/permission';
import { resetAllStores } from '@/lib/store-reset';

function signInAs(user: 'admin' | 'ry') {
  setToken(createSession(user));
}

describe('permission store', () => {
  it('builds routes and menus from getRouters, home first, gated routes for admin', async () => {
    signInAs('admin');
    await usePermissionStore
      .getState()
      .generateRoutes({ roles: ['admin'], permissions: ['*:*:*'] }, 't1');
    const s = usePermissionStore.getState();
    expect(s.accessReady).toBe(true);
    expect(s.owner).toBe('t1');
    expect(s.sidebarRouters[0]).toMatchObject({
      key: '/pc/index',
      name: 'Index',
    });
    const paths = s.routes.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/pc/index',
        '/user/profile',
        '/system/user',
        '/system/log/operlog',
        '/system/user-auth/role/:userId',
        '/tool/gen-edit/index/:tableId',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(s.addRoutes.every((r) => r.path !== '/pc/index')).toBe(true);
  });

  it('gives a website editor only their menus and no gated routes', async () => {
    signInAs('ry');
    await usePermissionStore.getState().generateRoutes({
      roles: ['common'],
      permissions: ['project:record:list'],
    });
    const s = usePermissionStore.getState();
    expect(s.sidebarRouters.map((m) => m.key)).toEqual([
      '/pc/index',
      '/project',
    ]);
    expect(s.routes.some((r) => r.path.startsWith('/system'))).toBe(false);
  });

  it('is reset by resetAllStores (logout)', async () => {
    signInAs('admin');
    await usePermissionStore
      .getState()
      .generateRoutes({ roles: ['admin'], permissions: ['*:*:*'] });
    resetAllStores();
    const s = usePermissionStore.getState();
    expect(s.accessReady).toBe(false);
    expect(s.sidebarRouters).toEqual([]);
    expect(s.routes.map((r) => r.path)).toEqual(['/pc/index', '/user/profile']);
  });
});

describe('menu titles', () => {
  it('use menu.<routeName lowerCamel> first', () => {
    expect(routeKey('CacheList')).toBe('cacheList');
    expect(menuTitle('CacheList', '缓存列表')).toBe('Cache list');
    expect(menuTitle('System', 'Systemverwaltung')).toBe('System');
  });

  it('fall back to the server title verbatim, without warnings', () => {
    const warn = vi.spyOn(console, 'warn');
    const log = vi.spyOn(console, 'log');
    expect(menuTitle('Http://ruoyi.vip', 'RuoYi site')).toBe('RuoYi site');
    expect(menuTitle('SomethingNew', 'Something new')).toBe('Something new');
    expect(menuTitle(undefined, 'No name')).toBe('No name');
    expect(warn).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
});
