import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/{project-record,project-record-item,project-product,project-product-item}.json',
  { eager: true },
);

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? keys(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}

function valueAt(obj: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj);
}

/** `{{name}}` placeholders of a text, sorted. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('copy record, record item, product and product item texts', () => {
  for (const ns of [
    'project-record',
    'project-record-item',
    'project-product',
    'project-product-item',
  ]) {
    it(`${ns}: en, zh-CN and ja have the same keys and placeholders, none empty`, () => {
      const load = (lang: string) => {
        const file = files[`/src/locales/${lang}/${ns}.json`];
        expect(file, `${lang}/${ns}.json`).toBeDefined();
        return file.default;
      };
      const en = load('en');
      const enKeys = keys(en).sort();
      for (const lang of ['zh-CN', 'ja']) {
        const other = load(lang);
        expect(keys(other).sort(), lang).toEqual(enKeys);
        for (const key of enKeys) {
          const text = valueAt(other, key);
          expect(
            typeof text === 'string' && text.trim(),
            `${lang}:${key}`,
          ).toBeTruthy();
          expect(placeholders(text as string), `${lang}:${key}`).toEqual(
            placeholders(valueAt(en, key) as string),
          );
        }
      }
    });
  }
});
