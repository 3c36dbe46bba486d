import type { SiteColumn } from '@/types/website';
import { homePath, pathUnder } from '../paths';
import { SiteLink } from './site-link';
import { T } from '../strings';

/** ホーム › column trail › current page (the last entry is not a link). */
export function Breadcrumb({
  trail,
  current,
}: {
  trail: SiteColumn[];
  current?: string;
}) {
  const entries = trail.filter((c) => c.recordCategory !== 'home');
  return (
    <nav className="site-breadcrumb" aria-label={T.breadcrumb}>
      <ol>
        <li>
          <SiteLink to={homePath()}>{T.home}</SiteLink>
        </li>
        {entries.map((c, i) =>
          i === entries.length - 1 && !current ? (
            <li key={c.navId} aria-current="page">
              {c.navName}
            </li>
          ) : (
            <li key={c.navId}>
              <SiteLink to={pathUnder(trail[0], c)}>{c.navName}</SiteLink>
            </li>
          ),
        )}
        {current && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
