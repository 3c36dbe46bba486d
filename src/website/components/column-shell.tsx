import type { ReactNode } from 'react';
import type { SiteColumn, SiteImages } from '@/types/website';
import { Breadcrumb } from './breadcrumb';
import { PageHero } from './page-hero';

/** Hero band, breadcrumb and the page body of a column page. */
export function ColumnShell({
  column,
  images,
  trail,
  current,
  children,
}: {
  column: SiteColumn;
  /** The column page's library images (its own picture among them). */
  images?: SiteImages;
  trail: SiteColumn[];
  current?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero column={column} images={images} />
      <div className="site-container">
        <Breadcrumb trail={trail} current={current} />
      </div>
      <div className="site-container site-page-body">{children}</div>
    </>
  );
}
