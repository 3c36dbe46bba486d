import type { Locale } from 'antd/es/locale';
import type { Language } from '@/lib/i18n';

/** antd's locale for a UI language, downloaded on demand (one per load). */
async function loadAntdLocale(lang: Language): Promise<Locale> {
  switch (lang) {
    case 'en':
      return (await import('antd/es/locale/en_US')).default;
    case 'ja':
      return (await import('antd/es/locale/ja_JP')).default;
    default:
      return (await import('antd/es/locale/zh_CN')).default;
  }
}

const cache = new Map<Language, Promise<Locale>>();

/** The (cached) promise of antd's locale, for React's `use()`. */
export function antdLocale(lang: Language): Promise<Locale> {
  let promise = cache.get(lang);
  if (!promise) {
    promise = loadAntdLocale(lang);
    cache.set(lang, promise);
  }
  return promise;
}
