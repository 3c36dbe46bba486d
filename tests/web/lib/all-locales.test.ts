import { describe, expect, it } from 'vitest';

/** Every namespace of every language, so that a screen added later is covered too. */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/*.json',
  { eager: true },
);
const LANGS = ['en', 'zh-CN', 'ja'] as const;
/** i18next plural forms differ by language (zh and ja have only `other`). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flat(obj: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? flat(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

const namespaces = [
  ...new Set(
    Object.keys(files).map((p) =>
      p
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    ),
  ),
].sort();

describe('every translation namespace', () => {
  it('exists for en, zh-CN and ja', () => {
    expect(namespaces.length).toBeGreaterThan(20);
    for (const ns of namespaces) {
      for (const lang of LANGS) {
        expect(
          files[`/src/locales/${lang}/${ns}.json`],
          `${lang}/${ns}`,
        ).toBeDefined();
      }
    }
  });

  for (const ns of namespaces) {
    it(`${ns}: the same keys in every language, none empty`, () => {
      const byLang = Object.fromEntries(
        LANGS.map((lang) => [
          lang,
          flat(files[`/src/locales/${lang}/${ns}.json`]?.default ?? {}),
        ]),
      );
      const keysOf = (lang: (typeof LANGS)[number]) =>
        [...new Set(byLang[lang].map(([k]) => k.replace(PLURAL, '')))].sort();
      const en = keysOf('en');
      for (const lang of LANGS) {
        expect(keysOf(lang), `${lang}/${ns}`).toEqual(en);
        for (const [key, value] of byLang[lang]) {
          expect(
            typeof value === 'string' && value.trim() !== '',
            `${lang}/${ns}:${key}`,
          ).toBe(true);
        }
      }
    });
  }
});
