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

/** A row's text fields that keep a key beside them: text field → key field. */
export type KeyFields<R> = Readonly<Partial<Record<keyof R, keyof R>>>;

/**
 * The row as answered: each keyed text in `lang` while its key is set
 * (else as stored), and without the key fields.
 */
export function shownKeyed<R extends object, K extends keyof R>(
  row: R,
  fields: KeyFields<R>,
  lang: Lang,
): Omit<R, K> {
  const source = row as Record<keyof R, unknown>;
  const shown: Partial<Record<keyof R, unknown>> = { ...source };
  for (const [text, keyField] of Object.entries(fields) as [
    keyof R,
    keyof R,
  ][]) {
    const value = source[text];
    if (typeof value === 'string') {
      shown[text] = keyedText(value, source[keyField] as string | null, lang);
    }
    delete shown[keyField];
  }
  return shown as Omit<R, K>;
}

/**
 * The texts and keys to store from an edit form: a keyed text sent back as
 * it was shown keeps its stored text and its key (so it stays translated);
 * any other text replaces it and clears the key. A text the form did not
 * send is left as it is.
 */
export function keptKeyed<R extends object>(
  current: R,
  sent: Partial<Record<keyof R, unknown>>,
  fields: KeyFields<R>,
  lang: Lang,
): Partial<R> {
  const was = shownKeyed(current, fields, lang) as Record<keyof R, unknown>;
  const stored = current as Record<keyof R, unknown>;
  const out: Partial<Record<keyof R, unknown>> = {};
  for (const [text, keyField] of Object.entries(fields) as [
    keyof R,
    keyof R,
  ][]) {
    const value = sent[text];
    if (value === undefined) continue;
    const same = String(value ?? '').trim() === String(was[text] ?? '').trim();
    out[text] = same ? stored[text] : value;
    out[keyField] = same ? stored[keyField] : null;
  }
  return out as Partial<R>;
}
