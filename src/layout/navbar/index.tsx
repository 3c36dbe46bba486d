import { Layout } from 'antd';
import { useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { AppBreadcrumb } from '../breadcrumb';
import { TopNav } from '../top-nav';
import { AvatarMenu } from './avatar-menu';
import { FullscreenToggle } from './fullscreen-toggle';
import { Hamburger } from './hamburger';
import { HeaderSearch } from './header-search';
import { LanguageMenu } from './language-menu';
import { NoticeBell } from './notice-bell';
import { DocsLink, SourceLink } from './project-links';
import { SizeMenu } from './size-menu';

/**
 * Top bar (spec §2): hamburger, breadcrumb or top navigation; on the right
 * menu search, source and documentation links, fullscreen and size (not on
 * mobile), the notice bell, the language menu and the user's menu.
 */
export function Navbar() {
  const topNav = useSettingsStore((s) => s.topNav);
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <Layout.Header className="navbar">
      <div className="navbar__left">
        <Hamburger />
        {topNav ? <TopNav /> : <AppBreadcrumb />}
      </div>
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
        <NoticeBell />
        <LanguageMenu />
        <AvatarMenu />
      </div>
    </Layout.Header>
  );
}
