/**
 * The glossary (src/locales/<lang>/glossary.json) is the one place that
 * spells the website editor's terms: every term and menu title exists in
 * en, zh-CN and ja, the menu, the content screens and the dashboard name
 * its terms (`$t(glossary:…)`) rather than spell them again, and every such
 * reference resolves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/*.json',
  { eager: true },
);
const LANGS = ['en', 'zh-CN', 'ja'] as const;
type Lang = (typeof LANGS)[number];

const json = (lang: Lang, ns: string) =>
  files[`/src/locales/${lang}/${ns}.json`]!.default;

function flat(obj: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? flat(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );
}

/** The project menus, each named by the glossary's title of the same key. */
const MENUS = [
  'navigation',
  'navRecord',
  'record',
  'recordItem',
  'product',
  'productItem',
  'contacts',
] as const;

beforeAll(() => {
  // every language's texts, as the app loads them for that language
  for (const path of Object.keys(files)) {
    const [, , , lang, file] = path.split('/');
    const ns = file.replace(/\.json$/, '');
    if (lang !== 'en' || !i18n.hasResourceBundle('en', ns))
      i18n.addResourceBundle(lang, ns, files[path].default, true, true);
  }
});

const tIn = (lang: Lang, ns: string) => i18n.getFixedT(lang, ns);

describe('the glossary', () => {
  it('has every term, title and help text in en, zh-CN and ja', () => {
    const keys = (lang: Lang) =>
      flat(json(lang, 'glossary'))
        .map(([k]) => k)
        .sort();
    expect(keys('en')).toEqual(
      expect.arrayContaining([
        ...MENUS.map((m) => `titles.${m}`),
        'terms.column',
        'terms.navType',
        'terms.recordCategory',
        'help.navigation',
        'help.navRecord',
        'help.record',
        'help.recordItem',
        'help.product',
        'help.productItem',
      ]),
    );
    for (const lang of LANGS) {
      expect(keys(lang), lang).toEqual(keys('en'));
      for (const [key] of flat(json(lang, 'glossary'))) {
        const text = tIn(lang, 'glossary')(key);
        expect(text.trim(), `${lang} glossary:${key}`).not.toBe('');
        expect(text, `${lang} glossary:${key}`).not.toContain('$t(');
      }
    }
  });

  it('resolves every reference to it, in every namespace', () => {
    for (const lang of LANGS) {
      const glossary = new Set(flat(json(lang, 'glossary')).map(([k]) => k));
      for (const path of Object.keys(files).filter((p) =>
        p.includes(`/${lang}/`),
      )) {
        for (const [key, text] of flat(files[path].default)) {
          for (const [, ref] of text.matchAll(/\$t\(glossary:([\w.]+)\)/g))
            expect(glossary.has(ref), `${path} ${key} → ${ref}`).toBe(true);
        }
      }
    }
  });

  it("titles the project menus with the glossary's titles", () => {
    for (const lang of LANGS) {
      for (const menu of MENUS) {
        expect(json(lang, 'menu')[menu], `${lang} menu:${menu}`).toBe(
          `$t(glossary:titles.${menu})`,
        );
        expect(tIn(lang, 'menu')(menu)).toBe(
          tIn(lang, 'glossary')(`titles.${menu}`),
        );
      }
    }
  });

  it("names the screens, their dialogs and their column fields with the glossary's terms", () => {
    const screens: [string, string, string][] = [
      ['project-navigation', 'navigation', 'column'],
      ['project-nav-record', 'navRecord', 'navCopy'],
      ['project-record', 'record', 'copyRecord'],
      ['project-record-item', 'recordItem', 'recordItem'],
      ['project-product', 'product', 'product'],
      ['project-product-item', 'productItem', 'productItem'],
    ];
    for (const lang of LANGS) {
      const g = tIn(lang, 'glossary');
      for (const [ns, title, entity] of screens) {
        const t = tIn(lang, ns);
        expect(t('title'), `${lang} ${ns}`).toBe(g(`titles.${title}`));
        expect(t('entity'), `${lang} ${ns}`).toBe(g(`entities.${entity}`));
        // the dialog's title names the same term as the menu
        expect(
          i18n.t('crud:addTitle', { lng: lang, what: t('entity') }),
        ).toContain(g(`entities.${entity}`));
      }
      for (const ns of [
        'project-nav-record',
        'project-record',
        'project-product',
      ]) {
        expect(tIn(lang, ns)('fields.navId'), `${lang} ${ns}`).toContain(
          g('terms.column'),
        );
      }
      expect(tIn(lang, 'project-contact')('title')).toBe(g('titles.contacts'));
      for (const ns of ['project-record', 'project-product'])
        expect(tIn(lang, ns)('columns.tree')).toBe(g('titles.columns'));
      const nav = tIn(lang, 'project-navigation');
      expect(nav('fields.navType')).toBe(g('terms.navType'));
      expect(nav('fields.recordCategory')).toBe(g('terms.recordCategory'));
      expect(g('terms.navType')).not.toBe(g('terms.recordCategory'));
    }
  });

  it("has the dashboard name columns, records and products with the glossary's terms", () => {
    for (const lang of LANGS) {
      const g = tIn(lang, 'glossary');
      const d = tIn(lang, 'dashboard');
      expect(d('charts.column')).toBe(g('terms.column'));
      expect(d('content.titleRecords').toLowerCase()).toContain(
        g('entities.column').toLowerCase(),
      );
      expect(d('content.records')).toContain(g('terms.copyRecord'));
    }
    // the words the Japanese screens used for the same things before
    const ja = JSON.stringify(
      Object.keys(files)
        .filter((p) => p.includes('/ja/'))
        .map((p) => files[p].default),
    );
    for (const old of [
      'カラム',
      '文案記録',
      'ナビゲーション文案',
      '記事カテゴリ',
    ])
      expect(ja, old).not.toContain(old);
  });
});
