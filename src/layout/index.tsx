import { lazy, Suspense, useState } from 'react';
import { Layout } from 'antd';
import { useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { AppMain } from './app-main';
import { AppFooter } from './footer';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { TagsView } from './tags-view';
import { useResizeHandler } from './use-resize-handler';
import { useSidebarMenus } from './use-sidebar-menus';
import '@/styles/layout.css';
import '@/styles/reflow.css';
import '@/styles/dark.css';
import '@/styles/a11y.css';
import './lock-screen/cover.css';

// The drawer (and its colour picker) downloads when first opened.
const SettingsDrawer = lazy(() => import('./settings'));
// The lock screen's form downloads when the screen is first locked; its
// cover hides the shell until then.
const LockScreen = lazy(() =>
  import('./lock-screen').then((m) => ({ default: m.LockScreen })),
);

function useSettingsDrawerLoaded(): boolean {
  const open = useSettingsStore((s) => s.showSettings);
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  return loaded;
}

/**
 * The admin shell: a skip link to the page area, sidebar (a drawer on
 * mobile), the header (navbar, fixed
 * to the top with "fixed header" on), the page area and the optional
 * copyright footer, the layout settings drawer, and the lock screen over
 * all of it when locked.
 */
export default function MainLayout() {
  useResizeHandler();
  const menus = useSidebarMenus();
  const hide = useAppStore((s) => s.sidebar.hide);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const tagsView = useSettingsStore((s) => s.tagsView);
  const footerVisible = useSettingsStore((s) => s.footerVisible);
  const settingsLoaded = useSettingsDrawerLoaded();
  const locked = useAppStore((s) => s.locked);

  return (
    <>
      <Layout
        className={`app-layout${mobile ? ' app-layout--mobile' : ''}`}
        hasSider={!hide && !mobile}
        inert={locked}
        aria-hidden={locked || undefined}
      >
        <SkipLink />
        {!hide && <Sidebar menus={menus} />}
        <Layout className="app-layout__body">
          <div
            className={`app-header${fixedHeader ? ' app-header--fixed' : ''}`}
          >
            <Navbar />
            {tagsView && <TagsView />}
          </div>
          <AppMain />
          {footerVisible && <AppFooter />}
        </Layout>
        {settingsLoaded && (
          <Suspense fallback={null}>
            <SettingsDrawer />
          </Suspense>
        )}
      </Layout>
      {locked && (
        <Suspense fallback={<div className="lock-screen" />}>
          <LockScreen />
        </Suspense>
      )}
    </>
  );
}
