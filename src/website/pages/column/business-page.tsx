import { listRecords } from '@/api/website';
import type { SiteColumn, SiteImages, SiteRecord } from '@/types/website';
import { ColumnShell } from '../../components/column-shell';
import { RichText } from '../../components/rich-text';
import { SiteLink } from '../../components/site-link';
import { LoadError, Loading } from '../../components/status';
import { ColumnTabs } from '../../components/tabs';
import { Visual } from '../../components/visual';
import { useRemote } from '../../hooks/use-remote';
import { useSiteTitle } from '../../hooks/use-site-title';
import { pageOf, recordPath } from '../../paths';
import { T } from '../../strings';
import type { ColumnPageProps } from './column-page';
import { Eyebrow } from '../../components/eyebrow';
import { Phrased } from '../../components/phrased';

function RecordCards({
  rows,
  images,
  page,
  mid,
}: {
  rows: SiteRecord[];
  images?: SiteImages;
  page: string;
  mid: number;
}) {
  if (!rows.length) return <p className="site-empty">{T.noRecords}</p>;
  return (
    <ul className="site-cards is-three">
      {rows.map((r) => (
        <li key={r.recordId}>
          <SiteLink
            to={
              r.displayType === '3' && r.jumpLink
                ? r.jumpLink
                : recordPath(page, mid, r.recordId)
            }
            className="site-card"
          >
            <Visual
              src={r.mainImage}
              images={images}
              alt={r.title}
              label={r.subtitle || r.title}
              seed={r.recordId}
            />
            <div className="site-card-body">
              <h3>
                <Phrased text={r.title} />
              </h3>
              {r.summary && <p>{r.summary}</p>}
              <span className="site-card-more">{T.readMore}</span>
            </div>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Business: the column's introduction, then one section per child column
 * with its records as cards (only the chosen one on an `ls` route).
 */
export function BusinessPage({ top, child }: ColumnPageProps) {
  const shown = child ?? top;
  const navId = shown.column.navId;
  const [list, reload] = useRemote(`business:${navId}`, () =>
    listRecords(navId, { pageSize: 50 }),
  );
  useSiteTitle([child?.column.navName, top.column.navName]);
  const sections: SiteColumn[] = child
    ? [child.column]
    : top.children.length
      ? top.children
      : [top.column];
  const page = pageOf(top.column);
  return (
    <ColumnShell column={top.column} images={top.images} trail={shown.trail}>
      {top.copy.map((c) => (
        <RichText key={c.navRecordId} html={c.content} className="is-lead" />
      ))}
      <ColumnTabs
        column={top.column}
        items={top.children}
        selected={child?.column.navId}
      />
      {list.status === 'loading' && <Loading />}
      {(list.status === 'error' || list.status === 'notFound') && (
        <LoadError onRetry={reload} />
      )}
      {list.status === 'ok' &&
        sections.map((s) => (
          <section key={s.navId} className="site-block">
            <div className="site-block-head">
              {s.enName && <Eyebrow text={s.enName} />}
              <h2>
                <Phrased text={s.navName} />
              </h2>
              {s.mainName && s.mainName !== s.navName && (
                <p className="site-block-lead">
                  <Phrased text={s.mainName} />
                </p>
              )}
            </div>
            <RecordCards
              rows={list.data.rows.filter(
                (r) => r.navId === s.navId || sections.length === 1,
              )}
              images={list.data.images}
              page={page}
              mid={s.navId}
            />
          </section>
        ))}
    </ColumnShell>
  );
}
