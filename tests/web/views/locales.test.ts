import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/{common,login,layout,menu}.json',
  { eager: true },
);

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? keys(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}

const load = (lang: string, ns: string) => {
  const file = files[`/src/locales/${lang}/${ns}.json`];
  expect(file, `${lang}/${ns}.json`).toBeDefined();
  return file.default;
};

describe('shell and sign-in texts', () => {
  for (const ns of ['common', 'login', 'layout', 'menu']) {
    it(`${ns}: en, zh-CN and ja have the same keys, none empty`, () => {
      const en = keys(load('en', ns)).sort();
      for (const lang of ['zh-CN', 'ja']) {
        expect(keys(load(lang, ns)).sort(), lang).toEqual(en);
      }
      for (const lang of ['en', 'zh-CN', 'ja']) {
        const flat = load(lang, ns);
        for (const key of en) {
          const value = key
            .split('.')
            .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], flat);
          expect(
            typeof value === 'string' && value.trim(),
            `${lang}:${ns}.${key}`,
          ).toBeTruthy();
        }
      }
    });
  }

  it('menu has a title for every seeded route name', () => {
    const menu = load('en', 'menu');
    const names = [
      'system',
      'monitor',
      'tool',
      'project',
      'user',
      'role',
      'menu',
      'dept',
      'post',
      'dict',
      'config',
      'notice',
      'log',
      'operlog',
      'logininfor',
      'online',
      'job',
      'druid',
      'server',
      'cache',
      'cacheList',
      'build',
      'gen',
      'swagger',
      'navigation',
      'navRecord',
      'record',
      'recordItem',
      'product',
      'productItem',
      'contacts',
      'index',
      'home',
      'profile',
    ];
    for (const name of names) expect(menu[name], name).toBeTruthy();
  });
});
