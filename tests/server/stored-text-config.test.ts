import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

type Lang = 'en' | 'zh-CN' | 'ja';

/** The seeded captcha switch as each language shows it. */
const CAPTCHA: Record<Lang, { configName: string; remark: string }> = {
  en: {
    configName: 'Account - captcha enabled',
    remark: 'true = on, false = off',
  },
  'zh-CN': {
    configName: '账号自助-验证码开关',
    remark: 'true 开启，false 关闭',
  },
  ja: {
    configName: 'アカウント - 認証コードの有効化',
    remark: 'true で有効、false で無効',
  },
};
const KEY = 'sys.account.captchaEnabled';

describe('parameters in the reader’s language', () => {
  let t: TestApp;
  const as: Partial<Record<Lang, Api>> = {};
  /** Admin, signed in declaring `lang` (the session keeps it). */
  const reader = (lang: Lang) => as[lang]!;
  const row = async (lang: Lang, key: string) =>
    (await reader(lang).get(`/system/config/list?configKey=${key}`)).rows.find(
      (r: Json) => r.configKey === key,
    );

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
    'answers the seeded parameters’ names and remarks in %s (list, one, export), without their keys',
    async (lang) => {
      const listed = await row(lang, KEY);
      expect(listed).toMatchObject(CAPTCHA[lang]);
      expect(listed).not.toHaveProperty('i18nKey');
      const one = (await reader(lang).get(`/system/config/${listed.configId}`))
        .data;
      expect(one).toMatchObject(CAPTCHA[lang]);
      const sheet = await readSheet(
        (await reader(lang).form('/system/config/export', { configKey: KEY }))
          .rawPayload,
      );
      expect(sheet[1][1]).toBe(CAPTCHA[lang].configName);
    },
  );

  it('finds a parameter by the name the reader sees, and by the stored one', async () => {
    const keys = async (lang: Lang, name: string) =>
      (
        await reader(lang).get(
          `/system/config/list?configName=${encodeURIComponent(name)}`,
        )
      ).rows.map((r: Json) => r.configKey);
    expect(await keys('ja', '認証コード')).toEqual([KEY]);
    expect(await keys('zh-CN', '验证码')).toEqual([KEY]);
    expect(await keys('ja', 'captcha enabled')).toEqual([KEY]);
  });

  it('shows a renamed parameter as typed in every language; one saved back unchanged stays translated', async () => {
    const shown = (await row('ja', KEY)) as Json;
    const one = (await reader('ja').get(`/system/config/${shown.configId}`))
      .data;
    expect(await reader('ja').put('/system/config', one)).toMatchObject({
      code: 200,
    });
    expect(await row('zh-CN', KEY)).toMatchObject(CAPTCHA['zh-CN']);

    const again = (await reader('ja').get(`/system/config/${shown.configId}`))
      .data;
    expect(
      await reader('ja').put('/system/config', {
        ...again,
        configName: '画像認証',
      }),
    ).toMatchObject({ code: 200 });
    for (const lang of ['en', 'zh-CN', 'ja'] as const) {
      expect(await row(lang, KEY)).toMatchObject({
        configName: '画像認証',
        remark: CAPTCHA[lang].remark,
      });
    }
  });
});
