import { homePath } from '../paths';
import { T } from '../strings';
import { useSiteTitle } from '../hooks/use-site-title';
import { useRenderContext } from '../ssr/render-context';
import { SiteLink } from './site-link';

export function Loading() {
  return (
    <div className="site-status" role="status" aria-live="polite">
      <span className="site-spinner" aria-hidden="true" />
      {T.loading}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="site-status site-container" role="alert">
      <p>{T.loadFailed}</p>
      <button type="button" className="site-button" onClick={onRetry}>
        {T.retry}
      </button>
    </div>
  );
}

/** The site's own not-found page (bad ids, hidden or unknown content). */
export function SiteNotFound() {
  useSiteTitle([T.notFoundTitle], true, { description: T.notFoundLead });
  const render = useRenderContext();
  if (render) render.status = 404;
  return (
    <section className="site-not-found site-container">
      <p className="site-not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{T.notFoundTitle}</h1>
      <p>{T.notFoundLead}</p>
      <SiteLink className="site-button" to={homePath()}>
        {T.backHome}
      </SiteLink>
    </section>
  );
}
