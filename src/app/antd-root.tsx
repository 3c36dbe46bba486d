import { use, useEffect } from 'react';
import { App, ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { registerFeedback } from '@/lib/feedback';
import { getLanguage } from '@/lib/i18n';
import { useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { antdLocale, toAntdSize } from './antd-locale';

/** Hands antd's context-aware message/modal/notification to `feedback`. */
function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => registerFeedback(api), [api]);
  return null;
}

/**
 * antd's configuration around every antd screen (admin layout, error pages,
 * site): locale of the UI language, primary colour from the settings store
 * (live), component size from the app store. Loaded lazily as a route
 * element, so the sign-in pages (plain DOM) never download antd's runtime.
 */
export default function AntdRoot() {
  const locale = use(antdLocale(getLanguage()));
  const colorPrimary = useSettingsStore((s) => s.theme);
  const size = useAppStore((s) => s.size);
  return (
    <ConfigProvider
      locale={locale}
      componentSize={toAntdSize(size)}
      theme={{ token: { colorPrimary, borderRadius: 6 } }}
    >
      <App className="app-root">
        <FeedbackBridge />
        <Outlet />
      </App>
    </ConfigProvider>
  );
}
