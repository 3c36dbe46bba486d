import type { TagView } from '@/stores/tags-view';
import { findRoute } from './menu-utils';
import { routeTitle } from './route-title';
import type { AppRoute } from './types';

/** `/system/user?x=1` → `/system/user`. */
export function pathnameOf(fullPath: string): string {
  return fullPath.split(/[?#]/)[0] || '/';
}

/**
 * The tab for an in-app full path, or undefined when no page route matches
 * (the redirect helper, directory forwards, unknown paths).
 */
export function tagViewFor(
  routes: readonly AppRoute[],
  fullPath: string,
): TagView | undefined {
  const route = findRoute(routes, pathnameOf(fullPath));
  if (!route || route.view.type === 'redirect') return undefined;
  return {
    path: fullPath,
    name: route.name,
    title: routeTitle(route),
    meta: route.meta,
    ...(route.view.type === 'inner-link' ? { link: route.view.link } : {}),
  };
}

/**
 * Affixed tabs of the route table (routes with meta.affix and no params),
 * in route order: the home page first.
 */
export function affixTagViews(routes: readonly AppRoute[]): TagView[] {
  return routes
    .filter((r) => r.meta?.affix && !r.path.includes(':'))
    .map((r) => tagViewFor(routes, r.path))
    .filter((v): v is TagView => !!v);
}

/**
 * A tab's label in the current language: a title set by the page, else the
 * route's current title (server titles follow the signed-in language), else
 * the title saved with the tab; '' when there is none ('no-name').
 */
export function tagTitle(view: TagView, routes: readonly AppRoute[]): string {
  if (view.customTitle) return view.title;
  const route = findRoute(routes, pathnameOf(view.path));
  return (route && routeTitle(route)) || view.title;
}
