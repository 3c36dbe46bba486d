import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { activeMenuKey } from '@/router/menu-utils';
import type { MenuItem } from '@/router/types';
import { useAppStore } from '@/stores/app';
import { usePermissionStore } from '@/stores/permission';
import { useSettingsStore } from '@/stores/settings';
import { activeTopMenu } from './top-nav/top-menus';
import { useCurrentRoute } from './use-current-route';

const NONE: MenuItem[] = [];

/**
 * The sidebar's entries: the whole menu tree, or with the top navigation on,
 * the children of the top-level entry the current page belongs to. A page
 * whose top-level entry has no children (home) hides the sidebar, and the
 * hamburger then does nothing (app store `sidebar.hide`).
 */
export function useSidebarMenus(): MenuItem[] {
  const topNav = useSettingsStore((s) => s.topNav);
  const menus = usePermissionStore((s) => s.sidebarRouters);
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const toggleSideBarHide = useAppStore((s) => s.toggleSideBarHide);

  const shown = topNav
    ? (activeTopMenu(menus, activeMenuKey(route, pathname), pathname)
        ?.children ?? NONE)
    : menus;
  const hide = topNav && shown.length === 0;
  useEffect(() => {
    toggleSideBarHide(hide);
  }, [hide, toggleSideBarHide]);
  return shown;
}
