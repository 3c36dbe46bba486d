/**
 * Tab operations for the tab bar and for pages (RuoYi's `$tab`): refresh, close
 * current / others / left / right / all, open a page with a title, update a
 * tab. Each close that removes the active tab goes to the last remaining tab;
 * when none remains, the home page is reloaded through the redirect route and
 * any other page goes to `/`.
 *
 * The current page is the one at the address: the router draws a navigation
 * in a transition, so on a busy machine a page just opened may not be drawn
 * yet when its tab is closed, and the drawn location would name the page
 * before it (closing the new page's tab would then leave it on screen).
 */
import { useCallback, useContext, useMemo } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  useNavigate,
  type Location,
} from 'react-router-dom';
import { PATHS, refreshPath } from '@/router/paths';
import { pathnameOf, tagViewFor } from '@/router/tag-view';
import { usePermissionStore } from '@/stores/permission';
import { useTagsViewStore, type TagView } from '@/stores/tags-view';

export interface TabApi {
  /** Remount a view (default: the current one) through `/redirect/…`. */
  refreshPage(view?: TagView): void;
  /** Close a view (default: the current one). */
  closePage(view?: TagView): void;
  /** Close the current view and open `to`. */
  closeOpenPage(to: string): void;
  closeOtherPage(view?: TagView): void;
  closeLeftPage(view?: TagView): void;
  closeRightPage(view?: TagView): void;
  closeAllPage(view?: TagView): void;
  /** Open an in-app path, its tab titled `title` when given. */
  openPage(to: string, title?: string): void;
  /** Change a tab's title (or other fields). */
  updatePage(view: Pick<TagView, 'path'> & Partial<TagView>): void;
}

const tags = () => useTagsViewStore.getState();

function isOpen(path: string): boolean {
  return tags().visitedViews.some((v) => v.path === path);
}

export function useTab(): TabApi {
  const navigate = useNavigate();
  const location = useLocation();
  const drawn = location.pathname + location.search;
  // The router's history (hash or memory) knows the address at once.
  const { navigator } = useContext(NavigationContext);

  /** Path and query of the page at the address now. */
  const currentPath = useCallback((): string => {
    const at = (navigator as { location?: Location }).location;
    return at ? at.pathname + at.search : drawn;
  }, [navigator, drawn]);

  const currentView = useCallback((): TagView => {
    const current = currentPath();
    return (
      tags().visitedViews.find((v) => v.path === current) ?? {
        path: current,
        title: '',
      }
    );
  }, [currentPath]);

  /** After `closed` (or others) went: stay if the current tab is open. */
  const leaveIfClosed = useCallback(
    (closed: TagView) => {
      if (isOpen(currentPath())) return;
      const latest = tags().visitedViews.at(-1);
      if (latest) void navigate(latest.path);
      else if (pathnameOf(closed.path) === PATHS.home) {
        void navigate(refreshPath(closed.path), { replace: true });
      } else void navigate(PATHS.root);
    },
    [currentPath, navigate],
  );

  return useMemo<TabApi>(
    () => ({
      refreshPage(view = currentView()) {
        tags().delCachedView(view.path);
        void navigate(refreshPath(view.path), { replace: true });
      },
      closePage(view = currentView()) {
        tags().delView(view.path);
        leaveIfClosed(view);
      },
      closeOpenPage(to) {
        tags().delView(currentPath());
        void navigate(to);
      },
      closeOtherPage(view = currentView()) {
        tags().delOthersViews(view.path);
        if (view.path !== currentPath()) void navigate(view.path);
      },
      closeLeftPage(view = currentView()) {
        tags().delLeftViews(view.path);
        leaveIfClosed(view);
      },
      closeRightPage(view = currentView()) {
        tags().delRightViews(view.path);
        leaveIfClosed(view);
      },
      closeAllPage(view = currentView()) {
        tags().delAllViews();
        leaveIfClosed(view);
      },
      openPage(to, title) {
        if (title) {
          const routes = usePermissionStore.getState().routes;
          const view = tagViewFor(routes, to);
          if (view) {
            tags().addView(view);
            tags().updateVisitedView({ path: to, title, customTitle: true });
          }
        }
        void navigate(to);
      },
      updatePage(view) {
        tags().updateVisitedView(
          view.title === undefined ? view : { ...view, customTitle: true },
        );
      },
    }),
    [currentPath, currentView, leaveIfClosed, navigate],
  );
}
