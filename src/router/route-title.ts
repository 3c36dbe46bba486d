import i18n from '@/lib/i18n';
import type { AppRoute, MenuItem } from './types';

/** `CacheList` → `cacheList`; undefined for names that are not ASCII words. */
export function routeKey(name: string | undefined): string | undefined {
  if (!name || !/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) return undefined;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * A menu or route title: `menu:<routeName lowerCamel>`
 * when the `menu` namespace has it, else the server title verbatim. Missing
 * keys are checked with `exists`, so nothing is ever warned about.
 */
export function menuTitle(
  name: string | undefined,
  fallback: string | undefined,
): string {
  const key = routeKey(name);
  if (key && i18n.exists(`menu:${key}`)) return i18n.t(`menu:${key}`);
  return fallback ?? '';
}

export type TitleSource = Partial<Pick<AppRoute, 'name' | 'meta' | 'titleKey'>>;

export function routeTitle(route: TitleSource | undefined): string {
  if (!route) return '';
  if (route.titleKey && i18n.exists(route.titleKey)) {
    return i18n.t(route.titleKey);
  }
  return menuTitle(route.name, route.meta?.title);
}

export function menuItemTitle(item: MenuItem): string {
  return menuTitle(item.name, item.title);
}
