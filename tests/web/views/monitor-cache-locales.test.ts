import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/{monitor-online,monitor-cache}.json',
  { eager: true },
);

function flat(obj: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? flat(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

const placeholders = (v: unknown) =>
  String(v)
    .match(/\{\{\w+\}\}/g)
    ?.sort() ?? [];

describe('online users and cache screen texts', () => {
  for (const ns of ['monitor-online', 'monitor-cache']) {
    it(`${ns}: en, zh-CN and ja have the same keys and placeholders, none empty`, () => {
      const load = (lang: string) => {
        const file = files[`/src/locales/${lang}/${ns}.json`];
        expect(file, `${lang}/${ns}.json`).toBeDefined();
        return new Map(flat(file.default));
      };
      const en = load('en');
      expect(en.size).toBeGreaterThan(10);
      for (const lang of ['zh-CN', 'ja']) {
        const other = load(lang);
        expect([...other.keys()].sort(), lang).toEqual([...en.keys()].sort());
        for (const [key, value] of other) {
          expect(
            typeof value === 'string' && value.trim(),
            `${lang}:${key}`,
          ).toBeTruthy();
          expect(placeholders(value), `${lang}:${key}`).toEqual(
            placeholders(en.get(key)),
          );
        }
      }
    });
  }
});
