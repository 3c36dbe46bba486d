import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { SidebarLogo } from './logo';
import { SidebarMenu } from './sidebar-menu';

export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

/** The 200px sidebar (spec §9), dark or light per the settings store. */
export function Sidebar() {
  const { t } = useTranslation();
  const opened = useAppStore((s) => s.sidebar.opened);
  const sideTheme = useSettingsStore((s) => s.sideTheme);
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const theme = sideTheme === 'theme-light' ? 'light' : 'dark';
  const collapsed = !opened;
  return (
    <Layout.Sider
      className={`sidebar sidebar--${theme}`}
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      theme={theme}
    >
      {showLogo && <SidebarLogo title={t('appTitle')} collapsed={collapsed} />}
      <SidebarMenu collapsed={collapsed} theme={theme} />
    </Layout.Sider>
  );
}
