import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { acceptLocaleUpdates } from './i18n-hmr';
import { browserLanguages, pickLanguage, type Language } from './language';
import { FIRST_SCREEN_NAMESPACES } from './namespaces';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';
export { FIRST_SCREEN_NAMESPACES, SHELL_NAMESPACES } from './namespaces';
export const LANGUAGE_KEY = 'change-language';

/**
 * Every namespace file of every language, each its own download: a page
 * load fetches only the namespaces of one language that its screens use.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/*.json',
);

/** Every namespace there is (the names of src/locales/<lang>/*.json). */
export const NAMESPACES = [
  ...new Set(
    Object.keys(loaders).map((path) =>
      path
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    ),
  ),
].sort();

/** i18next backend reading a namespace file on demand. */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang: string, ns: string, callback: ReadCallback) {
    const load = loaders[`../locales/${lang}/${ns}.json`];
    if (!load) {
      callback(new Error(`no texts for ${lang}/${ns}`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** The saved language, else the browser's when it is one of ours, else zh-CN. */
export function getLanguage(): Language {
  return pickLanguage(localStorage.getItem(LANGUAGE_KEY), browserLanguages());
}

export function saveLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_KEY, lang);
}

/**
 * Downloads namespaces of the current language (those not yet loaded);
 * resolves once their texts can be shown.
 */
export async function loadNamespaces(ns: readonly string[]): Promise<void> {
  const missing = ns.filter((n) => !namespacesLoaded([n]));
  if (missing.length) await i18n.loadNamespaces(missing);
}

/** Whether the texts of these namespaces (unknown names aside) are loaded. */
export function namespacesLoaded(ns: readonly string[]): boolean {
  return ns.every((n) => !NAMESPACES.includes(n) || i18n.hasLoadedNamespace(n));
}

/**
 * Initialise i18next with the saved language (or `lang`) and the first
 * screen's namespaces; resolves when ready. Other namespaces load on demand:
 * a page's before it renders (router/view-registry), and any a component
 * asks for later through useTranslation, which suspends until it is loaded.
 */
export async function initI18n(lang: Language = getLanguage()) {
  await i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      load: 'currentOnly',
      fallbackLng: false,
      ns: [...FIRST_SCREEN_NAMESPACES], // a copy: i18next adds to it
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = lang;
  return i18n;
}

// Development: an edited locale file re-renders in place (./i18n-hmr).
if (import.meta.hot) acceptLocaleUpdates(i18n, import.meta.hot);

export default i18n;
