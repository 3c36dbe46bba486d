import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/profile.json',
  { eager: true },
);

function flatten(
  obj: Record<string, unknown>,
  prefix = '',
): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? flatten(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );
}

const load = (lang: string) => {
  const file = files[`/src/locales/${lang}/profile.json`];
  expect(file, `${lang}/profile.json`).toBeDefined();
  return new Map(flatten(file.default));
};

describe('personal centre texts', () => {
  it('en, zh-CN and ja have the same keys, none empty, none left in English', () => {
    const en = load('en');
    for (const lang of ['zh-CN', 'ja']) {
      const other = load(lang);
      expect([...other.keys()].sort(), lang).toEqual([...en.keys()].sort());
      for (const [key, value] of other) {
        expect(value.trim(), `${lang}:${key}`).not.toBe('');
        expect(value, `${lang}:${key} is translated`).not.toBe(en.get(key));
      }
    }
  });
});
