import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AuthLayout from '@/layout/auth';
import i18n, {
  FIRST_SCREEN_NAMESPACES,
  initI18n,
  loadNamespaces,
  type Language,
} from '@/lib/i18n';
import { PATHS } from '@/router/paths';
import LoginPage from './index';

export { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/i18n';

/**
 * The sign-in page as the app first draws it (captcha image on its way, no
 * remembered account), rendered to static markup. The admin build renders it
 * once per language (scripts/first-screen/vite-plugin.mjs) for the
 * first-screen script, which paints it before the app's JavaScript has
 * loaded; the app then adopts what the visitor did there
 * (src/app/login-shell.ts). The same components as the route at /login:
 * AuthLayout with the login view in its outlet.
 */
export async function renderSignIn(lang: Language): Promise<string> {
  if (!i18n.isInitialized) {
    // initI18n also sets <html lang>: outside a browser (the build renders
    // in Node) give it a stand-in for the moment it runs.
    const stub = typeof document === 'undefined';
    if (stub) Object.assign(globalThis, { document: { documentElement: {} } });
    try {
      await initI18n(lang);
    } finally {
      if (stub) Reflect.deleteProperty(globalThis, 'document');
    }
  } else if (i18n.language !== lang) {
    await i18n.changeLanguage(lang);
  }
  await loadNamespaces(FIRST_SCREEN_NAMESPACES);
  const html = renderToString(
    <MemoryRouter initialEntries={[PATHS.login]}>
      <Routes>
        <Route element={<AuthLayout />}>
          <Route path={PATHS.login} element={<LoginPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  // A component that suspended (texts not loaded) left the frame's fallback.
  if (html.includes('auth-card__loading') || !html.includes('<form'))
    throw new Error(`renderSignIn(${lang}): the sign-in form did not render`);
  return html;
}
