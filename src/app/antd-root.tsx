import { use, useEffect, useMemo } from 'react';
import {
  App,
  ConfigProvider,
  theme as antdTheme,
  type ThemeConfig,
} from 'antd';
import { Outlet } from 'react-router-dom';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { registerFeedback } from '@/lib/feedback';
import { getLanguage } from '@/lib/i18n';
import { liveRegion } from '@/lib/live-region';
import { ANTD_SIZE, MINI_TOKENS, useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { antdLocale } from './antd-locale';
import { dialogTabWrap } from './dialog-tab-wrap';
import { inertMeasureRows } from './inert-measure-rows';
import { loadingStatus } from './loading-status';
import { presetTagCss } from './tag-colours';
import { adminTheme } from './theme-tokens';

/** Hands antd's context-aware message/modal/notification to `feedback`. */
function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => registerFeedback(api), [api]);
  return null;
}

/**
 * The theme colour for the app's own CSS (outside antd components), as
 * `--app-primary` on the root element, and the text colour on it as
 * `--app-on-primary`.
 */
function usePrimaryCssVars(color: string, onPrimary: string) {
  useEffect(() => {
    const style = document.documentElement.style;
    style.setProperty('--app-primary', color);
    style.setProperty('--app-on-primary', onPrimary);
  }, [color, onPrimary]);
}

/**
 * antd's toasts inside live regions that exist before the first toast
 * (src/lib/live-region.ts), so that screen readers read them.
 */
const MESSAGES = { getContainer: () => liveRegion('polite') };
const NOTIFICATIONS = { getContainer: () => liveRegion('assertive') };

function useLiveRegions() {
  useEffect(() => {
    liveRegion('polite');
    liveRegion('assertive');
  }, []);
}

/** No focusable copies in antd tables' measuring rows (see the module). */
function useInertMeasureRows() {
  useEffect(() => inertMeasureRows(), []);
}

/** Spinners are no live regions; one status says "Loading" (see the module). */
function useLoadingStatus() {
  useEffect(() => loadingStatus(), []);
}

/** Tab stays inside an open dialog (see the module). */
function useDialogTabWrap() {
  useEffect(() => dialogTabWrap(), []);
}

/**
 * Dark mode for the app's own CSS: `data-theme="dark"` on the root element
 * switches the shell's colour variables (src/styles/dark.css). Removed when
 * leaving the antd screens (the public site stays light).
 */
function useDarkAttribute(dark: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    if (dark) root.dataset.theme = 'dark';
    else delete root.dataset.theme;
    return () => {
      delete root.dataset.theme;
    };
  }, [dark]);
}

/**
 * antd's configuration around every antd screen (admin layout, error pages,
 * site): locale of the UI language, the primary colour from the settings
 * store as its nearest shade that carries text (theme-tokens.ts; changes
 * restyle the UI live), dark mode (antd's dark
 * algorithm), the component size from the
 * app store (cookie `size`), and no animations when the system asks for
 * reduced motion (the app's own CSS does the same). Loaded lazily as a route element, so the
 * sign-in pages (plain DOM) never download antd's runtime.
 */
export default function AntdRoot() {
  const locale = use(antdLocale(getLanguage()));
  const picked = useSettingsStore((s) => s.theme);
  const size = useAppStore((s) => s.size);
  const dark = useSettingsStore((s) => s.dark);
  const reducedMotion = useReducedMotion();
  const admin = useMemo(() => adminTheme(picked, dark), [picked, dark]);
  usePrimaryCssVars(admin.colors.shown, admin.colors.onPrimary);
  useDarkAttribute(dark);
  useLiveRegions();
  useInertMeasureRows();
  useDialogTabWrap();
  useLoadingStatus();
  const theme = useMemo<ThemeConfig>(
    () => ({
      algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: {
        ...admin.token,
        borderRadius: 6,
        motion: !reducedMotion,
        ...(size === 'mini' ? MINI_TOKENS : {}),
      },
      components: admin.components,
    }),
    [admin, size, dark, reducedMotion],
  );
  return (
    <ConfigProvider
      locale={locale}
      componentSize={ANTD_SIZE[size]}
      theme={theme}
    >
      <style>
        {presetTagCss(dark, { orange: admin.token.orange as string })}
      </style>
      <App className="app-root" message={MESSAGES} notification={NOTIFICATIONS}>
        <FeedbackBridge />
        <Outlet />
      </App>
    </ConfigProvider>
  );
}
