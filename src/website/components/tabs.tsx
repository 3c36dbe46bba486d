import type { SiteColumn } from '@/types/website';
import { pathUnder } from '../paths';
import { T } from '../strings';
import { SiteLink } from './site-link';

/** "All" plus the child columns, as links (a narrowed list is its own URL). */
export function ColumnTabs({
  column,
  items,
  selected,
}: {
  column: SiteColumn;
  items: SiteColumn[];
  selected?: number;
}) {
  if (!items.length) return null;
  const current = selected ?? column.navId;
  return (
    <nav className="site-tabs" aria-label={T.categories}>
      <ul>
        {[column, ...items].map((c) => (
          <li key={c.navId}>
            <SiteLink
              to={pathUnder(column, c)}
              className={current === c.navId ? 'is-current' : undefined}
            >
              {c.navId === column.navId ? T.all : c.navName}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
