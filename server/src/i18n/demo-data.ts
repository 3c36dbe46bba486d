/**
 * RuoYi's seeded demo rows (departments, nicknames, posts, roles, notices,
 * scheduled jobs; migration 0002) in the reader's language. As with
 * dictionary labels (`dictLabel()`), a text is translated only while it is
 * still the seeded Chinese one: a name an administrator typed is shown as
 * typed, in every language.
 */
import type { Lang } from './index.js';

type Catalogue = Record<Lang, string>;

/** Each seeded text, keyed by its zh-CN original. */
const SEEDED: readonly Catalogue[] = [
  // sys_dept.dept_name
  { 'zh-CN': '若依科技', en: 'RuoYi Technology', ja: '若依テクノロジー' },
  { 'zh-CN': '深圳总公司', en: 'Shenzhen Head Office', ja: '深圳本社' },
  { 'zh-CN': '长沙分公司', en: 'Changsha Branch', ja: '長沙支社' },
  { 'zh-CN': '研发部门', en: 'R&D Department', ja: '研究開発部' },
  { 'zh-CN': '市场部门', en: 'Marketing Department', ja: 'マーケティング部' },
  { 'zh-CN': '测试部门', en: 'QA Department', ja: '品質保証部' },
  { 'zh-CN': '财务部门', en: 'Finance Department', ja: '経理部' },
  { 'zh-CN': '运维部门', en: 'Operations Department', ja: '運用保守部' },
  // sys_dept.leader, sys_user.nick_name, sys_user.remark
  { 'zh-CN': '若依', en: 'RuoYi', ja: '若依' },
  { 'zh-CN': '管理员', en: 'Administrator', ja: '管理者' },
  { 'zh-CN': '测试员', en: 'Tester', ja: 'テスター' },
  // sys_post.post_name
  { 'zh-CN': '董事长', en: 'Chairman', ja: '会長' },
  {
    'zh-CN': '项目经理',
    en: 'Project Manager',
    ja: 'プロジェクトマネージャー',
  },
  { 'zh-CN': '人力资源', en: 'Human Resources', ja: '人事' },
  { 'zh-CN': '普通员工', en: 'Staff', ja: '一般社員' },
  // sys_role.role_name, sys_role.remark
  { 'zh-CN': '超级管理员', en: 'Super Administrator', ja: 'スーパー管理者' },
  { 'zh-CN': '普通角色', en: 'Common Role', ja: '一般ロール' },
  // sys_job.job_name
  {
    'zh-CN': '系统默认（无参）',
    en: 'System default (no parameters)',
    ja: 'システム既定（引数なし）',
  },
  {
    'zh-CN': '系统默认（有参）',
    en: 'System default (one parameter)',
    ja: 'システム既定（引数あり）',
  },
  {
    'zh-CN': '系统默认（多参）',
    en: 'System default (several parameters)',
    ja: 'システム既定（複数の引数）',
  },
  {
    'zh-CN': '清理旧的内容修订',
    en: 'Clean old content revisions',
    ja: '古いコンテンツのリビジョンを整理',
  },
  {
    'zh-CN': '清理过期的咨询记录',
    en: 'Clean up expired enquiries',
    ja: '保存期間を過ぎたお問い合わせを整理',
  },
  // sys_job.remark
  {
    'zh-CN': '保留参数 sys.content.revisionDays 天内的修订',
    en: 'keeps the revisions of the last sys.content.revisionDays days',
    ja: 'パラメータ sys.content.revisionDays の日数分のリビジョンを残す',
  },
  {
    'zh-CN': '匿名化超过参数 sys.contact.retentionDays 天的咨询记录及其邮件',
    en: 'anonymises enquiries and their mails older than sys.contact.retentionDays days',
    ja: 'パラメータ sys.contact.retentionDays の日数より古いお問い合わせとそのメールを匿名化',
  },
  // sys_notice.notice_title, sys_notice.notice_content
  {
    'zh-CN': '温馨提醒：2018-07-01 若依新版本发布啦',
    en: 'Reminder: 2018-07-01 a new RuoYi version is out',
    ja: 'お知らせ：2018-07-01 若依の新バージョンを公開しました',
  },
  {
    'zh-CN': '维护通知：2018-07-01 若依系统凌晨维护',
    en: 'Maintenance: 2018-07-01 the RuoYi system is serviced early in the morning',
    ja: 'メンテナンス：2018-07-01 未明に若依システムを保守します',
  },
  {
    'zh-CN': '<p>新版本内容</p>',
    en: '<p>What the new version brings</p>',
    ja: '<p>新バージョンの内容</p>',
  },
  {
    'zh-CN': '<p>维护内容</p>',
    en: '<p>What the maintenance covers</p>',
    ja: '<p>メンテナンスの内容</p>',
  },
];

const BY_ORIGINAL = new Map(SEEDED.map((c) => [c['zh-CN'], c]));

/** A seeded text in `lang`; any other text as it is. */
export function demoText(text: string, lang: Lang): string {
  return BY_ORIGINAL.get(text)?.[lang] ?? text;
}

type TextKey<T> = {
  [K in keyof T]-?: T[K] extends string | null | undefined ? K : never;
}[keyof T];

/** A copy of `row` with its seeded `fields` in `lang` (the route helper). */
export function demoRow<T extends object>(
  row: T,
  lang: Lang,
  ...fields: TextKey<T>[]
): T {
  const shown = { ...row };
  for (const field of fields) {
    const value = row[field];
    if (typeof value === 'string') {
      (shown as Record<TextKey<T>, unknown>)[field] = demoText(value, lang);
    }
  }
  return shown;
}

/** A `,`-joined list of names (profile roleGroup, postGroup) in `lang`. */
export function demoList(names: string, lang: Lang): string {
  return names
    .split(',')
    .map((name) => demoText(name, lang))
    .join(',');
}

/**
 * The text to store from an edit form: a seeded text shown translated and
 * sent back unchanged stays the seeded one (so it stays translated).
 */
export function demoStored<T extends string | null | undefined>(
  sent: T,
  stored: string | null | undefined,
  lang: Lang,
): T {
  return typeof sent === 'string' &&
    typeof stored === 'string' &&
    sent === demoText(stored, lang)
    ? (stored as T)
    : sent;
}

/**
 * Seeded texts whose `lang` wording contains `search` (case-insensitive):
 * a list searched by a translated name finds the seeded rows too.
 */
export function demoMatches(search: string | undefined, lang: Lang): string[] {
  if (!search || lang === 'zh-CN') return [];
  const needle = search.toLowerCase();
  return SEEDED.filter((c) => c[lang].toLowerCase().includes(needle)).map(
    (c) => c['zh-CN'],
  );
}
