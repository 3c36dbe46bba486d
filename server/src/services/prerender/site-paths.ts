import type { SiteColumn } from '../website-tree.js';

/**
 * The public site's clean paths, the same as its hash routes
 * (src/website/paths.ts): `/w`, `/w/menu/{page}/{mid}`,
 * `/w/menu/{page}/{mid}/{rid}`, `/w/menu/{page}/ls/{mid}/{cmid}`,
 * `/w/d/{page}/{mid}/{rid}`.
 */
export const SITE_ROOT = '/w';

export function isPageWord(value: string | undefined): value is string {
  return !!value && /^[a-z][a-z0-9-]{0,30}$/.test(value);
}

/** A path segment as an id: digits only, else undefined. */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

export function pageOf(column: Pick<SiteColumn, 'recordCategory'>): string {
  return isPageWord(column.recordCategory) ? column.recordCategory : 'page';
}

/** `column`'s path when `top` is its top column (its own link when set). */
export function pathUnder(top: SiteColumn, column: SiteColumn): string {
  const link = column.link.trim();
  if (link) return link.startsWith('#') ? link.slice(1) : link;
  if (column.recordCategory === 'home') return SITE_ROOT;
  if (top.navId === column.navId) {
    return `${SITE_ROOT}/menu/${pageOf(column)}/${column.navId}`;
  }
  return `${SITE_ROOT}/menu/${pageOf(top)}/ls/${top.navId}/${column.navId}`;
}

/** The site's own path of a column, or undefined when its link leads away. */
export function ownPath(
  top: SiteColumn,
  column: SiteColumn,
): string | undefined {
  const path = pathUnder(top, column);
  return path === SITE_ROOT || path.startsWith(`${SITE_ROOT}/`)
    ? path
    : undefined;
}

export function recordPath(page: string, mid: number, recordId: number) {
  return `${SITE_ROOT}/d/${page}/${mid}/${recordId}`;
}

export function productPath(page: string, mid: number, productId: number) {
  return `${SITE_ROOT}/menu/${page}/${mid}/${productId}`;
}

/** The page kind of a column, as src/website/pages/column/column-body.tsx. */
export type PageKind =
  | 'informations'
  | 'downloads'
  | 'business'
  | 'company'
  | 'product'
  | 'contact'
  | 'sitemap';

export function kindOf(column: SiteColumn): PageKind {
  const byCategory: Record<string, PageKind> = {
    informations: 'informations',
    downloads: 'downloads',
    business: 'business',
    company: 'company',
    product: 'product',
    contact: 'contact',
    sitemap: 'sitemap',
  };
  const kind = byCategory[column.recordCategory];
  if (kind) return kind;
  if (column.navType === '3') return 'product';
  if (column.navType === '5') return 'contact';
  if (column.navType === '2') return 'company';
  return 'informations';
}
