import type { ReactNode } from 'react';
import type { SiteColumn } from '@/types/website';
import { Breadcrumb } from './breadcrumb';
import { PageHero } from './page-hero';

/** Hero band, breadcrumb and the page body of a column page. */
export function ColumnShell({
  column,
  trail,
  current,
  children,
}: {
  column: SiteColumn;
  trail: SiteColumn[];
  current?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero column={column} />
      <div className="site-container">
        <Breadcrumb trail={trail} current={current} />
      </div>
      <div className="site-container site-page-body">{children}</div>
    </>
  );
}
