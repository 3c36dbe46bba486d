import type { SiteColumn } from '@/types/website';
import { pathUnder } from '../paths';
import { SiteLink } from './site-link';

/**
 * The column's own page and its child columns as a side menu (the product
 * menu on product pages); the selected entry is marked current.
 */
export function SideMenu({
  title,
  column,
  items,
  selected,
  allLabel,
}: {
  title: string;
  column: SiteColumn;
  items: SiteColumn[];
  selected?: number;
  allLabel: string;
}) {
  const entries = [{ ...column, navName: allLabel }, ...items];
  return (
    <nav className="site-side-menu" aria-label={title}>
      <p className="site-side-menu-title">{title}</p>
      <ul>
        {entries.map((c) => {
          const current = (selected ?? column.navId) === c.navId;
          return (
            <li key={c.navId}>
              <SiteLink
                to={pathUnder(column, c)}
                className={current ? 'is-current' : undefined}
              >
                {c.navName}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
