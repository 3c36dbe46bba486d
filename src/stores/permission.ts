import { create } from 'zustand';
import { getRouters } from '@/api/menu';
import { registerReset } from '@/lib/store-reset';
import {
  GATED_ROUTES,
  HOME_MENU,
  LAYOUT_ROUTES,
} from '@/router/constant-routes';
import { buildRoutes, filterGatedRoutes } from '@/router/route-builder';
import type { Access, AppRoute, MenuItem } from '@/router/types';
import { hasView } from '@/router/view-registry';
import type { RouterVo } from '@/types/api';

export interface PermissionState {
  /** getInfo + getRouters done and routes built (once per sign-in). */
  accessReady: boolean;
  /** The token the routes were built for: another token means rebuild. */
  owner: string;
  /** Every route inside the main layout: constant, then added. */
  routes: AppRoute[];
  /** Routes added for this user: the server's and the gated local ones. */
  addRoutes: AppRoute[];
  /** Sidebar menu tree (home first). */
  sidebarRouters: MenuItem[];
  /** Top-navigation menu tree (same top level as the sidebar for now). */
  topbarRouters: MenuItem[];
  /**
   * Fetch the menu tree, build routes and menus for `access` (roles and
   * permissions from getInfo), mark access ready for the `owner` token.
   */
  generateRoutes: (access: Access, owner?: string) => Promise<AppRoute[]>;
  reset: () => void;
}

const initial = {
  accessReady: false,
  owner: '',
  routes: LAYOUT_ROUTES,
  addRoutes: [] as AppRoute[],
  sidebarRouters: [] as MenuItem[],
  topbarRouters: [] as MenuItem[],
};

export const usePermissionStore = create<PermissionState>()((set) => ({
  ...initial,
  generateRoutes: async (access, owner = '') => {
    const res = await getRouters();
    const tree = (res.data ?? []) as RouterVo[];
    const options = { hasView };
    const built = buildRoutes(tree, options);
    const gated = filterGatedRoutes(GATED_ROUTES, access, options);
    const constantPaths = new Set(LAYOUT_ROUTES.map((r) => r.path));
    // Replaced by path, never appended twice.
    const addRoutes = [...gated, ...built.routes].filter(
      (r) => !constantPaths.has(r.path),
    );
    const menus = [
      HOME_MENU,
      ...built.menus.filter((m) => m.key !== HOME_MENU.key),
    ];
    set({
      accessReady: true,
      owner,
      routes: [...LAYOUT_ROUTES, ...addRoutes],
      addRoutes,
      sidebarRouters: menus,
      topbarRouters: menus,
    });
    return addRoutes;
  },
  reset: () => set(initial),
}));

registerReset(() => usePermissionStore.getState().reset());

export const selectSidebarRouters = (s: PermissionState) => s.sidebarRouters;
export const selectRoutes = (s: PermissionState) => s.routes;
/** Access is ready for this token (not a previous user's). */
export const selectAccessReadyFor = (token: string) => (s: PermissionState) =>
  s.accessReady && s.owner === token;
