import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SITE_ROOT, SITE_ROUTE } from './paths';

// The site's own chunks: no antd, admin shell, echarts or TinyMCE.
const SiteLayout = lazy(() => import('./layout/site-layout'));
const ColumnRoute = lazy(() => import('./pages/column'));
const DetailRoute = lazy(() => import('./pages/detail'));
const SiteNotFound = lazy(() =>
  import('./components/status').then((m) => ({ default: m.SiteNotFound })),
);

/** Starts downloading the site's frame (first screen under `#/w`). */
export function preloadSite(): Promise<unknown> {
  return import('./layout/site-layout');
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
      { path: '*', element: <SiteNotFound /> },
    ],
  };
}
