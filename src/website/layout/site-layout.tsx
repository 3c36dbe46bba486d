import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { getNavigation } from '@/api/website';
import { Loading } from '../components/status';
import { useRemote } from '../hooks/use-remote';
import { SITE_ROOT } from '../paths';
import HomePage from '../pages/home';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteNavContext } from './site-nav-context';
import '../styles/site.css';

/**
 * The public site's frame: header and footer built from the server's
 * navigation, and the page. The home page (`/w`) is kept alive — mounted once
 * and hidden while another page shows — the other routes are not (each location
 * mounts its page afresh).
 */
export default function SiteLayout() {
  const { pathname } = useLocation();
  const atHome = pathname === SITE_ROOT || pathname === `${SITE_ROOT}/`;
  const [homeMounted, setHomeMounted] = useState(atHome);
  const [nav] = useRemote('navigation', getNavigation);
  const tree = nav.status === 'ok' ? nav.data : [];

  useEffect(() => {
    if (atHome) setHomeMounted(true);
  }, [atHome]);

  // The site is Japanese whatever the back office's language.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = 'ja';
    return () => {
      root.lang = before;
    };
  }, []);

  return (
    <SiteNavContext.Provider value={tree}>
      <div className="site-root" lang="ja">
        <SiteHeader />
        <main id="site-main" className="site-main" tabIndex={-1}>
          {(homeMounted || atHome) && (
            <div hidden={!atHome}>
              <HomePage active={atHome} />
            </div>
          )}
          {/* A page's chunk loading: the site's own loading status (Preact,
              which runs the site's own bundle, needs a boundary for lazy). */}
          {!atHome && (
            <Suspense fallback={<Loading />}>
              <Outlet key={pathname} />
            </Suspense>
          )}
        </main>
        <SiteFooter />
      </div>
    </SiteNavContext.Provider>
  );
}
