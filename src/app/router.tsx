import { Suspense, useEffect, useMemo } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  useNavigate,
} from 'react-router-dom';
import { hashHistory, setLeaveGuard } from '@/router/hash-history';
import { setNavigator } from '@/lib/history';
import { usePermissionStore } from '@/stores/permission';
import { Guard } from './guard';
import { leaveGuard } from './leave-guard';
import { PageLoading } from './page-loading';
import { buildRouteObjects } from './routes';

/**
 * The route table follows the permission store: constant routes until the
 * access is ready, then rebuilt once with the user's routes (and back to
 * constant after logout resets the stores).
 */
export function AppRoutes() {
  const layoutRoutes = usePermissionStore((s) => s.routes);
  const routes = useMemo(() => buildRouteObjects(layoutRoutes), [layoutRoutes]);
  return (
    <Suspense fallback={<PageLoading />}>
      <Guard routes={routes} />
    </Suspense>
  );
}

/** Lets non-component code (request layer, stores) navigate in-app. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, opts) => {
      void navigate(to, opts);
    });
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/**
 * Hash routing (portable under any sub-path, style #10), on the app's own hash
 * history so that every navigation is seen (tabs) and a page with unsaved
 * changes is not left without a question.
 */
export function AppRouter() {
  useEffect(() => {
    setLeaveGuard(leaveGuard);
    return () => setLeaveGuard(null);
  }, []);
  return (
    <HistoryRouter history={hashHistory}>
      <NavigatorBridge />
      <AppRoutes />
    </HistoryRouter>
  );
}
