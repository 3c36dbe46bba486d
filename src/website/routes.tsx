import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { getHome, getNavigation } from '@/api/website';
import { SITE_ROOT, SITE_ROUTE } from './paths';
import { prefetch } from './prefetch';

type Module = { default: ComponentType };

// The site's own chunks: no antd, admin shell, echarts or TinyMCE.
let layoutModule: Module | undefined;
const loadLayout = () =>
  import('./layout/site-layout').then((m) => (layoutModule = m));

/**
 * A thenable that settles at once: React.lazy renders a frame that is
 * already downloaded without suspending (and without the fallback delay).
 */
function settled(mod: Module): Promise<Module> {
  const thenable = {
    then(resolve: (m: Module) => unknown) {
      resolve(mod);
      return thenable;
    },
  };
  return thenable as unknown as Promise<Module>;
}

const SiteLayout = lazy(() =>
  layoutModule ? settled(layoutModule) : loadLayout(),
);
const ColumnRoute = lazy(() => import('./pages/column'));
const DetailRoute = lazy(() => import('./pages/detail'));
const SiteNotFound = lazy(() =>
  import('./components/status').then((m) => ({ default: m.SiteNotFound })),
);

/**
 * First screen under `/w`: starts the frame's download and the navigation
 * (and, for the home page, its data) at once.
 */
export function preloadSite(path: string): Promise<unknown> {
  prefetch('navigation', getNavigation);
  if (path === SITE_ROOT || path === `${SITE_ROOT}/`) prefetch('home', getHome);
  return loadLayout();
}

/**
 * The public site under `/w` (spec §2). The layout renders the home page
 * itself (kept alive); the index route only marks `/w` as known.
 */
export function siteRoute(): RouteObject {
  return {
    id: 'site',
    path: SITE_ROOT,
    element: <SiteLayout />,
    children: [
      { index: true, element: null },
      { path: SITE_ROUTE.column, element: <ColumnRoute /> },
      { path: SITE_ROUTE.columnItem, element: <ColumnRoute /> },
      { path: SITE_ROUTE.childColumn, element: <ColumnRoute /> },
      { path: SITE_ROUTE.detail, element: <DetailRoute /> },
      // Anything else under /w: the site's own not-found page. Not '*':
      // the guard reads a '*' leaf as the app's catch-all (admin /404).
      { path: ':unknown/*', element: <SiteNotFound /> },
    ],
  };
}
