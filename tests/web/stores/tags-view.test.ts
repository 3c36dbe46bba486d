import { describe, expect, it } from 'vitest';
import { resetAllStores } from '@/lib/store-reset';
import {
  readSavedViews,
  useTagsViewStore,
  type TagView,
} from '@/stores/tags-view';

const store = () => useTagsViewStore.getState();
const paths = () => store().visitedViews.map((v) => v.path);

const home: TagView = {
  path: '/pc/index',
  name: 'Index',
  title: 'home',
  meta: { title: 'home', affix: true },
};
const pinned: TagView = {
  path: '/monitor/server',
  name: 'Server',
  title: 'Server',
  meta: { title: 'Server', affix: true },
};
const view = (path: string, meta: Partial<TagView['meta']> = {}): TagView => ({
  path,
  title: path.slice(1),
  meta: { title: path.slice(1), ...meta },
});
const a = view('/a');
const b = view('/b');
const c = view('/c');
const d = view('/d');

/** home, a, b, c, d opened in that order. */
function openFive() {
  store().addAffixViews([home]);
  for (const v of [a, b, c, d]) store().addView(v);
}

describe('tags-view store', () => {
  it('opens each full path once, query included, and caches it', () => {
    store().addView(a);
    store().addView(a);
    store().addView(view('/a?page=2'));
    expect(paths()).toEqual(['/a', '/a?page=2']);
    expect(store().cachedViews).toEqual(['/a', '/a?page=2']);
  });

  it('does not cache noCache views; keeps link views alive in frames', () => {
    store().addView(view('/records', { noCache: true }));
    store().addView({
      ...view('/docs', { noCache: true }),
      link: 'http://docs.example.com',
    });
    expect(paths()).toEqual(['/records', '/docs']);
    expect(store().cachedViews).toEqual([]);
    expect(store().iframeViews).toEqual(['/docs']);
  });

  it('puts affixed views first, in route order, without duplicates', () => {
    store().addView(a);
    store().addView(home);
    store().addAffixViews([home, pinned, a]);
    expect(paths()).toEqual(['/pc/index', '/monitor/server', '/a']);
    const before = store().visitedViews;
    store().addAffixViews([home, pinned]);
    expect(store().visitedViews).toBe(before);
  });

  it('never closes an affixed view', () => {
    openFive();
    store().delView('/pc/index');
    store().delAllViews();
    store().delOthersViews('/c');
    expect(paths()).toContain('/pc/index');
  });

  it('closes one view and drops its cache', () => {
    openFive();
    store().delView('/b');
    expect(paths()).toEqual(['/pc/index', '/a', '/c', '/d']);
    expect(store().cachedViews).toEqual(['/a', '/c', '/d']);
  });

  it('closes the views left of one, keeping affixed ones', () => {
    openFive();
    store().delLeftViews('/c');
    expect(paths()).toEqual(['/pc/index', '/c', '/d']);
    expect(store().cachedViews).toEqual(['/c', '/d']);
  });

  it('closes the views right of one', () => {
    openFive();
    store().delRightViews('/b');
    expect(paths()).toEqual(['/pc/index', '/a', '/b']);
    expect(store().cachedViews).toEqual(['/a', '/b']);
  });

  it('closes the others, keeping affixed ones and the chosen view', () => {
    openFive();
    store().delOthersViews('/c');
    expect(paths()).toEqual(['/pc/index', '/c']);
    expect(store().cachedViews).toEqual(['/c']);
  });

  it('closes all, leaving the affixed views', () => {
    openFive();
    store().addView(home);
    store().delAllViews();
    expect(paths()).toEqual(['/pc/index']);
    expect(store().cachedViews).toEqual(['/pc/index']);
  });

  it('left/right of an unknown path change nothing', () => {
    openFive();
    const before = store().visitedViews;
    store().delLeftViews('/nope');
    store().delRightViews('/nope');
    expect(store().visitedViews).toBe(before);
  });

  it('drops only the cache on refresh, so the view remounts', () => {
    openFive();
    store().delCachedView('/b');
    expect(paths()).toContain('/b');
    expect(store().cachedViews).not.toContain('/b');
    store().addView(b);
    expect(store().cachedViews).toContain('/b');
  });

  it('updates a view title and prunes views of routes that are gone', () => {
    openFive();
    store().updateVisitedView({
      path: '/a',
      title: 'Edit A',
      customTitle: true,
    });
    expect(store().visitedViews[1]).toMatchObject({
      title: 'Edit A',
      customTitle: true,
    });
    store().pruneViews((v) => v.path !== '/c');
    expect(paths()).toEqual(['/pc/index', '/a', '/b', '/d']);
    expect(store().cachedViews).not.toContain('/c');
  });

  it('moves a view to the path without its one-off query: in place, or onto the open one', () => {
    openFive();
    store().addView(view('/e?contactId=42'));
    store().moveView('/b?x=1', '/b'); // not open: nothing changes
    store().moveView('/e?contactId=42', '/e');
    expect(paths()).toEqual(['/pc/index', '/a', '/b', '/c', '/d', '/e']);
    expect(store().cachedViews).toContain('/e');
    expect(store().cachedViews).not.toContain('/e?contactId=42');
    // a second link while the list's tab is open: the link's tab closes
    store().addView(view('/e?contactId=43'));
    store().moveView('/e?contactId=43', '/e');
    expect(paths()).toEqual(['/pc/index', '/a', '/b', '/c', '/d', '/e']);
    expect(store().cachedViews).not.toContain('/e?contactId=43');
  });

  it('saves the visited views in sessionStorage and reads them back', () => {
    openFive();
    const saved = JSON.parse(sessionStorage.getItem('tags-view') ?? '[]');
    expect(saved.map((v: TagView) => v.path)).toEqual(paths());
    sessionStorage.setItem(
      'tags-view',
      JSON.stringify([home, a, { path: 'no-slash', title: 'x' }, 42]),
    );
    expect(readSavedViews().map((v) => v.path)).toEqual(['/pc/index', '/a']);
    sessionStorage.setItem('tags-view', '{oops');
    expect(readSavedViews()).toEqual([]);
  });

  it('logout (reset of every store) closes the tabs and clears the saved ones', () => {
    openFive();
    resetAllStores();
    expect(paths()).toEqual([]);
    expect(store().cachedViews).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('tags-view') ?? '[]')).toEqual([]);
  });
});
