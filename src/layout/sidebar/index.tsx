import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@/router/types';
import { useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { SidebarLogo } from './logo';
import { SidebarMenu } from './sidebar-menu';

export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

/**
 * The 200px sidebar: logo and menu, dark or light per the settings. On desktop
 * it collapses to icons; on mobile it is a drawer from the left with a mask,
 * closed by the mask, by Escape or by navigating.
 */
export function Sidebar({ menus }: { menus: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const { opened, withoutAnimation } = useAppStore((s) => s.sidebar);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const closeSideBar = useAppStore((s) => s.closeSideBar);
  const sideTheme = useSettingsStore((s) => s.sideTheme);
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const theme = sideTheme === 'theme-light' ? 'light' : 'dark';
  const collapsed = !mobile && !opened;

  const content = (
    <>
      {showLogo && <SidebarLogo title={t('appTitle')} collapsed={collapsed} />}
      <SidebarMenu menus={menus} collapsed={collapsed} theme={theme} />
    </>
  );

  if (mobile) {
    return (
      <Drawer
        placement="left"
        open={opened}
        size={SIDEBAR_WIDTH}
        closable={false}
        onClose={() => closeSideBar({ withoutAnimation: false })}
        rootClassName={`sidebar-drawer sidebar--${theme}`}
      >
        {content}
      </Drawer>
    );
  }

  return (
    <Layout.Sider
      className={`sidebar sidebar--${theme}${
        withoutAnimation ? ' sidebar--no-animation' : ''
      }`}
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      theme={theme}
    >
      {content}
    </Layout.Sider>
  );
}
