import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '@/lib/auth-token';
import {
  getLanguage,
  initI18n,
  loadNamespaces,
  namespacesLoaded,
  SHELL_NAMESPACES,
} from '@/lib/i18n';
import { setViewTexts } from '@/router/view-registry';
import { antdLocale } from './antd-locale';
import { ErrorBoundary } from './error-boundary';
import { AppRouter } from './router';
import '@/styles/index.css';
// In the first stylesheet: the static sign-in page (scripts/first-screen)
// paints styled before any script runs.
import '@/styles/auth.css';

/**
 * Starts the app: i18n (the language saved in localStorage), then the hash
 * router. `firstScreen` is what main.tsx started downloading for the first
 * screen; awaiting it lets that page render without suspending.
 */
export async function boot(
  firstScreen: Promise<unknown>,
  signIn: boolean,
  site = false,
) {
  const lang = getLanguage();
  // The public site (first screen `/w`) needs none of antd or the shell.
  if (!signIn && !site) {
    // antd screens: start their provider, locale and (signed in) the shell.
    void import('./antd-root');
    void antdLocale(lang);
    if (getToken()) void import('@/layout');
  }
  await Promise.all([initI18n(lang), firstScreen.catch(() => undefined)]);
  setViewTexts({ ready: namespacesLoaded, load: loadNamespaces });
  if (getToken() && !signIn && !site) void loadNamespaces(SHELL_NAMESPACES);
  const root = document.getElementById('root')!;
  // A site page the server drew at `/` (hidden while the back office opens
  // over it, scripts/first-screen/runtime.mjs): React replaces it.
  root.removeAttribute('data-path');
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </StrictMode>,
  );
}
