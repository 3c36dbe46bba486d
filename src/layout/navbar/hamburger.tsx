import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/stores/app';

/** Opens or closes the sidebar (the app store ignores it while hidden). */
export function Hamburger() {
  const { t } = useTranslation('layout');
  const opened = useAppStore((s) => s.sidebar.opened);
  const toggle = useAppStore((s) => s.toggleSideBar);
  const label = opened ? t('navbar.collapse') : t('navbar.expand');
  return (
    <button
      type="button"
      className="navbar__icon-button"
      aria-label={label}
      title={label}
      aria-expanded={opened}
      onClick={() => toggle()}
    >
      {opened ? (
        <MenuFoldOutlined aria-hidden />
      ) : (
        <MenuUnfoldOutlined aria-hidden />
      )}
    </button>
  );
}
