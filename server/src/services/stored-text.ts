/**
 * Stored texts shown in the reader's language. A row keeps a message key
 * beside its text (dictionary names and labels: `i18n_key`; log rows: a
 * `text_keys` object per field); the answer shows the key's text in the
 * reader's language, and the stored text when there is no key (rows written
 * before, names an administrator typed).
 */
import {
  DEFAULT_LANG,
  catalogue,
  isMessageKey,
  translate,
  type Lang,
  type MessageKey,
  type MessageParams,
} from '../i18n/index.js';
import type { KeyedText, TextKeys } from '../i18n/stored-text.js';

/** The key's text in `lang` while it is a known key, else the stored text. */
export function keyedText(
  stored: string,
  key: string | null | undefined,
  lang: Lang,
  params?: MessageParams,
): string {
  return key && isMessageKey(key) ? translate(lang, key, params) : stored;
}

/** The row with each keyed field in `lang`, without its `textKeys`. */
export function shownRow<T extends { textKeys?: TextKeys | null }>(
  row: T,
  lang: Lang,
): Omit<T, 'textKeys'> {
  const { textKeys, ...shown } = row;
  const fields = shown as Record<string, unknown>;
  for (const [field, k] of Object.entries(textKeys ?? {})) {
    if (typeof fields[field] === 'string') {
      fields[field] = keyedText(fields[field] as string, k.key, lang, k.params);
    }
  }
  return shown;
}

/** Rows read one by one (exports), each as `shownRow` answers it. */
export async function* shownRows<T extends { textKeys?: TextKeys | null }>(
  rows: AsyncIterable<T>,
  lang: Lang,
): AsyncGenerator<Omit<T, 'textKeys'>> {
  for await (const row of rows) yield shownRow(row, lang);
}

/** A text to store: its key and parameters, and its text in the default language. */
export function keep(
  key: MessageKey,
  params?: MessageParams,
): { text: string; keyed: KeyedText } {
  return {
    text: translate(DEFAULT_LANG, key, params),
    keyed: params ? { key, params } : { key },
  };
}

/**
 * Keys starting with `prefix` whose text in `lang` contains `needle` (any
 * case): a search on a shown name also finds the rows keyed to it.
 */
export function keysMatching(
  prefix: string,
  needle: string | undefined,
  lang: Lang,
): string[] {
  const part = needle?.trim().toLowerCase();
  if (!part) return [];
  return Object.entries(catalogue(lang))
    .filter(
      ([k, text]) => k.startsWith(prefix) && text.toLowerCase().includes(part),
    )
    .map(([k]) => k);
}
