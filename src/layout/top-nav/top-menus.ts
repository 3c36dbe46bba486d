import { menuTrail } from '@/router/menu-utils';
import type { MenuItem } from '@/router/types';

/** Width one top-navigation item is given (px). */
export const TOP_NAV_ITEM_WIDTH = 85;

/**
 * How many top-level items the top navigation shows before the rest go under
 * 'More menus': window width / 3, then / 85, rounded down.
 */
export function topNavVisibleCount(width: number): number {
  return Math.max(0, Math.floor(width / 3 / TOP_NAV_ITEM_WIDTH));
}

/** Splits the top-level items into the visible ones and the 'More' ones. */
export function splitTopMenus(
  menus: readonly MenuItem[],
  width: number,
): { visible: MenuItem[]; more: MenuItem[] } {
  const count = topNavVisibleCount(width);
  return { visible: menus.slice(0, count), more: menus.slice(count) };
}

/**
 * The top-level item the current page belongs to: the one whose subtree
 * holds the highlighted menu key, else the one whose path starts the
 * pathname (`/system/...` pages that have no menu entry of their own).
 */
export function activeTopMenu(
  menus: readonly MenuItem[],
  selectedKey: string,
  pathname: string,
): MenuItem | undefined {
  const [top] = menuTrail(menus, selectedKey);
  if (top) return top;
  return menus.find(
    (m) => !m.link && m.children && pathname.startsWith(`${m.key}/`),
  );
}

/** The first page under a directory (where clicking it in the top nav goes). */
export function firstLeaf(item: MenuItem): MenuItem | undefined {
  if (!item.children) return item.link ? undefined : item;
  for (const child of item.children) {
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return undefined;
}
