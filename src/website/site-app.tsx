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

/**
 * Any path outside the site (`#/login`, `#/pc/...`): the back office is
 * another entry, so the page reloads and the first-screen script
 * (scripts/first-screen) starts that one at the same hash.
 */
function AdminHandover() {
  useEffect(() => {
    location.reload();
  }, []);
  return null;
}

const ROUTES: RouteObject[] = [
  { path: '/', element: <Navigate to={SITE_ROOT} replace /> },
  siteRoute(),
  { path: '*', element: <AdminHandover /> },
];

function SiteRoutes() {
  const { key } = useLocation();
  // Every navigation opens at the top of the page (spec §2).
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [key]);
  return useRoutes(ROUTES);
}

/** The public site on its own (src/website/main.tsx): hash routes `#/w...`. */
export function SiteApp() {
  return (
    <HashRouter>
      {/* The frame is downloaded before the first render (main.tsx); this
          boundary holds lazy pages outside it (the not-found page). */}
      <Suspense fallback={null}>
        <SiteRoutes />
      </Suspense>
    </HashRouter>
  );
}
