/**
 * Which language the admin opens in: the one saved (localStorage
 * `change-language`), else the first of the browser's languages that is one
 * of ours, else Chinese. No dependencies: first-screen.ts uses it before
 * i18next is evaluated (scripts/first-screen/runtime.mjs mirrors it).
 */
export const LANGUAGES = ['en', 'zh-CN', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export function pickLanguage(
  saved: string | null,
  browser: readonly string[],
): Language {
  if ((LANGUAGES as readonly string[]).includes(saved ?? '')) {
    return saved as Language;
  }
  for (const tag of browser) {
    const t = tag.toLowerCase();
    if (t === 'zh' || t.startsWith('zh-')) return 'zh-CN';
    if (t === 'ja' || t.startsWith('ja-')) return 'ja';
    if (t === 'en' || t.startsWith('en-')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

/** The browser's preferred languages, best first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length
    ? navigator.languages
    : [navigator.language].filter(Boolean);
}
