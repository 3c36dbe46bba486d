import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/router/types';
import {
  buildSearchItems,
  createSearcher,
  FUSE_OPTIONS,
} from '@/layout/navbar/header-search/search-items';

const MENUS: MenuItem[] = [
  { key: '/pc/index', name: 'Index', title: 'home' },
  {
    key: '/system',
    name: 'System',
    title: 'System',
    children: [
      { key: '/system/user', name: 'User', title: 'Users' },
      { key: '/system/notice', name: 'Notice', title: 'Notices' },
      {
        key: '/system/log',
        name: 'Log',
        title: 'Logs',
        children: [
          {
            key: '/system/log/operlog',
            name: 'Operlog',
            title: 'Operation log',
          },
        ],
      },
    ],
  },
  {
    key: '/project',
    name: 'Project',
    title: 'Website content',
    children: [
      {
        key: '/project/record',
        name: 'ServerOnly',
        title: 'Copy records',
        search: '?type=1',
      },
    ],
  },
  { key: 'http://ruoyi.vip', title: 'RuoYi site', link: 'http://ruoyi.vip' },
];

describe('menu search', () => {
  it('uses threshold 0.4 with title weight 0.7 and path weight 0.3', () => {
    expect(FUSE_OPTIONS).toMatchObject({
      threshold: 0.4,
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
    });
  });

  it('indexes pages with their translated title trail; directories are not results', () => {
    const items = buildSearchItems(MENUS);
    expect(items).toEqual([
      { path: '/pc/index', title: ['Home'], search: undefined },
      { path: '/system/user', title: ['System', 'Users'], search: undefined },
      {
        path: '/system/notice',
        title: ['System', 'Notices'],
        search: undefined,
      },
      {
        path: '/system/log/operlog',
        title: ['System', 'Logs', 'Operation log'],
        search: undefined,
      },
      {
        path: '/project/record',
        title: ['Website content', 'Copy records'],
        search: '?type=1',
      },
      {
        path: 'http://ruoyi.vip',
        title: ['RuoYi site'],
        link: 'http://ruoyi.vip',
      },
    ]);
  });

  it('finds pages by fuzzy title and by path, best match first', async () => {
    const fuse = await createSearcher(buildSearchItems(MENUS));
    const paths = (q: string) => fuse.search(q).map((r) => r.item.path);
    expect(paths('notcies')[0]).toBe('/system/notice');
    expect(paths('operlog')[0]).toBe('/system/log/operlog');
    expect(paths('copy')[0]).toBe('/project/record');
    expect(paths('ruoyi')[0]).toBe('http://ruoyi.vip');
    expect(paths('zzzzqqq')).toEqual([]);
  });
});
