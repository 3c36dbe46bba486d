/**
 * The operation log's module titles in the reader's language. Each route
 * names its module in English (`config.log.title`), and the row stores it as
 * written (English readers see it as is); the log shows it in the reader's
 * language. A title not listed (a generated module's) shows as stored.
 */
import {
  catalogue,
  translate,
  type Lang,
  type MessageKey,
} from '../i18n/index.js';
import { keysMatching, type WrittenTexts } from './stored-text.js';
import { WRITTEN_CLIENT_TEXTS } from './login-record.js';

/** Each `operTitle.*` key by its English text, which is the title as stored. */
const TITLES: Readonly<Record<string, MessageKey>> = Object.fromEntries(
  (Object.keys(catalogue('en')) as MessageKey[])
    .filter((k) => k.startsWith('operTitle.'))
    .map((k) => [translate('en', k), k]),
);

/** The operation log's texts written in English: places, clients, titles. */
export const WRITTEN_OPER_TEXTS: WrittenTexts = {
  ...WRITTEN_CLIENT_TEXTS,
  title: TITLES,
};

/** The stored titles whose name in `lang` contains `needle` (a title search). */
export function titlesMatching(
  needle: string | undefined,
  lang: Lang,
): string[] {
  const found = new Set(keysMatching('operTitle.', needle, lang));
  return Object.entries(TITLES)
    .filter(([, key]) => found.has(key))
    .map(([title]) => title);
}
