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

const isSitePath = (path: string) =>
  path === SITE_ROOT || path.startsWith(`${SITE_ROOT}/`);

/**
 * The route to open, read from the address as it is now: the route in the
 * hash (`#/w/...`; a hash that does not start with `/` is an in-page
 * fragment, the skip link's `#site-main`), else the page's own address
 * (`/w/...`, or the home page at `/`), where the site's links lead.
 */
function currentPath(): { path: string; hashRoute: string } {
  const hashRoute = /^#\//.test(location.hash)
    ? location.hash.slice(1).split('?')[0]
    : '';
  const own = /^\/w(\/|$)/.test(location.pathname)
    ? location.pathname.replace(/\/+$/, '')
    : SITE_ROOT;
  return { path: !hashRoute || hashRoute === '/' ? own : hashRoute, hashRoute };
}

const root = document.getElementById('root')!;
// The page the server drew into #root (`data-path`), with its data.
const rendered = root.getAttribute(RENDERED_PATH_ATTR);
const data = rendered === null ? null : SiteData.fromDocument(document);

/**
 * Another hash (`#/login`...): the back office's entry takes the document.
 * At `/` the document's first-screen script starts it on a reload; from a
 * page's own address the back office opens at `/`.
 */
function handOver() {
  if (location.pathname === '/') location.reload();
  else location.replace(`/${location.hash}`);
}

async function start() {
  // The address is read again once the page's code has loaded: a link or a
  // script may have moved the hash meanwhile (`/` → `/#/w/menu/...`). Taking
  // over the route read before would open the wrong page and write it back
  // over the new address.
  let { path } = currentPath();
  for (;;) {
    if (!isSitePath(path)) return handOver();
    await preloadPages(SITE_ROUTES, path);
    const now = currentPath();
    if (now.path === path) break;
    path = now.path;
  }
  // From here on the takeover is synchronous: the router reads the address
  // and starts listening to it in the same task.
  const { hashRoute } = currentPath();
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
void start();
