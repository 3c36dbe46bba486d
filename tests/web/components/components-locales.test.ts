import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/components.json',
  { eager: true },
);

function entries(
  obj: Record<string, unknown>,
  prefix = '',
): [string, unknown][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? entries(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('components texts', () => {
  it('en, zh-CN and ja have the same keys and placeholders, none empty', () => {
    const [en, zh, ja] = ['en', 'zh-CN', 'ja'].map((lang) => {
      const file = files[`/src/locales/${lang}/components.json`];
      expect(file, `${lang}/components.json`).toBeDefined();
      return new Map(entries(file.default));
    });
    const keys = [...en.keys()].sort();
    expect([...zh.keys()].sort()).toEqual(keys);
    expect([...ja.keys()].sort()).toEqual(keys);
    for (const key of keys) {
      for (const [lang, map] of [
        ['zh-CN', zh],
        ['ja', ja],
      ] as const) {
        expect(map.get(key), `${lang}:${key}`).not.toBe('');
        expect(placeholders(map.get(key)), `${lang}:${key}`).toEqual(
          placeholders(en.get(key)),
        );
      }
    }
  });
});
