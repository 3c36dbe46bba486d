import type { SiteRecord } from '@/types/website';
import { formatDate, isoDate } from '../format';
import { recordPath } from '../paths';
import { T } from '../strings';
import { SiteLink } from './site-link';
import { Phrased } from './phrased';

/**
 * Dated list of records (news style). A record of display type 3 with a
 * jump link leads there; the others open their detail page under `mid`.
 */
export function RecordList({
  rows,
  mid,
  page,
}: {
  rows: SiteRecord[];
  mid: number;
  page: string;
}) {
  if (!rows.length) return <p className="site-empty">{T.noRecords}</p>;
  return (
    <ul className="site-news-list">
      {rows.map((r) => {
        const to =
          r.displayType === '3' && r.jumpLink
            ? r.jumpLink
            : recordPath(page, mid, r.recordId);
        return (
          <li key={r.recordId}>
            <SiteLink to={to} className="site-news-item">
              <time dateTime={isoDate(r.createTime)}>
                {formatDate(r.createTime)}
              </time>
              <span className="site-tags">
                {r.pinned === '1' && (
                  <span className="site-tag is-accent">{T.pinned}</span>
                )}
                {r.subtitle && <span className="site-tag">{r.subtitle}</span>}
              </span>
              <span className="site-news-title">
                <Phrased text={r.title} />
              </span>
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
