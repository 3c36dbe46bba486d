import { getColumn } from '@/api/website';
import type { SiteColumnPage } from '@/types/website';
import { ColumnShell } from '../../components/column-shell';
import { RichText } from '../../components/rich-text';
import { SideMenu } from '../../components/side-menu';
import { LoadError, Loading } from '../../components/status';
import { useRemote } from '../../hooks/use-remote';
import { useSiteTitle } from '../../hooks/use-site-title';
import type { ColumnPageProps } from './column-page';
import { Eyebrow } from '../../components/eyebrow';
import { Phrased } from '../../components/phrased';
import { SiteImage } from '../../components/site-image';
import { RetentionNote } from '../../components/retention-note';

/** A column's copy blocks; a title repeating the column's name is left out. */
function CopyBlocks({ page }: { page: SiteColumnPage }) {
  return (
    <>
      {page.copy.map((c) => (
        <div key={c.navRecordId} className="site-copy">
          {c.title && c.title !== page.column.navName && (
            <h3>
              <Phrased text={c.title} />
            </h3>
          )}
          {c.image && (
            <SiteImage
              className="site-copy-image"
              url={c.image}
              image={page.images[c.image]}
              alt=""
            />
          )}
          <RichText html={c.content} />
        </div>
      ))}
    </>
  );
}

function ColumnSection({ page }: { page: SiteColumnPage }) {
  const { column } = page;
  return (
    <section className="site-block" id={`column-${column.navId}`}>
      <div className="site-block-head">
        {column.enName && <Eyebrow text={column.enName} />}
        <h2>
          <Phrased text={column.navName} />
        </h2>
      </div>
      <CopyBlocks page={page} />
    </section>
  );
}

/**
 * Company pages (single-page columns): a side menu of the child columns;
 * the top page shows its own copy and every child's, an `ls` route only
 * the chosen child's.
 */
export function CompanyPage({ top, child }: ColumnPageProps) {
  const shown = child ?? top;
  const childIds = child ? [] : top.children.map((c) => c.navId);
  const [sections, reload] = useRemote(`company:${childIds.join(',')}`, () =>
    Promise.all(childIds.map((id) => getColumn(id))),
  );
  useSiteTitle([child?.column.navName, top.column.navName]);
  return (
    <ColumnShell column={top.column} images={top.images} trail={shown.trail}>
      <div className="site-with-side">
        {top.children.length > 0 && (
          <SideMenu
            title={top.column.navName}
            column={top.column}
            items={top.children}
            selected={child?.column.navId}
            allLabel={top.column.navName}
          />
        )}
        <div className="site-side-body">
          {child ? (
            <ColumnSection page={child} />
          ) : (
            <>
              <CopyBlocks page={top} />
              {top.column.recordCategory === 'privacy' && <RetentionNote />}
              {sections.status === 'loading' && <Loading />}
              {sections.status !== 'ok' && sections.status !== 'loading' && (
                <LoadError onRetry={reload} />
              )}
              {sections.status === 'ok' &&
                sections.data.map((s) => (
                  <ColumnSection key={s.column.navId} page={s} />
                ))}
            </>
          )}
        </div>
      </div>
    </ColumnShell>
  );
}
