/**
 * Starts every download the first screen needs at once: the first-screen
 * UI texts of the saved language and, when the sign-in page will show, that
 * page. main.tsx imports this module first, and it has no heavy
 * dependencies, so its body runs as soon as the entry's files are fetched —
 * before React, i18next and axios are evaluated — and the second round of
 * downloads overlaps that work.
 */
import { browserLanguages, pickLanguage } from '@/lib/language';
import { FIRST_SCREEN_NAMESPACES } from '@/lib/namespaces';
import { isWhitelisted } from '@/router/access';
import { PATHS, STATIC_REDIRECTS } from '@/router/paths';
import { currentPath } from '@/lib/history';
import { preloadView } from '@/router/view-registry';

// As getLanguage() of lib/i18n (importing that would evaluate i18next).
const lang = pickLanguage(
  localStorage.getItem('change-language'),
  browserLanguages(),
);

// The same chunks lib/i18n loads first: fetching them now overlaps the
// app's work. Other namespaces load with the screens that show them.
const texts = import.meta.glob('../locales/*/*.json');
for (const ns of FIRST_SCREEN_NAMESPACES)
  void texts[`../locales/${lang}/${ns}.json`]?.();

const hasToken = /(?:^|;\s*)Admin-Token=/.test(document.cookie);
const requested = currentPath().split('?')[0];
const path = STATIC_REDIRECTS[requested] ?? requested;

/** Whether the first screen is the sign-in (or register) page. */
export const signInFirst =
  path === PATHS.login ||
  path === PATHS.register ||
  (!hasToken && !isWhitelisted(path));

/** Whether the first screen is the public site (`/w`, `/w/**`). */
export const siteFirst =
  path === PATHS.site || path.startsWith(`${PATHS.site}/`);

/** Settles when the first screen's page is downloaded. */
export const firstScreen: Promise<unknown> = signInFirst
  ? preloadView(path === PATHS.register ? 'register/index' : 'login/index')
  : siteFirst
    ? import('@/website/routes').then((m) =>
        m.preloadPages([m.siteRoute()], path),
      )
    : Promise.resolve();
