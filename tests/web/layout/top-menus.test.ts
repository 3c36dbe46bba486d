import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/router/types';
import {
  activeTopMenu,
  firstLeaf,
  splitTopMenus,
  topNavVisibleCount,
} from '@/layout/top-nav/top-menus';

const MENUS: MenuItem[] = [
  { key: '/pc/index', name: 'Index', title: 'home' },
  {
    key: '/system',
    name: 'System',
    title: 'System',
    children: [
      {
        key: '/system/log',
        name: 'Log',
        title: 'Logs',
        children: [
          { key: '/system/log/operlog', name: 'Operlog', title: 'Op log' },
        ],
      },
      { key: '/system/user', name: 'User', title: 'Users' },
    ],
  },
  { key: 'http://ruoyi.vip', title: 'RuoYi', link: 'http://ruoyi.vip' },
  { key: '/project', name: 'Project', title: 'Project', children: [] },
  { key: '/tool', name: 'Tool', title: 'Tools', children: [] },
  { key: '/monitor', name: 'Monitor', title: 'Monitor', children: [] },
];

describe('top navigation', () => {
  it('shows window width / 3 / 85 items, rounded down', () => {
    expect(topNavVisibleCount(1366)).toBe(5); // 455.3 / 85 = 5.36
    expect(topNavVisibleCount(1920)).toBe(7); // 640 / 85 = 7.53
    expect(topNavVisibleCount(765)).toBe(3); // 255 / 85 = 3
    expect(topNavVisibleCount(764)).toBe(2);
    expect(topNavVisibleCount(375)).toBe(1);
    expect(topNavVisibleCount(200)).toBe(0);
  });

  it("puts the items that do not fit under 'More menus'", () => {
    const wide = splitTopMenus(MENUS, 1920);
    expect(wide.visible).toHaveLength(6);
    expect(wide.more).toEqual([]);
    const narrow = splitTopMenus(MENUS, 1366);
    expect(narrow.visible.map((m) => m.key)).toEqual([
      '/pc/index',
      '/system',
      'http://ruoyi.vip',
      '/project',
      '/tool',
    ]);
    expect(narrow.more.map((m) => m.key)).toEqual(['/monitor']);
    expect(splitTopMenus(MENUS, 375).more).toHaveLength(5);
  });

  it('finds the top-level entry of the current page', () => {
    expect(
      activeTopMenu(MENUS, '/system/log/operlog', '/system/log/operlog')?.key,
    ).toBe('/system');
    expect(activeTopMenu(MENUS, '/pc/index', '/pc/index')?.key).toBe(
      '/pc/index',
    );
    // A page without a menu entry of its own: by its path.
    expect(
      activeTopMenu(
        MENUS,
        '/system/dict-data/index/1',
        '/system/dict-data/index/1',
      )?.key,
    ).toBe('/system');
    expect(activeTopMenu(MENUS, '/elsewhere', '/elsewhere')).toBeUndefined();
  });

  it('opens a directory at its first page', () => {
    expect(firstLeaf(MENUS[1])?.key).toBe('/system/log/operlog');
    expect(firstLeaf(MENUS[0])?.key).toBe('/pc/index');
    expect(firstLeaf(MENUS[2])).toBeUndefined();
    expect(firstLeaf(MENUS[3])).toBeUndefined();
  });
});
