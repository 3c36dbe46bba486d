import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguages, pickLanguage, type Language } from './language';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';
export const LANGUAGE_KEY = 'change-language';

/** Every namespace file of every language, loaded on demand (one language per page load). */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/*.json',
);

/** The saved language, else the browser's when it is one of ours, else zh-CN. */
export function getLanguage(): Language {
  return pickLanguage(localStorage.getItem(LANGUAGE_KEY), browserLanguages());
}

export function saveLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_KEY, lang);
}

async function loadResources(lang: Language) {
  const resources: Record<string, Record<string, unknown>> = {};
  await Promise.all(
    Object.entries(loaders)
      .filter(([path]) => path.includes(`/locales/${lang}/`))
      .map(async ([path, load]) => {
        const ns = path
          .split('/')
          .pop()!
          .replace(/\.json$/, '');
        resources[ns] = (await load()).default;
      }),
  );
  return resources;
}

/** Initialise i18next with the saved language (or `lang`); resolves when ready. */
export async function initI18n(lang: Language = getLanguage()) {
  const resources = await loadResources(lang);
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lang;
  return i18n;
}

export default i18n;
