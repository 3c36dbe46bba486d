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

/** The app store's size names (RuoYi / Element) as antd component sizes. */
export type AppSize = 'default' | 'medium' | 'small' | 'mini';
export type AntdSize = 'large' | 'medium' | 'small';

/**
 * Element's sizes run 40 / 36 / 32 / 28 px high, antd's 40 / 32 / 24 px:
 * default → large, medium → medium, small and mini → small.
 */
export function toAntdSize(size: string | undefined): AntdSize {
  switch (size) {
    case 'default':
      return 'large';
    case 'small':
    case 'mini':
      return 'small';
    default:
      return 'medium';
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
