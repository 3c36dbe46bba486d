import { useTranslation } from 'react-i18next';
import { usePermissionStore } from '@/stores/permission';
import { useSettingsStore } from '@/stores/settings';
import { SidebarLogo } from '../sidebar/logo';
import { SidebarMenu } from '../sidebar/sidebar-menu';

/**
 * The "top" navigation mode: the logo (with the sidebar logo setting on)
 * and the whole menu in the navbar, directories opening as pop-ups; there
 * is no sidebar.
 */
export function TopBar() {
  const { t } = useTranslation();
  const menus = usePermissionStore((s) => s.sidebarRouters);
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  return (
    <>
      {showLogo && <SidebarLogo title={t('appTitle')} collapsed={false} />}
      <SidebarMenu
        menus={menus}
        collapsed={false}
        theme="light"
        mode="horizontal"
      />
    </>
  );
}
