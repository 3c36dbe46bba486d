import { lazy } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import AuthLayout from '@/layout/auth';
import { loadNamespaces, SHELL_NAMESPACES } from '@/lib/i18n';
import { AUTH_ROUTES, LAYOUT_ROUTES } from '@/router/constant-routes';
import { PATHS, STATIC_REDIRECTS } from '@/router/paths';
import type { AppRoute } from '@/router/types';
import { lazyView } from '@/router/view-registry';
import { siteRoute } from '@/website/routes';
import { ErrorBoundary } from './error-boundary';

// Composition root: only here do layout and views meet.
const AntdRoot = lazy(() => import('./antd-root'));
// The shell's texts (menu titles included) load with its code.
const MainLayout = lazy(() =>
  Promise.all([import('@/layout'), loadNamespaces(SHELL_NAMESPACES)]).then(
    ([layout]) => layout,
  ),
);
const IframeView = lazy(() => import('@/components/iframe-view/iframe-view'));
const NotFound = lazy(() => import('@/views/error/404'));
const Unauthorized = lazy(() => import('@/views/error/401'));
const RedirectView = lazy(() => import('@/views/redirect'));

/** The catch-all's path; the guard treats a match on it as "unknown". */
export const CATCH_ALL = '*';

function PageView({ route }: { route: AppRoute }) {
  const params = useParams();
  const { view } = route;
  const badParam = route.numericParams?.some(
    (p) => !/^\d+$/.test(params[p] ?? ''),
  );
  if (badParam) return <NotFound />;
  switch (view.type) {
    case 'page': {
      const View = lazyView(view.component);
      return View ? <View /> : <NotFound />;
    }
    case 'inner-link':
      return <IframeView src={view.link} />;
    case 'redirect':
      return <Navigate to={view.to} replace />;
    default:
      return <NotFound />;
  }
}

function toRouteObject(route: AppRoute, inLayout: boolean): RouteObject {
  const element = <PageView route={route} />;
  return {
    path: route.path,
    handle: route,
    element: inLayout ? (
      <ErrorBoundary key={route.path}>{element}</ErrorBoundary>
    ) : (
      element
    ),
  };
}

/**
 * The whole route table for the current access state. `layoutRoutes` are
 * the permission store's routes (constant + built); the 404 catch-all goes
 * last.
 */
export function buildRouteObjects(
  layoutRoutes: readonly AppRoute[] = LAYOUT_ROUTES,
): RouteObject[] {
  return [
    ...Object.entries(STATIC_REDIRECTS).map(([from, to]) => ({
      path: from,
      element: <Navigate to={to} replace />,
    })),
    // The public site (#/w): its own light frame, no antd, no admin shell.
    siteRoute(),
    // Sign-in pages: plain DOM, no antd runtime (login page byte budget).
    {
      id: 'auth',
      element: <AuthLayout />,
      children: AUTH_ROUTES.map((r) => toRouteObject(r, false)),
    },
    // Everything else runs inside antd's ConfigProvider + App.
    {
      id: 'antd',
      element: <AntdRoot />,
      children: [
        {
          path: PATHS.notFound,
          handle: { titleKey: 'common:routes.notFound' },
          element: <NotFound />,
        },
        {
          path: PATHS.unauthorized,
          handle: { titleKey: 'common:routes.unauthorized' },
          element: <Unauthorized />,
        },
        {
          id: 'layout',
          element: <MainLayout />,
          children: [
            ...layoutRoutes.map((r) => toRouteObject(r, true)),
            { path: `${PATHS.redirect}/*`, element: <RedirectView /> },
          ],
        },
      ],
    },
    { path: CATCH_ALL, element: <Navigate to={PATHS.notFound} replace /> },
  ];
}
