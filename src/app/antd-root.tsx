import { use, useEffect, useMemo } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import { Outlet } from 'react-router-dom';
import { registerFeedback } from '@/lib/feedback';
import { getLanguage } from '@/lib/i18n';
import { ANTD_SIZE, MINI_TOKENS, useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { antdLocale } from './antd-locale';

/** Hands antd's context-aware message/modal/notification to `feedback`. */
function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => registerFeedback(api), [api]);
  return null;
}

/**
 * The theme colour for the app's own CSS (outside antd components), as
 * `--app-primary` on the root element.
 */
function usePrimaryCssVar(color: string) {
  useEffect(() => {
    document.documentElement.style.setProperty('--app-primary', color);
  }, [color]);
}

/**
 * antd's configuration around every antd screen (admin layout, error pages,
 * site): locale of the UI language, the primary colour from the settings
 * store (changes restyle the UI live, spec §4), the component size from the
 * app store (cookie `size`). Loaded lazily as a route element, so the
 * sign-in pages (plain DOM) never download antd's runtime.
 */
export default function AntdRoot() {
  const locale = use(antdLocale(getLanguage()));
  const colorPrimary = useSettingsStore((s) => s.theme);
  const size = useAppStore((s) => s.size);
  usePrimaryCssVar(colorPrimary);
  const theme = useMemo<ThemeConfig>(
    () => ({
      token: {
        colorPrimary,
        colorLink: colorPrimary,
        borderRadius: 6,
        ...(size === 'mini' ? MINI_TOKENS : {}),
      },
    }),
    [colorPrimary, size],
  );
  return (
    <ConfigProvider
      locale={locale}
      componentSize={ANTD_SIZE[size]}
      theme={theme}
    >
      <App className="app-root">
        <FeedbackBridge />
        <Outlet />
      </App>
    </ConfigProvider>
  );
}
