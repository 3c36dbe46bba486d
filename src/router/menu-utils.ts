import { matchPath } from 'react-router-dom';
import type { AppRoute, MenuItem } from './types';

/** The route whose pattern matches a pathname (first match wins). */
export function findRoute(
  routes: readonly AppRoute[],
  pathname: string,
): AppRoute | undefined {
  return routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
}

/** The chain of menu items from the top level down to `key`, or []. */
export function menuTrail(menus: readonly MenuItem[], key: string): MenuItem[] {
  for (const item of menus) {
    if (item.key === key) return [item];
    if (item.children) {
      const rest = menuTrail(item.children, key);
      if (rest.length) return [item, ...rest];
    }
  }
  return [];
}

/**
 * The sidebar key to highlight for a location: the route's `activeMenu`
 * (hidden detail pages), else the pathname itself.
 */
export function activeMenuKey(
  route: AppRoute | undefined,
  pathname: string,
): string {
  return route?.meta?.activeMenu || pathname;
}
