import { getRecord, recordFileUrl } from '@/api/website';
import { Breadcrumb } from '../../components/breadcrumb';
import { RichText } from '../../components/rich-text';
import { SiteLink } from '../../components/site-link';
import { LoadError, Loading, SiteNotFound } from '../../components/status';
import { clip, formatDate, formatSize, isoDate, textOf } from '../../format';
import { useRemote } from '../../hooks/use-remote';
import { useSiteTitle } from '../../hooks/use-site-title';
import { pageOf, pathUnder, recordPath } from '../../paths';
import { useRenderContext } from '../../ssr/render-context';
import { T } from '../../strings';
import { Phrased } from '../../components/phrased';
import { shownUrl, SiteImage } from '../../components/site-image';

/**
 * A record's page (`w/d/{page}/{mid}/{rid}`): title, date, content and
 * blocks, files, previous and next records of the column `mid`.
 */
export function RecordDetail({
  mid,
  recordId,
}: {
  mid: number;
  recordId: number;
}) {
  const [state, reload] = useRemote(`record:${recordId}:${mid}`, () =>
    getRecord(recordId, mid),
  );
  const title = state.status === 'ok' ? state.data.record.title : '';
  const trail = state.status === 'ok' ? state.data.trail : [];
  const loaded = state.status === 'ok' ? state.data.record : undefined;
  useSiteTitle([title, trail[trail.length - 1]?.navName], true, {
    description: clip(
      loaded?.summary || textOf(loaded?.content ?? '') || title,
    ),
    image:
      state.status === 'ok' && loaded?.mainImage
        ? shownUrl(loaded.mainImage, state.data.images)
        : undefined,
    type: 'article',
  });
  const render = useRenderContext();
  if (render && state.status === 'ok') render.records.push(recordId);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'notFound') return <SiteNotFound />;
  if (state.status === 'error') return <LoadError onRetry={reload} />;

  const { record, items, prev, next, images } = state.data;
  const column = trail.find((c) => c.navId === mid) ?? trail[trail.length - 1];
  const page = pageOf(trail[0] ?? column);
  const listPath = column ? pathUnder(trail[0] ?? column, column) : '/w';
  return (
    <div className="site-container site-detail">
      <Breadcrumb trail={trail} current={record.title} />
      <article className="site-article">
        <header className="site-article-head">
          <p className="site-article-meta">
            <time dateTime={isoDate(record.createTime)}>
              {formatDate(record.createTime)}
            </time>
            {record.subtitle && (
              <span className="site-tag">{record.subtitle}</span>
            )}
            {record.pinned === '1' && (
              <span className="site-tag is-accent">{T.pinned}</span>
            )}
          </p>
          <h1>
            <Phrased text={record.title} />
          </h1>
          {record.summary && (
            <p className="site-article-lead">
              <Phrased text={record.summary} />
            </p>
          )}
        </header>
        {record.mainImage && (
          <SiteImage
            className="site-article-image"
            url={record.mainImage}
            image={images[record.mainImage]}
            alt=""
            eager
          />
        )}
        <RichText html={record.content} />
        {record.contentBlocks.map((b, i) => (
          <section key={i} className="site-article-block">
            {b.title && (
              <h2>
                <Phrased text={b.title} />
              </h2>
            )}
            {b.image && (
              <SiteImage url={b.image} image={images[b.image]} alt="" />
            )}
            <RichText html={b.body} />
          </section>
        ))}
        {items.map((item) => (
          <section key={item.itemId} className="site-article-block">
            <h2>
              <Phrased text={item.itemName} />
            </h2>
            <RichText html={item.content} />
          </section>
        ))}
        {record.displayType === '3' && record.jumpLink && (
          <p>
            <SiteLink to={record.jumpLink} className="site-button">
              {T.readMore}
            </SiteLink>
          </p>
        )}
        {record.files.length > 0 && (
          <section className="site-article-block">
            <h2>{T.attachments}</h2>
            <ul className="site-file-list">
              {record.files.map((f) => (
                <li key={f.itemId}>
                  <a
                    href={recordFileUrl(f.itemId)}
                    download={f.fileName || undefined}
                  >
                    {f.itemName}
                  </a>
                  {f.fileSize > 0 && <small> ({formatSize(f.fileSize)})</small>}
                </li>
              ))}
            </ul>
          </section>
        )}
        <footer className="site-article-foot">
          <span>
            {T.views} {record.totalViews.toLocaleString('ja-JP')}
          </span>
        </footer>
      </article>
      <nav className="site-prev-next" aria-label={`${T.prev}・${T.next}`}>
        {prev ? (
          <SiteLink
            to={recordPath(page, mid, prev.recordId)}
            className="is-prev"
          >
            <small>{T.prev}</small>
            {prev.title}
          </SiteLink>
        ) : (
          <span />
        )}
        <SiteLink to={listPath} className="site-button is-outline">
          {T.backToList}
        </SiteLink>
        {next ? (
          <SiteLink
            to={recordPath(page, mid, next.recordId)}
            className="is-next"
          >
            <small>{T.next}</small>
            {next.title}
          </SiteLink>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
