import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute } from '@/router/menu-utils';
import type { AppRoute } from '@/router/types';
import { usePermissionStore } from '@/stores/permission';

/** The admin route matching the current location (meta, activeMenu). */
export function useCurrentRoute(): AppRoute | undefined {
  const routes = usePermissionStore((s) => s.routes);
  const { pathname } = useLocation();
  return useMemo(() => findRoute(routes, pathname), [routes, pathname]);
}
