import { Suspense, useEffect, useLayoutEffect } from 'react';
import {
  HashRouter,
  Navigate,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { SITE_ROOT } from './paths';
import { siteRoute } from './routes';
import { SiteDataContext, type SiteData } from './ssr/site-data';

/**
 * Any path outside the site (`#/login`, `#/pc/...`): the back office is
 * another entry, so the page reloads and the document's first-screen script
 * starts that one at the same hash.
 */
function AdminHandover() {
  useEffect(() => {
    location.reload();
  }, []);
  return null;
}

export const SITE_ROUTES: RouteObject[] = [
  { path: '/', element: <Navigate to={SITE_ROOT} replace /> },
  siteRoute(),
  { path: '*', element: <AdminHandover /> },
];

/** The site's pages at the router's location (browser or server render). */
export function SiteRoutes() {
  const { key } = useLocation();
  // Every navigation opens at the top of the page.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [key]);
  return (
    // Holds lazy pages outside the frame (the not-found page).
    <Suspense fallback={null}>{useRoutes(SITE_ROUTES)}</Suspense>
  );
}

/**
 * The public site on its own (src/website/main.tsx): hash routes `#/w...`,
 * starting from the data a server render left in the document (`data`).
 */
export function SiteApp({ data }: { data: SiteData | null }) {
  return (
    <SiteDataContext.Provider value={data}>
      <HashRouter>
        <SiteRoutes />
      </HashRouter>
    </SiteDataContext.Provider>
  );
}
