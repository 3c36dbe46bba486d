import { useMemo } from 'react';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { activeMenuKey, menuTrail } from '@/router/menu-utils';
import { PATHS } from '@/router/paths';
import { menuItemTitle, routeTitle } from '@/router/route-title';
import { usePermissionStore } from '@/stores/permission';
import { useCurrentRoute } from '../use-current-route';

/**
 * Home / menu trail / current page. Directories are plain text (RuoYi's
 * `noRedirect`); a hidden detail page adds its own title after the menu it
 * belongs to (activeMenu).
 */
export function AppBreadcrumb() {
  const { t } = useTranslation('layout');
  const menus = usePermissionStore((s) => s.sidebarRouters);
  const { pathname } = useLocation();
  const route = useCurrentRoute();

  const items = useMemo(() => {
    const trail = menuTrail(menus, activeMenuKey(route, pathname)).filter(
      (m) => m.key !== PATHS.home,
    );
    const titles = trail.map((m) => ({ key: m.key, title: menuItemTitle(m) }));
    const own =
      route && route.meta?.breadcrumb !== false ? routeTitle(route) : '';
    if (own && route?.path !== PATHS.home && trail.at(-1)?.key !== pathname) {
      titles.push({ key: pathname, title: own });
    }
    return titles;
  }, [menus, route, pathname]);

  const home = { title: t('breadcrumb.home') };
  return (
    <Breadcrumb
      className="navbar__breadcrumb"
      aria-label={t('breadcrumb.label')}
      items={[
        items.length
          ? { title: <Link to={PATHS.home}>{home.title}</Link> }
          : home,
        ...items.map((i) => ({ title: i.title })),
      ]}
    />
  );
}
