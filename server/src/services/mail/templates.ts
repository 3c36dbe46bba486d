/**
 * Mail templates (sys_mail_template): their keys, the `{{placeholders}}`
 * each may use, and how a text is filled. Values go in as plain text in one
 * pass (a value holding `{{x}}` is not expanded again); a placeholder with no
 * value stays as written.
 */
import { responseTargetText } from '../../../../src/shared/enquiry-terms.js';

/** Per template, the placeholders it may use. */
export const MAIL_TEMPLATE_PLACEHOLDERS = {
  'enquiry.autoReply': [
    'siteName',
    'contactName',
    'companyName',
    'referenceNo',
    'enquiry',
    'responseTarget',
    'createTime',
    'consultingItem',
  ],
  'enquiry.staffNotice': [
    'referenceNo',
    'consultingItem',
    'companyName',
    'contactName',
    'createTime',
    'enquiry',
    'link',
  ],
  'enquiry.reply': [
    'siteName',
    'contactName',
    'companyName',
    'referenceNo',
    'replyText',
    'staffName',
  ],
} as const satisfies Record<string, readonly string[]>;

export type MailTemplateKey = keyof typeof MAIL_TEMPLATE_PLACEHOLDERS;

/**
 * Templates whose subject may use fewer placeholders than their body: the
 * auto-reply goes to whatever address was typed, so its subject carries
 * nothing the visitor typed (no relay of a stranger's text in a subject).
 */
export const MAIL_SUBJECT_PLACEHOLDERS: Partial<
  Record<MailTemplateKey, readonly string[]>
> = {
  'enquiry.autoReply': ['siteName', 'referenceNo'],
};

/** The placeholders a template's subject may use. */
export function subjectPlaceholders(key: MailTemplateKey): readonly string[] {
  return MAIL_SUBJECT_PLACEHOLDERS[key] ?? MAIL_TEMPLATE_PLACEHOLDERS[key];
}

export const MAIL_TEMPLATE_KEYS = Object.keys(
  MAIL_TEMPLATE_PLACEHOLDERS,
) as MailTemplateKey[];

export function isMailTemplateKey(key: string): key is MailTemplateKey {
  return Object.hasOwn(MAIL_TEMPLATE_PLACEHOLDERS, key);
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** `text` with each `{{name}}` that has a value replaced by it. */
export function fillTemplate(
  text: string,
  vars: Readonly<Record<string, string>>,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** A subject on one line: line breaks (and other control characters) become spaces. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** The placeholder names used in `texts` that are not `allowed`, in order of appearance. */
export function unknownPlaceholders(
  allowed: readonly string[],
  ...texts: string[]
): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(PLACEHOLDER)) {
      if (!allowed.includes(m[1])) found.add(m[1]);
    }
  }
  return [...found];
}

const SAMPLE_ENQUIRY = [
  '会社名: 株式会社サンプル',
  'お名前: 山田 太郎（ヤマダ タロウ）',
  'メールアドレス: taro.yamada@example.co.jp',
  '電話番号: 03-1234-5678',
  '相談項目: お見積り・導入のご相談',
  'お問い合わせ内容:',
  '御社サービスの導入を検討しております。',
  '概算のお見積りをお願いできますでしょうか。',
].join('\n');

const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  siteName: '株式会社サンプル',
  contactName: '山田 太郎',
  companyName: '株式会社サンプル',
  referenceNo: '000042',
  enquiry: SAMPLE_ENQUIRY,
  responseTarget: `${responseTargetText(72)}に`,
  createTime: '2026-11-27 10:15:00',
  consultingItem: 'お見積り・導入のご相談',
  link: 'https://example.co.jp/index.html#/project/contacts?contactId=42',
  replyText:
    'お問い合わせありがとうございます。\nお見積りを添えて改めてご連絡いたします。',
  staffName: '佐藤 花子',
};

/** Sample values (a Japanese enquiry) for the placeholders of `key`: the preview's. */
export function sampleValues(key: MailTemplateKey): Record<string, string> {
  return Object.fromEntries(
    MAIL_TEMPLATE_PLACEHOLDERS[key].map((name) => [name, SAMPLE_VALUES[name]]),
  );
}
