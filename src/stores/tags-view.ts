/**
 * The tab bar of visited views (its operations: `@/hooks/use-tab`).
 * - A view is keyed by its full path (path + query) and carries the route's
 *   name, title and meta.
 * - Affixed views (meta.affix, e.g. the home page) are never closed; they
 *   lead the bar.
 * - `cachedViews` lists the views kept alive in the page area; views with
 *   meta.noCache are never cached. Link views (embedded frames) are kept in
 *   `iframeViews` whatever their noCache flag, like RuoYi's iframe toggle.
 * - Visited views are saved in sessionStorage `tags-view` (tabs survive a
 *   reload of the browser tab, not a new session).
 */
import { create } from 'zustand';
import { registerReset } from '@/lib/store-reset';
import type { RouteMeta } from '@/types/api';

export interface TagView {
  /** Full path with query, e.g. `/system/user?pageNum=2`: the tab's key. */
  path: string;
  /** Route name (`User`). */
  name?: string;
  /** Title from the route's meta ('' when it has none). */
  title: string;
  meta?: RouteMeta;
  /** The embedded page's URL for link ('InnerLink') views. */
  link?: string;
  /** Title set by a page (`openPage`/`updatePage`), shown over the route's. */
  customTitle?: boolean;
}

export interface TagsViewState {
  visitedViews: TagView[];
  /** Full paths of the views kept alive (noCache views excluded). */
  cachedViews: string[];
  /** Full paths of link views kept alive (their frames do not reload). */
  iframeViews: string[];
  /** Open a view: visited, cached unless noCache, frame kept if a link. */
  addView(view: TagView): void;
  /** Put affixed views at the front of the bar, in the given order. */
  addAffixViews(views: readonly TagView[]): void;
  /** Close a view (not an affixed one) and drop its cache. */
  delView(path: string): void;
  /** Drop a view's cache (and frame) so it remounts when shown again. */
  delCachedView(path: string): void;
  /** Keep the affixed views and `path`. */
  delOthersViews(path: string): void;
  /** Close the closable views left of `path`. */
  delLeftViews(path: string): void;
  /** Close the closable views right of `path`. */
  delRightViews(path: string): void;
  /** Close every closable view. */
  delAllViews(): void;
  /** Change a visited view's fields (a title set here is kept). */
  updateVisitedView(view: Pick<TagView, 'path'> & Partial<TagView>): void;
  /** Drop views for which `keep` says no (e.g. routes gone after sign-in). */
  pruneViews(keep: (view: TagView) => boolean): void;
  /**
   * The view at `from` goes on at `to` (a page drops a one-off query, such
   * as a mail link's `?contactId=`): renamed in its place, or closed when a
   * view at `to` is open already. Call before navigating to `to`.
   */
  moveView(from: string, to: string): void;
}

/** sessionStorage key of the visited views. */
export const TAGS_VIEW_KEY = 'tags-view';

export function isAffix(view: Pick<TagView, 'meta'>): boolean {
  return !!view.meta?.affix;
}

function isTagView(value: unknown): value is TagView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.path === 'string' &&
    v.path.startsWith('/') &&
    typeof v.title === 'string'
  );
}

/** The visited views saved for this browser tab (invalid entries dropped). */
export function readSavedViews(): TagView[] {
  try {
    const parsed: unknown = JSON.parse(
      sessionStorage.getItem(TAGS_VIEW_KEY) ?? '[]',
    );
    return Array.isArray(parsed) ? parsed.filter(isTagView) : [];
  } catch {
    return [];
  }
}

function initialState() {
  return {
    visitedViews: readSavedViews(),
    cachedViews: [] as string[],
    iframeViews: [] as string[],
  };
}

type Lists = Pick<
  TagsViewState,
  'visitedViews' | 'cachedViews' | 'iframeViews'
>;

/** The lists after keeping only the visited views in `visited`. */
function keepVisited(state: Lists, visited: TagView[]): Lists {
  const open = new Set(visited.map((v) => v.path));
  return {
    visitedViews: visited,
    cachedViews: state.cachedViews.filter((p) => open.has(p)),
    iframeViews: state.iframeViews.filter((p) => open.has(p)),
  };
}

