import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, getLanguage } from '@/lib/i18n';
import { getToken } from '@/lib/auth-token';
import { loadAntdLocale } from '@/app/antd-locale';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { preloadView } from '@/router/view-registry';
import { isWhitelisted } from '@/router/access';
import { STATIC_REDIRECTS } from '@/router/paths';
import { currentPath } from '@/router/history';
import '@/styles/index.css';

/** Start the login page download alongside i18n when it will be shown. */
function preloadFirstView() {
  const requested = currentPath().split('?')[0];
  const path = STATIC_REDIRECTS[requested] ?? requested;
  if (path === '/login' || (!getToken() && !isWhitelisted(path))) {
    preloadView('login/index');
  }
}

async function main() {
  const lang = getLanguage();
  preloadFirstView();
  const [, locale] = await Promise.all([initI18n(lang), loadAntdLocale(lang)]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider locale={locale}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

void main();
