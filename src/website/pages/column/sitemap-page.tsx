import type { SiteColumn } from '@/types/website';
import { ColumnShell } from '../../components/column-shell';
import { SiteLink } from '../../components/site-link';
import { useSiteTitle } from '../../hooks/use-site-title';
import { useSiteNav } from '../../layout/site-nav-context';
import { columnPath, homePath } from '../../paths';
import { T } from '../../strings';
import type { ColumnPageProps } from './column-page';

function Entry({ tree, column }: { tree: SiteColumn[]; column: SiteColumn }) {
  const children = column.children ?? [];
  return (
    <li>
      <SiteLink to={columnPath(tree, column)}>{column.navName}</SiteLink>
      {children.length > 0 && (
        <ul>
          {children.map((c) => (
            <Entry key={c.navId} tree={tree} column={c} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The sitemap page: every shown column of the site, as a tree of links. */
export function SitemapPage({ top }: Pick<ColumnPageProps, 'top'>) {
  const tree = useSiteNav();
  useSiteTitle([top.column.navName]);
  const columns = tree.filter((c) => c.recordCategory !== 'home');
  return (
    <ColumnShell column={top.column} images={top.images} trail={top.trail}>
      <p className="site-sitemap-lead">{T.sitemapLead}</p>
      <ul className="site-sitemap">
        <li>
          <SiteLink to={homePath()}>{T.home}</SiteLink>
        </li>
        {columns.map((c) => (
          <Entry key={c.navId} tree={tree} column={c} />
        ))}
      </ul>
    </ColumnShell>
  );
}
