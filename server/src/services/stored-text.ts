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

/** Per field, texts the server wrote itself before rows kept keys, and their keys. */
export type WrittenTexts = Readonly<
  Record<string, Readonly<Record<string, MessageKey>>>
>;

/**
 * The row with each keyed field in `lang`, without its `textKeys`; a field
 * without a key whose text is one of `written`'s is shown as that key's text.
 */
export function shownRow<T extends { textKeys?: TextKeys | null }>(
  row: T,
  lang: Lang,
  written: WrittenTexts = {},
): Omit<T, 'textKeys'> {
  const { textKeys, ...shown } = row;
  const fields = shown as Record<string, unknown>;
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    const kept = textKeys?.[field];
    const texts = written[field];
    const key =
      kept?.key ??
      (texts && Object.hasOwn(texts, value) ? texts[value] : undefined);
    fields[field] = keyedText(value, key, lang, kept?.params);
  }
  return shown;
}

/** Rows read one by one (exports), each as `shownRow` answers it. */
export async function* shownRows<T extends { textKeys?: TextKeys | null }>(
  rows: AsyncIterable<T>,
  lang: Lang,
  written: WrittenTexts = {},
): AsyncGenerator<Omit<T, 'textKeys'>> {
  for await (const row of rows) yield shownRow(row, lang, written);
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

const byText = new Map<Lang, Map<string, MessageKey | null>>();

/**
 * The key of a message without parameters from its whole text in `lang`;
 * undefined when no key, or more than one, has that text.
 */
export function keyOfText(text: string, lang: Lang): MessageKey | undefined {
  let index = byText.get(lang);
  if (!index) {
    index = new Map();
    for (const [k, t] of Object.entries(catalogue(lang))) {
      if (t.includes('{')) continue;
      index.set(t, index.has(t) ? null : (k as MessageKey));
    }
    byText.set(lang, index);
  }
  return index.get(text) ?? undefined;
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
