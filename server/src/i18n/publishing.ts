/**
 * Server messages of publishing (drafts, review, releases, revisions,
 * preview links; docs/publishing.md), spread into the catalogues of en.ts,
 * zh-CN.ts and ja.ts.
 */
export const publishingEn = {
  'publishing.noDraft': 'This item has no draft',
  'publishing.notPublishable':
    'Only a draft or a draft in review can be published now',
  'publishing.discardNew':
    'This item has never been published: delete it instead of discarding its draft',
  'publishing.itemGone': 'The item of this revision no longer exists',
  'publishing.cannot.submit': 'Only a draft can be submitted for review',
  'publishing.cannot.withdraw': 'Only a draft in review can be withdrawn',
  'publishing.cannot.reject': 'Only a draft in review can be sent back',
  'publishing.kindInvalid': 'Unknown kind of content',
  'dataScope.content': 'No permission to access this column’s content!',
  'publishState.draft': 'Draft',
  'publishState.review': 'In review',
  'publishState.scheduled': 'Scheduled',
  'publishState.changed': 'Changed since publish',
  'publishState.published': 'Published',
  'publishState.unpublished': 'Unpublished',
  'content.field.publishState': 'Publishing',
  'publishing.field.kind': 'Kind of content',
  'publishing.field.note': 'Note',
  'publishing.field.comment': 'Comment',
};

export const publishingZhCN: Record<keyof typeof publishingEn, string> = {
  'publishing.noDraft': '该内容没有草稿',
  'publishing.notPublishable': '只有草稿或审核中的草稿可以立即发布',
  'publishing.discardNew': '该内容从未发布过：请删除它，而不是丢弃草稿',
  'publishing.itemGone': '该修订所属的内容已不存在',
  'publishing.cannot.submit': '只有草稿可以提交审核',
  'publishing.cannot.withdraw': '只有审核中的草稿可以撤回',
  'publishing.cannot.reject': '只有审核中的草稿可以退回',
  'publishing.kindInvalid': '未知的内容类型',
  'dataScope.content': '没有权限访问该栏目的内容！',
  'publishState.draft': '草稿',
  'publishState.review': '审核中',
  'publishState.scheduled': '已排期',
  'publishState.changed': '发布后有修改',
  'publishState.published': '已发布',
  'publishState.unpublished': '已下线',
  'content.field.publishState': '发布状态',
  'publishing.field.kind': '内容类型',
  'publishing.field.note': '备注',
  'publishing.field.comment': '意见',
};

export const publishingJa: Record<keyof typeof publishingEn, string> = {
  'publishing.noDraft': 'このコンテンツには下書きがありません',
  'publishing.notPublishable':
    'すぐに公開できるのは下書きかレビュー中の下書きだけです',
  'publishing.discardNew':
    'このコンテンツは一度も公開されていません。下書きを破棄せず削除してください',
  'publishing.itemGone': 'このリビジョンのコンテンツはもう存在しません',
  'publishing.cannot.submit': 'レビューに出せるのは下書きだけです',
  'publishing.cannot.withdraw': '取り下げられるのはレビュー中の下書きだけです',
  'publishing.cannot.reject': '差し戻せるのはレビュー中の下書きだけです',
  'publishing.kindInvalid': '不明なコンテンツの種類です',
  'dataScope.content': 'このカラムのコンテンツにアクセスする権限がありません！',
  'publishState.draft': '下書き',
  'publishState.review': 'レビュー中',
  'publishState.scheduled': '予約済み',
  'publishState.changed': '公開後に変更あり',
  'publishState.published': '公開中',
  'publishState.unpublished': '非公開',
  'content.field.publishState': '公開状態',
  'publishing.field.kind': 'コンテンツの種類',
  'publishing.field.note': 'メモ',
  'publishing.field.comment': 'コメント',
};
