/**
 * Bootstrap, kept tiny on purpose: it starts every download the first
 * screen needs at once — the app, the UI texts of the saved language and,
 * when the sign-in page will show, that page — instead of one after the
 * other, then hands over to `app/boot`. (Only dependency-free modules are
 * imported here; React, i18next and axios come with the app chunk.)
 */
import { isWhitelisted } from '@/router/access';
import { PATHS, STATIC_REDIRECTS } from '@/router/paths';
import { currentPath } from '@/router/history';
import { preloadView } from '@/router/view-registry';

// Mirrors getLanguage() of lib/i18n (importing it would pull in i18next).
const LANGUAGES = ['en', 'zh-CN', 'ja'];
const saved = localStorage.getItem('change-language') ?? '';
const lang = LANGUAGES.includes(saved) ? saved : 'zh-CN';

// The same chunks lib/i18n loads: fetching them now overlaps the app's.
const texts = import.meta.glob('./locales/*/*.json');
for (const [path, load] of Object.entries(texts)) {
  if (path.includes(`/locales/${lang}/`)) void load();
}

const hasToken = /(?:^|;\s*)Admin-Token=/.test(document.cookie);
const requested = currentPath().split('?')[0];
const path = STATIC_REDIRECTS[requested] ?? requested;
const signIn =
  path === PATHS.login ||
  path === PATHS.register ||
  (!hasToken && !isWhitelisted(path));
const firstScreen = signIn
  ? preloadView(path === PATHS.register ? 'register/index' : 'login/index')
  : Promise.resolve();

void import('@/app/boot').then(({ boot }) => boot(firstScreen, signIn));
