import { listRecords, recordFileUrl } from '@/api/website';
import { ColumnShell } from '../../components/column-shell';
import { Pager } from '../../components/pager';
import { RichText } from '../../components/rich-text';
import { LoadError, Loading } from '../../components/status';
import { useRemote } from '../../hooks/use-remote';
import { useSiteTitle } from '../../hooks/use-site-title';
import { formatDate, formatSize, isoDate } from '../../format';
import { T } from '../../strings';
import type { ColumnPageProps } from './column-page';
import { usePageParam } from './use-page-param';
import { Phrased } from '../../components/phrased';

const PAGE_SIZE = 10;

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : 'FILE';
}

/** Downloads: each record with its files, served by the server by item id. */
export function DownloadsPage({ top, child }: ColumnPageProps) {
  const shown = child ?? top;
  const navId = shown.column.navId;
  const [page, setPage] = usePageParam();
  const [list, reload] = useRemote(`downloads:${navId}:${page}`, () =>
    listRecords(navId, { pageNum: page, pageSize: PAGE_SIZE }),
  );
  useSiteTitle([shown.column.navName]);
  return (
    <ColumnShell
      column={shown.column}
      images={shown.images}
      trail={shown.trail}
    >
      {shown.copy.map((c) => (
        <RichText key={c.navRecordId} html={c.content} className="is-lead" />
      ))}
      {list.status === 'loading' && <Loading />}
      {(list.status === 'error' || list.status === 'notFound') && (
        <LoadError onRetry={reload} />
      )}
      {list.status === 'ok' &&
        (list.data.rows.length ? (
          <ul className="site-downloads">
            {list.data.rows.map((r) => (
              <li key={r.recordId} className="site-download">
                <div className="site-download-text">
                  <time dateTime={isoDate(r.createTime)}>
                    {formatDate(r.createTime)}
                  </time>
                  <h2>
                    <Phrased text={r.title} />
                  </h2>
                  {r.summary && <p>{r.summary}</p>}
                </div>
                <ul className="site-download-files">
                  {r.files.map((f) => (
                    <li key={f.itemId}>
                      <a
                        className="site-button is-outline"
                        href={recordFileUrl(f.itemId)}
                        download={f.fileName || undefined}
                      >
                        <span className="site-file-ext">
                          {extension(f.fileName)}
                        </span>
                        {f.itemName}
                        {f.fileSize > 0 && (
                          <small> ({formatSize(f.fileSize)})</small>
                        )}
                        <span className="site-visually-hidden">
                          {T.download}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <p className="site-empty">{T.noRecords}</p>
        ))}
      {list.status === 'ok' && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          onChange={setPage}
        />
      )}
    </ColumnShell>
  );
}
