import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { SITE_ROOT, SITE_ROUTE } from './paths';

type Module = { default: ComponentType };

/**
 * A page in a chunk of its own: `preload` downloads it, and once it is in
 * the page renders at once without suspending (a thenable that settles
 * synchronously), so a browser can hydrate a server render of it.
 */
function page(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  const preload = () => load().then((m) => (loaded = m));
  const settled = (mod: Module): Promise<Module> => {
    const thenable = {
      then(resolve: (m: Module) => unknown) {
        resolve(mod);
        return thenable;
      },
    };
    return thenable as unknown as Promise<Module>;
  };
  const Page = lazy(() => (loaded ? settled(loaded) : preload()));
  return { element: <Page />, handle: { preload } };
}

// The site's own chunks: no antd, admin shell, echarts or TinyMCE.
const layout = page(() => import('./layout/site-layout'));
const column = page(() => import('./pages/column'));
const detail = page(() => import('./pages/detail'));
const notFound = page(() =>
  import('./components/status').then((m) => ({ default: m.SiteNotFound })),
);

/**
 * The public site under `/w`. The layout renders the home page itself (kept
 * alive); the index route only marks `/w` as known.
 */
export function siteRoute(): RouteObject {
  return {
    id: 'site',
    path: SITE_ROOT,
    ...layout,
    children: [
      { index: true, element: null },
      { path: SITE_ROUTE.column, ...column },
      { path: SITE_ROUTE.columnItem, ...column },
      { path: SITE_ROUTE.childColumn, ...column },
      { path: SITE_ROUTE.detail, ...detail },
      // Anything else under /w: the site's own not-found page. Not '*':
      // the guard reads a '*' leaf as the app's catch-all (admin /404).
      { path: ':unknown/*', ...notFound },
    ],
  };
}

/** Downloads the chunks of every route `path` shows. */
export function preloadPages(
  routes: RouteObject[],
  path: string,
): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, path) ?? []).map(({ route }) =>
      (route.handle as { preload?: () => Promise<unknown> })?.preload?.(),
    ),
  );
}
