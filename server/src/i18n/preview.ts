/**
 * Server messages of preview links (docs/publishing.md), spread into the
 * catalogues of en.ts, zh-CN.ts and ja.ts. The preview bar and the page of
 * a link that does not open are drawn in the public site's language.
 */
export const previewEn = {
  'operTitle.previewLink': 'Preview link',
  'preview.field.minutes': 'Valid for (minutes)',
  'preview.field.releaseId': 'Release',
  'preview.targetMissing': 'Name a draft (kind and id) or a release',
  'preview.releaseClosed':
    'Only a release that has not run yet can be previewed',
  'preview.bar.title': 'Preview',
  'preview.bar.text':
    'Not published yet: the site as it will look once published. This link opens until {time} ({zone}).',
  'preview.gone.title': 'This preview link does not open',
  'preview.gone.text':
    'It has expired or been revoked, or the address is incomplete. Ask the person who sent it for a new link.',
};

export const previewZhCN: Record<keyof typeof previewEn, string> = {
  'operTitle.previewLink': '预览链接',
  'preview.field.minutes': '有效时长（分钟）',
  'preview.field.releaseId': '发布批次',
  'preview.targetMissing': '请指定草稿（类型和编号）或发布批次',
  'preview.releaseClosed': '只能预览尚未执行的发布批次',
  'preview.bar.title': '预览',
  'preview.bar.text':
    '尚未发布：这是发布后的网站效果。此链接的有效期至 {time}（{zone}）。',
  'preview.gone.title': '此预览链接无法打开',
  'preview.gone.text':
    '链接已过期、已被撤销，或地址不完整。请向发送者索取新的链接。',
};

export const previewJa: Record<keyof typeof previewEn, string> = {
  'operTitle.previewLink': 'プレビューリンク',
  'preview.field.minutes': '有効時間（分）',
  'preview.field.releaseId': 'リリース',
  'preview.targetMissing':
    '下書き（種類と ID）またはリリースを指定してください',
  'preview.releaseClosed': 'プレビューできるのは未実行のリリースだけです',
  'preview.bar.title': 'プレビュー',
  'preview.bar.text':
    '公開前の内容です。公開後のサイトの見え方を表示しています。このリンクの有効期限：{time}（{zone}）',
  'preview.gone.title': 'このプレビューリンクは開けません',
  'preview.gone.text':
    'リンクの有効期限が切れたか、取り消されたか、アドレスが不完全です。送ってくれた方に新しいリンクを依頼してください。',
};
