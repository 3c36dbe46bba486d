/**
 * Locale namespaces loaded before a screen shows (src/locales/<lang>/<ns>.json);
 * free of i18next so the first-screen preloads can use it. Keep
 * FIRST_SCREEN_NAMESPACES in step with scripts/first-screen/vite-plugin.mjs.
 */

/** What the first screen shows: the sign-in page and request errors. */
export const FIRST_SCREEN_NAMESPACES: readonly string[] = [
  'common',
  'login',
  'validation',
  'request',
];

/**
 * What the signed-in shell shows around every page (menu titles included),
 * and the glossary whose terms the menu and the screens' texts name.
 */
export const SHELL_NAMESPACES: readonly string[] = [
  'layout',
  'menu',
  'glossary',
  'notice-bell',
  'components',
  'crud',
  'a11y',
];
