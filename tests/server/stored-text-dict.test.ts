import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

type Lang = 'en' | 'zh-CN' | 'ja';

/** The seeded sys_user_sex type as each language shows it. */
const SEX_TYPE: Record<Lang, { dictName: string; remark: string }> = {
  en: { dictName: 'User gender', remark: 'Gender of a user' },
  'zh-CN': { dictName: '用户性别', remark: '用户性别列表' },
  ja: { dictName: 'ユーザーの性別', remark: 'ユーザーの性別の選択肢' },
};

/** The site's navigation types (seeded in Japanese) in each language. */
const NAV_TYPES: Record<Lang, string[]> = {
  en: [
    'Article list',
    'Single page',
    'Product list',
    'External link',
    'Contact form',
  ],
  'zh-CN': ['文章列表', '单页', '产品列表', '外部链接', '咨询表单'],
  ja: ['記事一覧', '単一ページ', '製品一覧', '外部リンク', 'お問い合わせ'],
};

describe('dictionaries in the reader’s language', () => {
  let t: TestApp;
  const as: Partial<Record<Lang, Api>> = {};
  /** Admin, signed in declaring `lang` (the session keeps it). */
  const reader = (lang: Lang) => as[lang]!;
  const typeRow = async (lang: Lang, dictType: string) =>
    (
      await reader(lang).get(`/system/dict/type/list?dictType=${dictType}`)
    ).rows.find((r: Json) => r.dictType === dictType);

  beforeAll(async () => {
    t = await createTestApp();
    for (const lang of ['en', 'zh-CN', 'ja'] as const) {
      as[lang] = api(
        t.app,
        await loginToken(t.app, 'admin', 'admin123', {
          headers: { 'content-language': lang },
        }),
      );
    }
  });
  afterAll(() => t.close());

  it.each(['en', 'zh-CN', 'ja'] as const)(
    'answers the seeded types’ names and remarks in %s (list, one, options, export)',
    async (lang) => {
      expect(await typeRow(lang, 'sys_user_sex')).toMatchObject(SEX_TYPE[lang]);
      expect(
        (await reader(lang).get('/system/dict/type/1')).data,
      ).toMatchObject(SEX_TYPE[lang]);
      const options = (await reader(lang).get('/system/dict/type/optionselect'))
        .data;
      expect(options[0]).toMatchObject(SEX_TYPE[lang]);
      const sheet = await readSheet(
        (
          await reader(lang).form('/system/dict/type/export', {
            dictType: 'sys_user_sex',
          })
        ).rawPayload,
      );
      expect(sheet[1][1]).toBe(SEX_TYPE[lang].dictName);
    },
  );

  it.each(['en', 'zh-CN', 'ja'] as const)(
    'answers the site’s dictionary labels in %s (lookup and list)',
    async (lang) => {
      const lookup = await reader(lang).get(
        '/system/dict/data/type/project_nav_type',
      );
      expect(lookup.data.map((d: Json) => d.dictLabel)).toEqual(
        NAV_TYPES[lang],
      );
      const list = await reader(lang).get(
        '/system/dict/data/list?dictType=project_nav_type',
      );
      expect(list.rows.map((d: Json) => d.dictLabel)).toEqual(NAV_TYPES[lang]);
    },
  );

  it('finds a type and a label by the name the reader sees', async () => {
    const types = async (lang: Lang, name: string) =>
      (
        await reader(lang).get(
          `/system/dict/type/list?dictName=${encodeURIComponent(name)}`,
        )
      ).rows.map((r: Json) => r.dictType);
    expect(await types('ja', '性別')).toEqual(['sys_user_sex']);
    expect(await types('en', 'gender')).toEqual(['sys_user_sex']);
    expect(await types('en', '用户性别')).toEqual(['sys_user_sex']);
    const labels = await reader('en').get(
      '/system/dict/data/list?dictType=project_nav_type&dictLabel=Article',
    );
    expect(labels.rows.map((r: Json) => r.dictValue)).toEqual(['1']);
  });

  it('shows a renamed type, remark and label as typed in every language; one saved back unchanged stays translated', async () => {
    // saved back as shown: still translated for everyone
    const shown = (await reader('ja').get('/system/dict/type/2')).data;
    expect(shown.dictName).toBe('メニューの状態');
    expect(await reader('ja').put('/system/dict/type', shown)).toMatchObject({
      code: 200,
    });
    expect((await typeRow('en', 'sys_show_hide')).dictName).toBe('Menu status');

    // renamed in Japanese: the new name everywhere, the remark still translated
    const sw = (await reader('ja').get('/system/dict/type/3')).data;
    expect(
      await reader('ja').put('/system/dict/type', {
        ...sw,
        dictName: 'スイッチ',
      }),
    ).toMatchObject({ code: 200 });
    for (const lang of ['en', 'zh-CN', 'ja'] as const) {
      expect((await typeRow(lang, 'sys_normal_disable')).dictName).toBe(
        'スイッチ',
      );
    }
    expect((await typeRow('en', 'sys_normal_disable')).remark).toBe(
      'Normal or disabled',
    );
    // a new remark in English: shown as typed in Japanese too
    const again = (await reader('en').get('/system/dict/type/3')).data;
    expect(
      await reader('en').put('/system/dict/type', {
        ...again,
        remark: 'On or off',
      }),
    ).toMatchObject({ code: 200 });
    expect(await typeRow('ja', 'sys_normal_disable')).toMatchObject({
      dictName: 'スイッチ',
      remark: 'On or off',
    });

    // a relabelled entry: the new label in every language
    const single = (
      await reader('en').get('/system/dict/data/list?dictType=project_nav_type')
    ).rows[1];
    expect(
      await reader('en').put('/system/dict/data', {
        ...single,
        dictLabel: 'Page',
      }),
    ).toMatchObject({ code: 200 });
    for (const lang of ['en', 'zh-CN', 'ja'] as const) {
      const lookup = await reader(lang).get(
        '/system/dict/data/type/project_nav_type',
      );
      expect(lookup.data[1].dictLabel).toBe('Page');
    }
  });
});
