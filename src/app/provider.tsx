import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { registerFeedback } from '@/lib/feedback';
import { useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { toAntdSize } from './antd-locale';
import { ErrorBoundary } from './error-boundary';

/** Hands antd's context-aware message/modal/notification to `feedback`. */
function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => registerFeedback(api), [api]);
  return null;
}

/**
 * antd configuration for the whole app: locale of the UI language, primary
 * colour from the settings store (live), component size from the app store.
 */
export function AppProvider({
  locale,
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
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
        <ErrorBoundary>{children}</ErrorBoundary>
      </App>
    </ConfigProvider>
  );
}
