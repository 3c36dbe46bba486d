import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/{request,validation}.json',
  { eager: true },
);

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? keys(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}

describe('request and validation texts', () => {
  for (const ns of ['request', 'validation']) {
    it(`${ns}: en, zh-CN and ja have the same keys, none empty`, () => {
      const byLang = Object.fromEntries(
        ['en', 'zh-CN', 'ja'].map((lang) => {
          const file = files[`/src/locales/${lang}/${ns}.json`];
          expect(file, `${lang}/${ns}.json`).toBeDefined();
          return [lang, file.default];
        }),
      );
      const en = keys(byLang.en).sort();
      expect(keys(byLang['zh-CN']).sort()).toEqual(en);
      expect(keys(byLang.ja).sort()).toEqual(en);
      for (const lang of Object.keys(byLang)) {
        for (const key of en) {
          const value = key
            .split('.')
            .reduce<unknown>(
              (o, k) => (o as Record<string, unknown>)[k],
              byLang[lang],
            );
          expect(value, `${lang}:${key}`).not.toBe('');
        }
      }
    });
  }

  it('zh-CN uses the reference texts for the duplicate submit and code table', () => {
    const zh = files['/src/locales/zh-CN/request.json'].default as {
      repeatSubmit: string;
      codeTable: Record<string, string>;
    };
    expect(zh.repeatSubmit).toBe('数据正在处理，请勿重复提交');
    expect(zh.codeTable['403']).toBe('当前操作没有权限');
  });
});
