import { listRecords } from '@/api/website';
import { ColumnShell } from '../../components/column-shell';
import { Pager } from '../../components/pager';
import { RecordList } from '../../components/record-list';
import { RichText } from '../../components/rich-text';
import { LoadError, Loading } from '../../components/status';
import { ColumnTabs } from '../../components/tabs';
import { useRemote } from '../../hooks/use-remote';
import { useSiteTitle } from '../../hooks/use-site-title';
import { pageOf } from '../../paths';
import type { ColumnPageProps } from './column-page';
import { usePageParam } from './use-page-param';

const PAGE_SIZE = 10;

/** Informations (news): dated list, child columns as tabs, pages. */
export function NewsPage({ top, child }: ColumnPageProps) {
  const shown = child ?? top;
  const [page, setPage] = usePageParam();
  const navId = shown.column.navId;
  const [list, reload] = useRemote(`records:${navId}:${page}`, () =>
    listRecords(navId, { pageNum: page, pageSize: PAGE_SIZE }),
  );
  useSiteTitle([child?.column.navName, top.column.navName]);
  return (
    <ColumnShell column={top.column} images={top.images} trail={shown.trail}>
      {shown.copy.map((c) => (
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
      {list.status === 'ok' && (
        <>
          <RecordList
            rows={list.data.rows}
            mid={navId}
            page={pageOf(shown.column)}
          />
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onChange={setPage}
          />
        </>
      )}
    </ColumnShell>
  );
}
