import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '@/lib/auth-token';
import { getLanguage, initI18n } from '@/lib/i18n';
import { antdLocale } from '@/app/antd-locale';
import { ErrorBoundary } from '@/app/error-boundary';
import { AppRouter } from '@/app/router';
import { isWhitelisted } from '@/router/access';
import { currentPath } from '@/router/history';
import { PATHS, STATIC_REDIRECTS } from '@/router/paths';
import { preloadView } from '@/router/view-registry';
import '@/styles/index.css';

/**
 * Start downloading what the first screen needs alongside i18n, so lazy
 * chunks don't form a waterfall: the login page when it will be shown,
 * else antd's provider and locale.
 */
function preloadFirstScreen(lang: ReturnType<typeof getLanguage>) {
  const requested = currentPath().split('?')[0];
  const path = STATIC_REDIRECTS[requested] ?? requested;
  const toLogin = !getToken() && !isWhitelisted(path);
  if (path === PATHS.login || toLogin) {
    preloadView('login/index');
  } else if (path !== PATHS.register) {
    void import('@/app/antd-root');
    void antdLocale(lang);
  }
}

async function main() {
  const lang = getLanguage();
  preloadFirstScreen(lang);
  await initI18n(lang);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </StrictMode>,
  );
}

void main();
