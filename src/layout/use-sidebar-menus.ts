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
 * The sidebar's entries: the whole menu tree ("left" navigation); in the
 * "mixed" mode the children of the top-level entry the current page belongs
 * to; none in the "top" mode (the whole menu is in the navbar). With no
 * entries (also a mixed-mode page whose top-level entry has no children,
 * e.g. home) the sidebar is hidden and the hamburger then does nothing (app
 * store `sidebar.hide`).
 */
export function useSidebarMenus(): MenuItem[] {
  const navType = useSettingsStore((s) => s.navType);
  const menus = usePermissionStore((s) => s.sidebarRouters);
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const toggleSideBarHide = useAppStore((s) => s.toggleSideBarHide);

  const shown =
    navType === 'left'
      ? menus
      : navType === 'mixed'
        ? (activeTopMenu(menus, activeMenuKey(route, pathname), pathname)
            ?.children ?? NONE)
        : NONE;
  const hide = navType !== 'left' && shown.length === 0;
  useEffect(() => {
    toggleSideBarHide(hide);
  }, [hide, toggleSideBarHide]);
  return shown;
}
