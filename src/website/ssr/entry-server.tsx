// The public site's server render (built by vite.site.config.ts into the
// build's .ssr folder, loaded by server/src/services/site-render): the same
// components as the browser's, on the same runtime (Preact), drawn at the
// page's own address with the data they ask for, which the document then
// carries once for the browser to hydrate from.
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router-dom';
import { setSiteFetch } from '@/api/website/client';
import type {
  RenderedSitePage,
  RenderRequest,
  SiteFetch,
} from '@/shared/site-render';
import {
  pageOf,
  pathUnder,
  productPath,
  recordPath,
  SITE_ROOT,
} from '../paths';
import { SiteRoutes } from '../site-app';
import { SITE } from '../strings';
import { RenderContextValue, type RenderContext } from './render-context';
import {
  RENDERED_PATH_ATTR,
  SITE_DATA_ID,
  SiteData,
  SiteDataContext,
} from './site-data';

/** The site's addresses, for the server's sitemap. */
export const sitePaths = {
  SITE_ROOT,
  pageOf,
  pathUnder,
  recordPath,
  productPath,
};

// Each render's requests go through its own `fetch` (renders overlap);
// outside a render, the platform's.
const current = new AsyncLocalStorage<SiteFetch>();
setSiteFetch((url, init) => (current.getStore() ?? fetch)(url, init));

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function renderSitePage(
  request: RenderRequest,
): Promise<RenderedSitePage> {
  const data = new SiteData(true);
  const context: RenderContext = {
    meta: { title: SITE.companyName },
    status: 200,
    records: [],
  };
  const html = await current.run(request.fetch, () =>
    renderToStringAsync(
      <RenderContextValue.Provider value={context}>
        <SiteDataContext.Provider value={data}>
          <StaticRouter location={request.path + request.search}>
            <SiteRoutes />
          </StaticRouter>
        </SiteDataContext.Provider>
      </RenderContextValue.Provider>,
    ),
  );
  // `<` escaped: no value can end the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return {
    status: context.status,
    redirect: context.redirect,
    meta: context.meta,
    siteName: SITE.companyName,
    records: [...new Set(context.records)],
    root:
      `<div id="root" ${RENDERED_PATH_ATTR}="${attr(request.path)}">${html}</div>` +
      `<script type="application/json" id="${SITE_DATA_ID}">${json}</script>`,
  };
}
