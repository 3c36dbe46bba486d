import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { activeMenuKey } from '@/router/menu-utils';
import { menuItemTitle } from '@/router/route-title';
import type { MenuItem } from '@/router/types';
import { usePermissionStore } from '@/stores/permission';
import { MenuIcon } from '@/components/menu-icon';
import { useCurrentRoute } from '../use-current-route';
import { useWindowWidth } from '../use-window-width';
import { activeTopMenu, firstLeaf, splitTopMenus } from './top-menus';

const MORE_KEY = 'top-nav-more';

type AntdItems = NonNullable<MenuProps['items']>;

function toItems(menus: readonly MenuItem[]): AntdItems {
  return menus.map((m) => ({
    key: m.key,
    icon: <MenuIcon name={m.icon} />,
    label: menuItemTitle(m),
  }));
}

/**
 * Top navigation (setting "top nav"): the top-level menu entries in the
 * navbar, as many as fit (window width / 3 / 85), the rest under 'More
 * menus'. A directory opens its first page and the sidebar then lists its
 * children; a page opens directly; an external link opens a new tab.
 */
export function TopNav() {
  const { t } = useTranslation('layout');
  const menus = usePermissionStore((s) => s.topbarRouters);
  const width = useWindowWidth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  const active = activeTopMenu(menus, activeMenuKey(route, pathname), pathname);

  const items = useMemo(() => {
    const { visible, more } = splitTopMenus(menus, width);
    const list = toItems(visible);
    if (more.length) {
      list.push({
        key: MORE_KEY,
        label: t('topNav.more'),
        children: toItems(more),
      });
    }
    return list;
  }, [menus, width, t]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = menus.find((m) => m.key === key);
    if (!item) return;
    if (item.link) {
      window.open(item.link, '_blank', 'noopener,noreferrer');
      return;
    }
    const target = firstLeaf(item);
    if (target) navigate(target.key + (target.search ?? ''));
  };

  return (
    <nav className="top-nav" aria-label={t('topNav.label')}>
      <Menu
        mode="horizontal"
        disabledOverflow
        items={items}
        selectedKeys={active ? [active.key] : []}
        onClick={onClick}
      />
    </nav>
  );
}
