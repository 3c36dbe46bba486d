import { en, type MessageKey, type Messages } from './en.js';
import { ja } from './ja.js';
import { zhCN } from './zh-CN.js';

export type { MessageKey, Messages } from './en.js';

export const LANGUAGES = ['en', 'zh-CN', 'ja'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

const catalogues: Record<Lang, Messages> = { en, 'zh-CN': zhCN, ja };

export type MessageParams = Record<string, string | number>;

/** 'zh', 'zh-cn', 'zh-Hans-CN' → 'zh-CN'; 'en-US' → 'en'; unknown → undefined. */
export function normalizeLang(
  value: string | undefined | null,
): Lang | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'zh' || v.startsWith('zh-') || v.startsWith('zh_')) return 'zh-CN';
  if (v === 'en' || v.startsWith('en-') || v.startsWith('en_')) return 'en';
  if (v === 'ja' || v.startsWith('ja-') || v.startsWith('ja_')) return 'ja';
  return undefined;
}

/** First supported language of an Accept-Language header, by q-value. */
export function pickAcceptLanguage(
  header: string | undefined,
): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1, i };
    })
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const lang = normalizeLang(tag);
    if (lang) return lang;
  }
  return undefined;
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

export function translate(
  lang: Lang,
  key: MessageKey | string,
  params?: MessageParams,
): string {
  const text =
    (catalogues[lang] as Record<string, string>)[key] ??
    (en as Record<string, string>)[key] ??
    key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}

export function catalogue(lang: Lang): Messages {
  return catalogues[lang];
}
