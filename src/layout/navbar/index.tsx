import { Layout } from 'antd';
import { useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { AppBreadcrumb } from '../breadcrumb';
import { TopNav } from '../top-nav';
import { TopBar } from '../top-nav/top-bar';
import { AvatarMenu } from './avatar-menu';
import { DarkToggle } from './dark-toggle';
import { FullscreenToggle } from './fullscreen-toggle';
import { Hamburger } from './hamburger';
import { HeaderSearch } from './header-search';
import { LanguageMenu } from './language-menu';
import { NoticeBell } from './notice-bell';
import { DocsLink, SourceLink } from './project-links';
import { SizeMenu } from './size-menu';

function NavbarLeft() {
  const navType = useSettingsStore((s) => s.navType);
  if (navType === 'top') {
    return (
      <div className="navbar__left navbar__left--top-bar">
        <TopBar />
      </div>
    );
  }
  return (
    <div className="navbar__left">
      <Hamburger />
      {navType === 'mixed' ? <TopNav /> : <AppBreadcrumb />}
    </div>
  );
}

/**
 * Top bar: hamburger and breadcrumb, the top-level menus (mixed navigation) or
 * the logo and whole menu (top navigation); on the right menu search, source
 * and documentation links, fullscreen and size (not on mobile), dark mode, the
 * notice bell, the language menu and the user's menu.
 */
export function Navbar() {
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <Layout.Header className="navbar">
      <NavbarLeft />
      <div className="navbar__right">
        {!mobile && (
          <>
            <HeaderSearch />
            <SourceLink />
            <DocsLink />
            <FullscreenToggle />
            <SizeMenu />
          </>
        )}
        <DarkToggle />
        <NoticeBell />
        <LanguageMenu />
        <AvatarMenu />
      </div>
    </Layout.Header>
  );
}
