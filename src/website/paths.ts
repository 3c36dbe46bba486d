/**
 * Path helpers of the public site (the routes of src/website/routes.tsx):
 *   /w                                  home (kept alive)
 *   /w/menu/{page}/{mid}                a top column's page
 *   /w/menu/{page}/{mid}/{rid}          a top column's page showing item rid
 *                                       (a product inside the product menu)
 *   /w/menu/{page}/ls/{mid}/{cmid}      a top column's page narrowed to
 *                                       its child column cmid
 *   /w/d/{page}/{mid}/{rid}             record rid's detail page under mid
 * `page` is the column's category word; ids are numeric.
 */
import { matchPath } from 'react-router-dom';
import type { SiteColumn } from '@/types/website';

export const SITE_ROOT = '/w';

export const SITE_ROUTE = {
  column: 'menu/:page/:mid',
  columnItem: 'menu/:page/:mid/:rid',
  childColumn: 'menu/:page/ls/:mid/:cmid',
  detail: 'd/:page/:mid/:rid',
} as const;

/** A route parameter as an id: digits only, else undefined. */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** `page` is one lower-case word. */
export function isPageWord(value: string | undefined): value is string {
  return !!value && /^[a-z][a-z0-9-]{0,30}$/.test(value);
}

/** The category word of a column, for URLs ('page' when none is set). */
export function pageOf(column: Pick<SiteColumn, 'recordCategory'>): string {
  return isPageWord(column.recordCategory) ? column.recordCategory : 'page';
}

export function homePath(): string {
  return SITE_ROOT;
}

/** The top column of `navId` in the tree (itself when top-level). */
export function topColumn(
  tree: SiteColumn[],
  navId: number,
): SiteColumn | undefined {
  for (const top of tree) {
    if (top.navId === navId || contains(top, navId)) return top;
  }
  return undefined;
}

function contains(column: SiteColumn, navId: number): boolean {
  return (column.children ?? []).some(
    (c) => c.navId === navId || contains(c, navId),
  );
}

/**
 * The top column whose section the page at `pathname` belongs to: the home
 * column at the home page, else the top column of the page's column (`mid`,
 * the only column id in a site address: a record's or product's own id is
 * not a navigation id).
 */
export function sectionOf(
  tree: SiteColumn[],
  pathname: string,
): SiteColumn | undefined {
  if (pathname === SITE_ROOT || pathname === `${SITE_ROOT}/`) {
    return tree.find((c) => c.recordCategory === 'home');
  }
  for (const route of Object.values(SITE_ROUTE)) {
    const mid = idParam(
      matchPath(`${SITE_ROOT}/${route}`, pathname)?.params.mid,
    );
    if (mid) return topColumn(tree, mid);
  }
  return undefined;
}

/** Finds a column anywhere in the tree. */
export function findColumn(
  tree: SiteColumn[],
  navId: number,
): SiteColumn | undefined {
  for (const c of tree) {
    if (c.navId === navId) return c;
    const inner = findColumn(c.children ?? [], navId);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Categories of the footer-only pages (migrations 0017 and 0029): privacy
 * policy, site policy, accessibility policy, sitemap — linked in the
 * footer's bottom row, not as groups.
 */
export const LEGAL_CATEGORIES = [
  'privacy',
  'policy',
  'accessibility',
  'sitemap',
] as const;

export function isLegalColumn(column: Pick<SiteColumn, 'recordCategory'>) {
  return (LEGAL_CATEGORIES as readonly string[]).includes(
    column.recordCategory,
  );
}

/** An external address (opens in a new tab). */
export function isExternalLink(link: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(link);
}

/**
 * Where a navigation entry leads: its specified link when set (external,
 * `#/…` or `/w…`), the home page for the home column, else its page —
 * a top column's own page, a child column inside its top column's page.
 */
export function columnPath(tree: SiteColumn[], column: SiteColumn): string {
  return pathUnder(topColumn(tree, column.navId) ?? column, column);
}

/** `column`'s path when `top` is its top column (known on column pages). */
export function pathUnder(top: SiteColumn, column: SiteColumn): string {
  const link = column.link.trim();
  if (link) return link.startsWith('#') ? link.slice(1) : link;
  if (column.recordCategory === 'home') return SITE_ROOT;
  if (top.navId === column.navId) {
    return `${SITE_ROOT}/menu/${pageOf(column)}/${column.navId}`;
  }
  return `${SITE_ROOT}/menu/${pageOf(top)}/ls/${top.navId}/${column.navId}`;
}

/** A record's detail page under column `mid`. */
export function recordPath(page: string, mid: number, recordId: number) {
  return `${SITE_ROOT}/d/${page}/${mid}/${recordId}`;
}

/** A product inside its top column's product menu. */
export function productPath(page: string, mid: number, productId: number) {
  return `${SITE_ROOT}/menu/${page}/${mid}/${productId}`;
}

/** The contact page with the topic and subject filled in (`?item=&subject=`). */
export function enquiryPath(
  tree: SiteColumn[],
  contact: SiteColumn,
  subject: string,
): string {
  const query = new URLSearchParams({ item: '製品について', subject });
  return `${columnPath(tree, contact)}?${query.toString()}`;
}
