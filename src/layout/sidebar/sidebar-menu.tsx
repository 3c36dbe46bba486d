import { useEffect, useMemo, useState } from 'react';
import { Badge, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { activeMenuKey, menuTrail } from '@/router/menu-utils';
import { menuItemTitle } from '@/router/route-title';
import type { MenuItem } from '@/router/types';
import { useMenuBadges } from '@/stores/menu-badges';
import { useCurrentRoute } from '../use-current-route';
import { MenuIcon } from '@/components/menu-icon';
import './sidebar-menu.css';

type AntdItems = NonNullable<MenuProps['items']>;

type Counts = Readonly<Record<string, number>>;

/** A title with the count the app knows for its path (none at 0). */
function labelOf(title: string, count: number | undefined) {
  return count ? (
    <span className="sidebar-menu__badged">
      <span className="sidebar-menu__title">{title}</span>
      <Badge count={count} size="small" overflowCount={99} />
    </span>
  ) : (
    title
  );
}

function toItems(
  menus: readonly MenuItem[],
  counts: Counts,
  depth = 0,
): AntdItems {
  return menus.map((item) => {
    const title = menuItemTitle(item);
    const icon =
      depth === 0 || item.icon ? <MenuIcon name={item.icon} /> : undefined;
    return item.children
      ? {
          key: item.key,
          icon,
          label: title,
          title,
          children: toItems(item.children, counts, depth + 1),
        }
      : { key: item.key, icon, label: labelOf(title, counts[item.key]), title };
  });
}

function index(menus: readonly MenuItem[], into = new Map<string, MenuItem>()) {
  for (const item of menus) {
    into.set(item.key, item);
    if (item.children) index(item.children, into);
  }
  return into;
}

/**
 * The server-driven menu: nested directories as submenus, hidden entries
 * already left out by the route builder, external links in a new tab, and
 * selection/open state following the path (or a detail page's activeMenu).
 * Inline in the sidebar; horizontal (directories as pop-ups, the overflow
 * under '…') in the navbar with the "top" navigation mode.
 */
export function SidebarMenu({
  menus,
  collapsed,
  theme,
  mode = 'inline',
}: {
  menus: readonly MenuItem[];
  collapsed: boolean;
  theme: 'dark' | 'light';
  mode?: 'inline' | 'horizontal';
}) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  const selected = activeMenuKey(route, pathname);
  const byKey = useMemo(() => index(menus), [menus]);
  const counts = useMenuBadges((s) => s.counts);
  const items = useMemo(() => toItems(menus, counts), [menus, counts]);

  const trailKeys = useMemo(
    () =>
      menuTrail(menus, selected)
        .slice(0, -1)
        .map((m) => m.key),
    [menus, selected],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(trailKeys);
  useEffect(() => {
    setOpenKeys((open) => [...new Set([...open, ...trailKeys])]);
  }, [trailKeys]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = byKey.get(key);
    if (!item) return;
    if (item.link) {
      window.open(item.link, '_blank', 'noopener,noreferrer');
      return;
    }
    navigate(item.key + (item.search ?? ''));
  };

  return (
    <nav
      aria-label={t('sidebar.label')}
      className={mode === 'inline' ? 'sidebar-menu' : 'top-bar'}
    >
      <Menu
        mode={mode}
        inlineIndent={18}
        theme={theme}
        items={items}
        selectedKeys={[selected]}
        {...(collapsed || mode === 'horizontal'
          ? {}
          : { openKeys, onOpenChange: setOpenKeys })}
        onClick={onClick}
      />
    </nav>
  );
}