/** Closes the closable views whose index passes `closes(index)`. */
function closeWhere(
  state: Lists,
  closes: (index: number, view: TagView) => boolean,
): Lists {
  const visited = state.visitedViews.filter(
    (v, i) => isAffix(v) || !closes(i, v),
  );
  return visited.length === state.visitedViews.length
    ? state
    : keepVisited(state, visited);
}

export const useTagsViewStore = create<TagsViewState>()((set) => ({
  ...initialState(),

  addView(view) {
    set((s) => {
      const visited = s.visitedViews.some((v) => v.path === view.path);
      const cache = !view.meta?.noCache && !s.cachedViews.includes(view.path);
      const frame = !!view.link && !s.iframeViews.includes(view.path);
      if (visited && !cache && !frame) return s;
      return {
        visitedViews: visited ? s.visitedViews : [...s.visitedViews, view],
        cachedViews: cache ? [...s.cachedViews, view.path] : s.cachedViews,
        iframeViews: frame ? [...s.iframeViews, view.path] : s.iframeViews,
      };
    });
  },

  addAffixViews(views) {
    set((s) => {
      const affixed = views.filter(isAffix);
      const paths = new Set(affixed.map((v) => v.path));
      const lead = affixed.map(
        (v) => s.visitedViews.find((o) => o.path === v.path) ?? v,
      );
      const rest = s.visitedViews.filter((v) => !paths.has(v.path));
      const visitedViews = [...lead, ...rest];
      const same = visitedViews.every((v, i) => v === s.visitedViews[i]);
      return same && visitedViews.length === s.visitedViews.length
        ? s
        : { visitedViews };
    });
  },

  delView(path) {
    set((s) => closeWhere(s, (_, v) => v.path === path));
  },

  delCachedView(path) {
    set((s) => ({
      cachedViews: s.cachedViews.filter((p) => p !== path),
      iframeViews: s.iframeViews.filter((p) => p !== path),
    }));
  },

  delOthersViews(path) {
    set((s) => closeWhere(s, (_, v) => v.path !== path));
  },

  delLeftViews(path) {
    set((s) => {
      const at = s.visitedViews.findIndex((v) => v.path === path);
      return at < 0 ? s : closeWhere(s, (i) => i < at);
    });
  },

  delRightViews(path) {
    set((s) => {
      const at = s.visitedViews.findIndex((v) => v.path === path);
      return at < 0 ? s : closeWhere(s, (i) => i > at);
    });
  },

  delAllViews() {
    set((s) => closeWhere(s, () => true));
  },

  moveView(from, to) {
    set((s) => {
      if (from === to || !s.visitedViews.some((v) => v.path === from)) return s;
      if (s.visitedViews.some((v) => v.path === to)) {
        return closeWhere(s, (_, v) => v.path === from);
      }
      const rename = (paths: string[]) =>
        paths.map((p) => (p === from ? to : p));
      return {
        visitedViews: s.visitedViews.map((v) =>
          v.path === from ? { ...v, path: to } : v,
        ),
        cachedViews: rename(s.cachedViews),
        iframeViews: rename(s.iframeViews),
      };
    });
  },

  updateVisitedView(view) {
    set((s) => ({
      visitedViews: s.visitedViews.map((v) =>
        v.path === view.path ? { ...v, ...view } : v,
      ),
    }));
  },

  pruneViews(keep) {
    set((s) => {
      const visited = s.visitedViews.filter(keep);
      return visited.length === s.visitedViews.length
        ? s
        : keepVisited(s, visited);
    });
  },
}));

// Explicit persistence: only the visited views, only for this browser tab.
useTagsViewStore.subscribe((state, prev) => {
  if (state.visitedViews === prev.visitedViews) return;
  try {
    sessionStorage.setItem(TAGS_VIEW_KEY, JSON.stringify(state.visitedViews));
  } catch {
    // Storage full or unavailable: the bar still works for this page load.
  }
});

registerReset(() => {
  sessionStorage.removeItem(TAGS_VIEW_KEY);
  useTagsViewStore.setState(initialState());
});

// Plain selectors.
export const selectVisitedViews = (s: TagsViewState) => s.visitedViews;
export const selectCachedViews = (s: TagsViewState) => s.cachedViews;
export const selectIframeViews = (s: TagsViewState) => s.iframeViews;
