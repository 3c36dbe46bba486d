import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/project-publishing.json',
  { eager: true },
);

/** Every text's key; plural forms (`_one`, `_other`) as their base key. */
function texts(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    if (typeof v === 'object' && v !== null)
      for (const [key, text] of texts(
        v as Record<string, unknown>,
        `${prefix}${k}.`,
      ))
        out.set(key, text);
    else out.set(`${prefix}${k.replace(/_(one|other)$/, '')}`, String(v));
  }
  return out;
}

/** `{{name}}` placeholders of a text, sorted and once each. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();

describe('publishing texts', () => {
  it('en, zh-CN and ja have the same keys and placeholders, none empty', () => {
    const load = (lang: string) => {
      const file = files[`/src/locales/${lang}/project-publishing.json`];
      expect(file, lang).toBeDefined();
      return texts(file.default);
    };
    const en = load('en');
    for (const lang of ['zh-CN', 'ja']) {
      const other = load(lang);
      expect([...other.keys()].sort(), lang).toEqual([...en.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), `${lang}:${key}`).toBeTruthy();
        expect(placeholders(text), `${lang}:${key}`).toEqual(
          placeholders(en.get(key)!),
        );
      }
    }
  });
});
