import type Fuse from 'fuse.js';
import type { IFuseOptions } from 'fuse.js';
import { menuItemTitle } from '@/router/route-title';
import type { MenuItem } from '@/router/types';

/** One searchable page: its title trail (System > Users) and path. */
export interface SearchItem {
  /** In-app path, or the URL of an external link. */
  path: string;
  /** Titles from the top-level menu down to the page. */
  title: string[];
  /** External link: opens in a new tab. */
  link?: string;
  /** Default query string of the menu entry (`?a=1`). */
  search?: string;
}

/** Fuzzy search over titles and paths (threshold 0.4; weights 0.7 / 0.3). */
export const FUSE_OPTIONS: IFuseOptions<SearchItem> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** The pages of the menu tree (directories only lend their titles). */
export function buildSearchItems(
  menus: readonly MenuItem[],
  parents: readonly string[] = [],
): SearchItem[] {
  return menus.flatMap((item) => {
    const title = [...parents, menuItemTitle(item)];
    if (item.children) return buildSearchItems(item.children, title);
    return [
      item.link
        ? { path: item.link, title, link: item.link }
        : { path: item.key, title, search: item.search },
    ];
  });
}

/** A searcher over `items`; fuse.js downloads on first use. */
export async function createSearcher(
  items: readonly SearchItem[],
): Promise<Fuse<SearchItem>> {
  const { default: FuseClass } = await import('fuse.js');
  return new FuseClass([...items], FUSE_OPTIONS);
}
