import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'zh-CN', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'change-language';
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Every namespace file of every language, loaded on demand (one language per page load). */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/*.json',
);

export function getLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '')
    ? (saved as Language)
    : DEFAULT_LANGUAGE;
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
