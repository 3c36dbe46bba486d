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

// A page at its own address (`/w/...`, or the home page at `/`, drawn by
// the server) goes on at the matching hash route, where the site's links
// lead.
const hashPath = location.hash.replace(/^#/, '').split('?')[0];
if (!hashPath || hashPath === '/') {
  const own = /^\/w(\/|$)/.test(location.pathname)
    ? location.pathname.replace(/\/+$/, '')
    : SITE_ROOT;
  history.replaceState(null, '', `/#${own}${location.search}`);
}

const root = document.getElementById('root')!;
const path = location.hash.replace(/^#/, '').split('?')[0];
// The page the server drew into #root (`data-path`), with its data.
const rendered = root.getAttribute(RENDERED_PATH_ATTR);
const data = rendered === null ? null : SiteData.fromDocument(document);

async function start() {
  await preloadPages(SITE_ROUTES, path);
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
