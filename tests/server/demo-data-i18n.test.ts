/**
 * RuoYi's seeded demo rows read in the request's language (issue 13, a
 * newcomer's first hour): departments, nicknames, posts, roles, notices and
 * jobs in English, Japanese or the seeded Chinese; an edited row as typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const LANGS = ['en', 'ja', 'zh-CN'] as const;
type Lang = (typeof LANGS)[number];

const RD: Record<Lang, string> = {
  en: 'R&D Department',
  ja: '研究開発部',
  'zh-CN': '研发部门',
};

const names = (rows: Json[], key: string) => rows.map((r) => r[key]);
const labels = (tree: Json[]): string[] =>
  tree.flatMap((n) => [n.label, ...labels(n.children ?? [])]);

describe('seeded demo data in the reader’s language', () => {
  let t: TestApp;
  let as: Record<Lang, Api>;

  beforeAll(async () => {
    t = await createTestApp();
    const token = await loginToken(t.app, 'admin');
    as = {
      en: api(t.app, token, { 'content-language': 'en' }),
      ja: api(t.app, token, { 'content-language': 'ja' }),
      'zh-CN': api(t.app, token, { 'content-language': 'zh-CN' }),
    };
  });
  afterAll(() => t.close());

  it('shows departments, users, posts, roles, notices and jobs in each language', async () => {
    const en = as.en;
    expect(names((await en.get('/system/dept/list')).data, 'deptName')).toEqual(
      [
        'RuoYi Technology',
        'Shenzhen Head Office',
        'Changsha Branch',
        'R&D Department',
        'Marketing Department',
        'QA Department',
        'Finance Department',
        'Operations Department',
        'Marketing Department',
        'Finance Department',
      ],
    );
    expect((await en.get('/system/dept/103')).data).toMatchObject({
      deptName: 'R&D Department',
      parentName: 'Shenzhen Head Office',
      leader: 'RuoYi',
    });
    expect(labels((await en.get('/system/user/deptTree')).data)).toContain(
      'QA Department',
    );
    expect(
      labels((await en.get('/system/role/deptTree/2')).depts).slice(0, 2),
    ).toEqual(['RuoYi Technology', 'Shenzhen Head Office']);

    const users = (await en.get('/system/user/list')).rows;
    expect(users[0]).toMatchObject({
      userName: 'admin',
      nickName: 'RuoYi',
      remark: 'Administrator',
      dept: { deptName: 'R&D Department', leader: 'RuoYi' },
    });
    const detail = await en.get('/system/user/2');
    expect(detail.data.dept.deptName).toBe('QA Department');
    expect(names(detail.posts, 'postName')).toEqual([
      'Chairman',
      'Project Manager',
      'Human Resources',
      'Staff',
    ]);
    expect(names(detail.roles, 'roleName')).toEqual(['Common Role']);
    const online = (await en.get('/monitor/online/list')).rows;
    expect(online[0]).toMatchObject({
      userName: 'admin',
      deptName: 'R&D Department',
    });
    const info = await en.get('/getInfo');
    expect(info.user).toMatchObject({
      nickName: 'RuoYi',
      dept: { deptName: 'R&D Department' },
      roles: [{ roleName: 'Super Administrator' }],
    });

    expect(names((await en.get('/system/post/list')).rows, 'postName')).toEqual(
      ['Chairman', 'Project Manager', 'Human Resources', 'Staff'],
    );
    expect(
      names((await en.get('/system/role/optionselect')).data, 'roleName'),
    ).toEqual(['Super Administrator', 'Common Role']);

    const notices = (await en.get('/system/notice/list')).rows;
    expect(names(notices, 'noticeTitle')).toEqual(
      expect.arrayContaining([
        'Reminder: 2018-07-01 a new RuoYi version is out',
        'Maintenance: 2018-07-01 the RuoYi system is serviced early in the morning',
      ]),
    );
    expect((await en.get('/system/notice/1')).data.noticeContent).toBe(
      '<p>What the new version brings</p>',
    );
    expect(
      names((await en.get('/system/notice/listTop')).data, 'noticeTitle'),
    ).toContain('Reminder: 2018-07-01 a new RuoYi version is out');

    expect(names((await en.get('/monitor/job/list')).rows, 'jobName')).toEqual([
      'System default (no parameters)',
      'System default (one parameter)',
      'System default (several parameters)',
      'Clean old content revisions',
      'Clean up expired enquiries',
    ]);

    const sheet = await readSheet(
      (await en.form('/system/role/export', {})).rawPayload,
    );
    expect(sheet.map((row) => row[1])).toContain('Super Administrator');
  });

  it('gives Japanese readers Japanese names and zh-CN readers the originals', async () => {
    for (const [lang, post, role, nick] of [
      ['ja', '会長', 'スーパー管理者', '若依'],
      ['zh-CN', '董事长', '超级管理员', '若依'],
    ] as const) {
      const a = as[lang];
      expect((await a.get('/system/dept/103')).data.deptName).toBe(RD[lang]);
      expect(labels((await a.get('/system/user/deptTree')).data)).toContain(
        RD[lang],
      );
      expect((await a.get('/system/post/1')).data.postName).toBe(post);
      expect((await a.get('/system/role/1')).data.roleName).toBe(role);
      expect((await a.get('/system/user/1')).data.nickName).toBe(nick);
      expect(
        names((await a.get('/monitor/job/list')).rows, 'jobName'),
      ).toContain(
        lang === 'ja' ? '古いコンテンツのリビジョンを整理' : '清理旧的内容修订',
      );
    }
    expect((await as.ja.get('/system/notice/2')).data).toMatchObject({
      noticeTitle: 'メンテナンス：2018-07-01 未明に若依システムを保守します',
      noticeContent: '<p>メンテナンスの内容</p>',
    });
    expect((await as['zh-CN'].get('/system/notice/2')).data).toMatchObject({
      noticeTitle: '维护通知：2018-07-01 若依系统凌晨维护',
      noticeContent: '<p>维护内容</p>',
    });
  });

  it('finds a seeded row by its translated name', async () => {
    const byName = await as.en.get('/system/dept/list?deptName=qa');
    expect(names(byName.data, 'deptId')).toEqual([105]);
    const posts = await as.ja.get('/system/post/list?postName=会長');
    expect(names(posts.rows, 'postId')).toEqual([1]);
    const roles = await as.en.get('/system/role/list?roleName=Common');
    expect(names(roles.rows, 'roleKey')).toEqual(['common']);
    const jobs = await as.en.get(
      `/monitor/job/list?jobName=${encodeURIComponent('(no parameters)')}`,
    );
    expect(names(jobs.rows, 'jobId')).toEqual([1]);
    // The stored Chinese name still finds it.
    const stored = await as.en.get(
      `/system/dept/list?deptName=${encodeURIComponent('测试')}`,
    );
    expect(names(stored.data, 'deptName')).toEqual(['QA Department']);
  });

  it('shows an edited row as edited in every language; an unchanged save keeps it translated', async () => {
    // Saved back in English as shown: still the seeded row, still translated.
    const d105 = (await as.en.get('/system/dept/105')).data;
    expect(await as.en.put('/system/dept', d105)).toMatchObject({ code: 200 });
    expect((await as.ja.get('/system/dept/105')).data.deptName).toBe(
      '品質保証部',
    );
    const p2 = (await as.ja.get('/system/post/2')).data;
    expect(await as.ja.put('/system/post', p2)).toMatchObject({ code: 200 });
    expect((await as['zh-CN'].get('/system/post/2')).data.postName).toBe(
      '项目经理',
    );

    // An administrator's own names read as typed, whatever the language.
    const d104 = (await as.en.get('/system/dept/104')).data;
    expect(
      await as.en.put('/system/dept', { ...d104, deptName: 'Sales' }),
    ).toMatchObject({ code: 200 });
    const r2 = (await as['zh-CN'].get('/system/role/2')).data;
    expect(
      await as['zh-CN'].put('/system/role', { ...r2, roleName: '编辑' }),
    ).toMatchObject({ code: 200 });
    const n1 = (await as.ja.get('/system/notice/1')).data;
    expect(
      await as.ja.put('/system/notice', {
        ...n1,
        noticeTitle: '社内のお知らせ',
      }),
    ).toMatchObject({ code: 200 });
    for (const lang of LANGS) {
      const a = as[lang];
      expect((await a.get('/system/dept/104')).data.deptName).toBe('Sales');
      expect((await a.get('/system/role/2')).data.roleName).toBe('编辑');
      const notice = (await a.get('/system/notice/1')).data;
      expect(notice.noticeTitle).toBe('社内のお知らせ');
      // The content was not edited: it stays seeded, so it stays translated.
      expect(notice.noticeContent).toBe(
        {
          en: '<p>What the new version brings</p>',
          ja: '<p>新バージョンの内容</p>',
          'zh-CN': '<p>新版本内容</p>',
        }[lang],
      );
    }
  });
});
