import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Navigate,
  matchRoutes,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { isRequestError } from '@/lib/request';
import { feedback } from '@/lib/feedback';
import { navigateTo } from '@/lib/history';
import { decideAccess } from '@/router/access';
import { PATHS } from '@/router/paths';
import { routeTitle, type TitleSource } from '@/router/route-title';
import { scrollToWhenTall, takeScrollTop } from '@/router/scroll-target';
import { usePermissionStore } from '@/stores/permission';
import { useSettingsStore } from '@/stores/settings';
import { useUserStore } from '@/stores/user';
import { dropSession, loadAccess } from './load-access';
import { PageLoading } from './page-loading';
import { CATCH_ALL } from './routes';

/**
 * Renders the route table behind the access guard: redirects per
 * `decideAccess`, and while a signed-in user's profile and menu are loading it
 * shows a loading screen instead of any route — so the first route match
 * happens against the finished table (a deep link survives a reload).
 */
export function Guard({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const token = useUserStore((s) => s.token);
  const hasToken = !!token;
  // Like a navigation guard, "a signed-in user visiting /login" is judged
  // on arrival: signing in on the login page sets the token first and then
  // navigates to the redirect target by itself.
  const arrivedWithToken = useMemo(
    () => !!useUserStore.getState().token,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.key],
  );
  const accessReady = usePermissionStore(
    (s) => s.accessReady && s.owner === token,
  );

  const matches = useMemo(
    () => matchRoutes(routes, location) ?? [],
    [routes, location],
  );
  const leaf = matches[matches.length - 1]?.route;
  const decision = decideAccess({
    pathname: location.pathname,
    search: location.search,
    hasToken,
    arrivedWithToken,
    accessReady,
    isKnown: !!leaf && leaf.path !== CATCH_ALL,
  });
  const element = useRoutes(routes, location);

  const loading = decision.type === 'load';
  useEffect(() => {
    if (!loading) return;
    loadAccess().catch(async (error: unknown) => {
      await dropSession();
      // The request layer has already shown its own errors.
      if (!isRequestError(error)) {
        feedback.error(error instanceof Error ? error.message : String(error));
      }
      navigateTo(PATHS.root, { replace: true });
    });
  }, [loading]);

  useScrollOnNavigation(location.key, location.pathname + location.search);
  useRouteTitle(decision.type === 'allow' ? leaf?.handle : undefined);

  if (decision.type === 'redirect') {
    // One <Navigate> per visit: its effect then runs on each, also when a
    // visit repeats a redirect still on screen. (Signing out renders the
    // redirect at once while the sign-in page's code is on its way; going
    // back to the page just left before that page showed re-rendered the same
    // <Navigate>, whose effect did not run again: a blank screen that stayed.)
    return <Navigate key={location.key} to={decision.to} replace />;
  }
  if (loading) return <PageLoading />;
  return element;
}

/**
 * The page scrolls to the top on every navigation, or to where a kept-alive
 * page was left (asked by the page area in its own layout effect, which runs
 * first), as soon as the page is tall enough again.
 */
function useScrollOnNavigation(navigationKey: string, pageKey: string) {
  useLayoutEffect(() => {
    return scrollToWhenTall(takeScrollTop(pageKey));
    // once per navigation
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigationKey]);
}

/**
 * Page title from the route's meta title, through the settings store; again
 * after a language change (the page title and the app name both change).
 */
function useRouteTitle(handle: unknown) {
  const { i18n } = useTranslation();
  const setTitle = useSettingsStore((s) => s.setTitle);
  const title = routeTitle(handle as TitleSource | undefined);
  const language = i18n.language;
  useEffect(() => {
    if (handle) setTitle(title);
  }, [handle, title, language, setTitle]);
}
