import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import {
  createTestApp,
  loginToken,
  postLogin,
  type TestApp,
} from './helpers/app.js';

type Lang = 'en' | 'zh-CN' | 'ja';

const SIGNED_IN: Record<Lang, string> = {
  en: 'Login successful',
  'zh-CN': '登录成功',
  ja: 'ログインに成功しました',
};
const INTRANET: Record<Lang, string> = {
  en: 'Intranet IP',
  'zh-CN': '内网IP',
  ja: '内部IP',
};

describe('logs and online users in the reader’s language', () => {
  let t: TestApp;
  const as: Partial<Record<Lang, Api>> = {};
  const reader = (lang: Lang) => as[lang]!;
  /** Signs in as admin declaring `lang`: the session keeps it. */
  const signIn = (lang: Lang, ip = '127.0.0.1') =>
    loginToken(t.app, 'admin', 'admin123', {
      ip,
      headers: { 'content-language': lang },
    });

  beforeAll(async () => {
    t = await createTestApp();
    for (const lang of ['en', 'zh-CN', 'ja'] as const) {
      as[lang] = api(t.app, await signIn(lang));
    }
  });
  afterAll(() => t.close());

  it('shows sign-ins made in three languages, and their failures, in the reader’s language; old rows keep their message', async () => {
    await t.app.db.exec('DELETE FROM sys_logininfor');
    // a row written before messages were keyed, in the language of its
    // moment; its place is the server's own English, shown translated
    await t.app.db.exec(
      `INSERT INTO sys_logininfor (user_name, ipaddr, login_location, browser, os, status, msg)
       VALUES ('old', '10.0.0.1', 'Intranet IP', 'Chrome 120', 'Windows 10', '0', 'Login successful')`,
    );
    for (const lang of ['en', 'zh-CN', 'ja'] as const) await signIn(lang);
    await postLogin(t.app, 'admin', 'wrong-pass', {
      headers: { 'accept-language': 'en' },
      ua: '',
    });

    for (const lang of ['en', 'zh-CN', 'ja'] as const) {
      const list = await reader(lang).get(
        '/monitor/logininfor/list?orderByColumn=infoId&isAsc=asc',
      );
      const rows = list.rows.map((r: Json) => [
        r.userName,
        r.msg,
        r.loginLocation,
      ]);
      expect(rows).toEqual([
        ['old', 'Login successful', INTRANET[lang]],
        ['admin', SIGNED_IN[lang], INTRANET[lang]],
        ['admin', SIGNED_IN[lang], INTRANET[lang]],
        ['admin', SIGNED_IN[lang], INTRANET[lang]],
        ['admin', expect.any(String), INTRANET[lang]],
      ]);
    }
    const failed = async (lang: Lang) =>
      (await reader(lang).get('/monitor/logininfor/list?status=1')).rows[0];
    expect(await failed('ja')).toMatchObject({
      msg: 'パスワードを1回間違えました',
      browser: '不明',
      os: '不明',
    });
    expect(await failed('en')).toMatchObject({
      msg: 'Wrong password 1 time(s)',
      browser: 'Unknown',
    });

    const sheet = await readSheet(
      (await reader('ja').form('/monitor/logininfor/export')).rawPayload,
    );
    const body = sheet.slice(1).map((r) => [r[4], r[7]]);
    expect(body.filter(([, msg]) => msg === SIGNED_IN.ja)).toHaveLength(3);
    expect(body).toContainEqual([INTRANET.ja, 'Login successful']);
    expect(body.filter(([place]) => place === INTRANET.ja)).toHaveLength(5);
  });

  it('shows the online users’ places in the reader’s language', async () => {
    for (const lang of ['en', 'zh-CN', 'ja'] as const) {
      const list = await reader(lang).get('/monitor/online/list');
      expect(list.total).toBeGreaterThanOrEqual(3);
      for (const row of list.rows) {
        expect(row.loginLocation).toBe(INTRANET[lang]);
      }
    }
  });

  it('shows a refusal, the place and the module in the operation log in the reader’s language', async () => {
    await t.app.db.exec('DELETE FROM sys_oper_log');
    expect(
      await reader('en').post('/system/dict/type', {
        dictName: 'Again',
        dictType: 'sys_user_sex',
        status: '0',
      }),
    ).toMatchObject({
      code: 500,
      msg: "Failed to add dictionary 'Again': the dictionary type already exists",
    });
    await t.app.operLog.flush();
    const row = async (lang: Lang) =>
      (await reader(lang).get('/monitor/operlog/list?status=1')).rows[0];
    expect(await row('ja')).toMatchObject({
      title: '辞書タイプ',
      errorMsg: '辞書「Again」を追加できません：辞書タイプが既に存在します',
      operLocation: INTRANET.ja,
    });
    expect(await row('zh-CN')).toMatchObject({
      title: '字典类型',
      errorMsg: "新增字典'Again'失败，字典类型已存在",
      operLocation: INTRANET['zh-CN'],
    });
    expect(await row('en')).toMatchObject({ title: 'Dictionary type' });
    // the module is found by the name the reader sees
    const found = await reader('ja').get(
      `/monitor/operlog/list?title=${encodeURIComponent('辞書')}`,
    );
    expect(found.rows.map((r: Json) => r.title)).toEqual(['辞書タイプ']);
    // a write that touched nothing answers a plain message: kept by its key
    expect(await reader('en').del('/monitor/logininfor/987654')).toEqual({
      code: 500,
      msg: 'Operation failed',
    });
    await t.app.operLog.flush();
    const failures = await reader('ja').get('/monitor/operlog/list?status=1');
    expect(failures.rows[0]).toMatchObject({
      title: 'ログイン履歴',
      errorMsg: '操作に失敗しました',
    });
    const sheet = await readSheet(
      (await reader('ja').form('/monitor/operlog/export')).rawPayload,
    );
    expect(sheet.map((r) => r[14])).toContain(
      '辞書「Again」を追加できません：辞書タイプが既に存在します',
    );
  });
});
