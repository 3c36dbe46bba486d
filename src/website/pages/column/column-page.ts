/**
 * What every column page is given, and which page a column shows: a leaf
 * module, so the pages and column-body.tsx (which picks among them) do not
 * import each other.
 */
import type { SiteColumn, SiteColumnPage } from '@/types/website';

export type PageKind =
  | 'informations'
  | 'downloads'
  | 'business'
  | 'company'
  | 'product'
  | 'contact'
  | 'sitemap'
  | 'accessibility';

/** The page kind of a column: its category, else its navigation type. */
export function kindOf(column: SiteColumn): PageKind {
  const byCategory: Record<string, PageKind> = {
    informations: 'informations',
    downloads: 'downloads',
    business: 'business',
    company: 'company',
    product: 'product',
    contact: 'contact',
    sitemap: 'sitemap',
    accessibility: 'accessibility',
  };
  const kind = byCategory[column.recordCategory];
  if (kind) return kind;
  if (column.navType === '3') return 'product';
  if (column.navType === '5') return 'contact';
  if (column.navType === '2') return 'company';
  return 'informations';
}

export interface ColumnPageProps {
  top: SiteColumnPage;
  child?: SiteColumnPage;
}
