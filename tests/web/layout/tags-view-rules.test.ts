import { describe, expect, it } from 'vitest';
import { nextPanes, type PaneState } from '@/layout/keep-alive/panes';
import { enabledActions } from '@/layout/tags-view';
import { menuPosition } from '@/layout/tags-view/context-menu';
import { scrollLeftFor } from '@/layout/tags-view/use-tag-scroll';
import { LAYOUT_ROUTES } from '@/router/constant-routes';
import { affixTagViews, tagTitle, tagViewFor } from '@/router/tag-view';
import type { AppRoute } from '@/router/types';
import type { TagView } from '@/stores/tags-view';

const routes: AppRoute[] = [
  ...LAYOUT_ROUTES,
  {
    path: '/system/user',
    name: 'User',
    meta: { title: 'User management' },
    view: { type: 'page', component: 'system/user/index' },
  },
  {
    path: '/system',
    name: 'System',
    meta: { title: 'System' },
    view: { type: 'redirect', to: '/system/user' },
  },
  {
    path: '/docs/example/com',
    name: 'Docs',
    meta: { title: 'Documentation', link: 'http://docs.example.com' },
    view: { type: 'inner-link', link: 'http://docs.example.com' },
  },
  {
    path: '/system/dict-data/index/:dictId',
    name: 'Untitled',
    meta: { title: '', affix: true },
    view: { type: 'page', component: 'system/dict/data/index' },
  },
  {
    path: '/plain',
    view: { type: 'page', component: 'plain/index' },
  },
];

describe('tabs for routes', () => {
  it('makes a tab for a page with its full path, name, title and meta', () => {
    expect(tagViewFor(routes, '/system/user?pageNum=2')).toEqual({
      path: '/system/user?pageNum=2',
      name: 'User',
      title: 'Users',
      meta: { title: 'User management' },
    });
    expect(tagViewFor(routes, '/docs/example/com')).toMatchObject({
      link: 'http://docs.example.com',
    });
  });

  it('makes no tab for directory forwards, the redirect helper or unknown paths', () => {
    expect(tagViewFor(routes, '/system')).toBeUndefined();
    expect(tagViewFor(routes, '/redirect/system/user')).toBeUndefined();
    expect(tagViewFor(routes, '/nowhere')).toBeUndefined();
  });

  it('affixes the home page first; routes with params are not affixed', () => {
    expect(affixTagViews(routes).map((v) => v.path)).toEqual(['/pc/index']);
  });

  it('titles a tab by the page, then the route, then the saved title', () => {
    const user = tagViewFor(routes, '/system/user')!;
    expect(tagTitle(user, routes)).toBe('Users');
    expect(
      tagTitle({ ...user, title: 'Edit', customTitle: true }, routes),
    ).toBe('Edit');
    expect(tagTitle({ path: '/gone', title: 'Saved' }, routes)).toBe('Saved');
    // No title anywhere: '' (the bar shows 'no-name').
    expect(tagTitle(tagViewFor(routes, '/plain')!, routes)).toBe('');
  });
});

describe('tab menu rules', () => {
  const affix = (path: string): TagView => ({
    path,
    title: path,
    meta: { title: path, affix: true },
  });
  const view = (path: string): TagView => ({ path, title: path });
  const views = [affix('/pc/index'), view('/a'), view('/b'), view('/c')];

  it('disables close current and close left on the affixed first tab', () => {
    expect(enabledActions(views, 0)).toEqual({
      refresh: true,
      closeCurrent: false,
      closeOthers: true,
      closeLeft: false,
      closeRight: true,
      closeAll: true,
    });
  });

  it('the first closable tab cannot close left; the last cannot close right', () => {
    expect(enabledActions(views, 1)).toMatchObject({
      closeLeft: false,
      closeRight: true,
    });
    expect(enabledActions(views, 3)).toMatchObject({
      closeLeft: true,
      closeRight: false,
      closeCurrent: true,
    });
  });

  it('with only affixed tabs nothing can be closed, refresh still works', () => {
    expect(enabledActions([affix('/pc/index')], 0)).toEqual({
      refresh: true,
      closeCurrent: false,
      closeOthers: false,
      closeLeft: false,
      closeRight: false,
      closeAll: false,
    });
  });

  it('opens 15px right of the cursor, inside the bar (105px wide)', () => {
    const bar = { left: 200, right: 1366 };
    expect(menuPosition(300, 60, bar)).toEqual({ left: 315, top: 60 });
    expect(menuPosition(1350, 60, bar)).toEqual({ left: 1261, top: 60 });
  });

  it('scrolls a hidden tab into view with 4px to spare', () => {
    const pane = { scrollLeft: 100, clientWidth: 300 };
    expect(scrollLeftFor(pane, { offsetLeft: 150, offsetWidth: 80 })).toBe(100);
    expect(scrollLeftFor(pane, { offsetLeft: 40, offsetWidth: 80 })).toBe(36);
    expect(scrollLeftFor(pane, { offsetLeft: 380, offsetWidth: 80 })).toBe(164);
    expect(scrollLeftFor(pane, { offsetLeft: 2, offsetWidth: 80 })).toBe(0);
  });
});

describe('kept-alive panes', () => {
  type S = PaneState<string, string>;
  const pane = (key: string) => ({ key, element: `<${key}>`, location: key });
  const empty: S = { panes: [], recent: [] };
  const keys = (s: S) => s.panes.map((p) => p.key);

  it('adds the shown page and keeps cached ones in opening order', () => {
    const keep = new Set(['/a', '/b']);
    let s = nextPanes(empty, pane('/a'), keep);
    s = nextPanes(s, pane('/b'), keep);
    s = nextPanes(s, pane('/a'), keep);
    expect(keys(s)).toEqual(['/a', '/b']);
    expect(s.recent).toEqual(['/a', '/b']);
    // The first element rendered is kept for the hidden pane.
    expect(s.panes[0].element).toBe('</a>');
    expect(nextPanes(s, pane('/a'), keep)).toBe(s);
  });

  it('drops a page that is not cached as soon as another shows', () => {
    const keep = new Set(['/a']);
    let s = nextPanes(empty, pane('/a'), keep);
    s = nextPanes(s, pane('/nocache'), keep);
    expect(keys(s)).toEqual(['/a', '/nocache']);
    s = nextPanes(s, pane('/a'), keep);
    expect(keys(s)).toEqual(['/a']);
  });

  it('keeps the shown page even when it left the cache (refresh)', () => {
    let s = nextPanes(empty, pane('/a'), new Set(['/a']));
    s = nextPanes(s, pane('/a'), new Set());
    expect(keys(s)).toEqual(['/a']);
    s = nextPanes(s, pane('/redirect/a'), new Set());
    expect(keys(s)).toEqual(['/redirect/a']);
  });

  it('keeps at most `max` hidden pages, least recently shown go first', () => {
    const keep = new Set(['/a', '/b', '/c', '/d']);
    let s = empty;
    for (const k of ['/a', '/b', '/c', '/a', '/d']) {
      s = nextPanes(s, pane(k), keep, 2);
    }
    expect(keys(s)).toEqual(['/a', '/c', '/d']);
    expect(s.recent).toEqual(['/d', '/a', '/c']);
  });
});
