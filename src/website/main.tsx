// The public site's entry: the document's first-screen script starts it for
// `/`, `/w...` and `#/w...` instead of the back office's (src/main.tsx), so
// the site loads no antd, admin stores, axios or i18n catalogue.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadPages } from './routes';
import { SITE_ROOT } from './paths';
import { SITE_ROUTES, SiteApp } from './site-app';
import { RENDERED_PATH_ATTR, SiteData } from './ssr/site-data';

// The site is Japanese whatever the back office's language.
document.documentElement.lang = 'ja';

// The route in the hash (`#/w/...`); a hash that does not start with `/` is
// an in-page fragment (the skip link's `#site-main`), not a route.
const hashRoute = /^#\//.test(location.hash)
  ? location.hash.slice(1).split('?')[0]
  : '';
// A page at its own address (`/w/...`, or the home page at `/`, drawn by
// the server) goes on at the matching hash route, where the site's links
// lead.
const own = /^\/w(\/|$)/.test(location.pathname)
  ? location.pathname.replace(/\/+$/, '')
  : SITE_ROOT;
const path = !hashRoute || hashRoute === '/' ? own : hashRoute;

const root = document.getElementById('root')!;
// The page the server drew into #root (`data-path`), with its data.
const rendered = root.getAttribute(RENDERED_PATH_ATTR);
const data = rendered === null ? null : SiteData.fromDocument(document);

async function start() {
  await preloadPages(SITE_ROUTES, path);
  // The address moves to the hash route as the site takes the page over.
  if (path !== hashRoute)
    history.replaceState(null, '', `/#${path}${location.search}`);
  const app = (
    <StrictMode>
      <SiteApp data={data} />
    </StrictMode>
  );
  // The same page: take over its markup. Else draw afresh.
  if (data && rendered === path) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
// Another hash (`#/login`...): the back office's entry takes the document.
if (path === SITE_ROOT || path.startsWith(`${SITE_ROOT}/`)) void start();
// (A hash set before the site took the page over.)
else location.replace(`/${location.hash}`);
