/**
 * Server messages of releases (`/project/release` and the runner that puts
 * them live), spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const releaseEn = {
  'operTitle.release': 'Release',
  'release.field.releaseName': 'Release name',
  'release.field.publishAt': 'Release time',
  'release.field.items': 'Items',
  'release.field.item': 'Item',
  'release.field.releaseId': 'Release',
  'release.field.action': 'Action',
  'release.status.open': 'open',
  'release.status.scheduled': 'scheduled',
  'release.status.running': 'running',
  'release.status.done': 'done',
  'release.status.cancelled': 'cancelled',
  'release.status.failed': 'failed',
  'release.kind.navigation': 'Column',
  'release.kind.navRecord': 'Navigation copy',
  'release.kind.record': 'Copy record',
  'release.kind.recordItem': 'Record item',
  'release.kind.product': 'Product',
  'release.kind.productItem': 'Product item',
  'release.publishAtInvalid':
    'Release time must be a date and time written YYYY-MM-DD HH:mm:ss',
  'release.timePassed':
    'The release time {publishAt} ({timeZone}) has passed: choose a later time',
  'release.noItems': 'A release without items cannot be scheduled',
  'release.notEditable':
    'Release “{name}” is {status}: only an open or scheduled release can be changed',
  'release.notSchedulable':
    'Release “{name}” is {status}: only an open release can be scheduled',
  'release.notCancellable':
    'Release “{name}” is {status}: only an open or scheduled release can be cancelled',
  'release.notDeletable':
    'Release “{name}” is {status}: cancel it before deleting it',
  'release.itemMissing': '{kind} #{id} does not exist',
  'release.itemTwice': '{item} is in the release twice',
  'release.noDraft': '{item} has no draft to publish',
  'release.draftScheduled': '{item} is already in another release',
  'release.inOtherRelease': '{item} is already in release “{release}”',
  'release.unpublishDraft':
    '{item} was deleted and waits to be taken off the site: add it to unpublish',
  'release.notPublished':
    '{item} is not on the site, so it cannot be unpublished',
  'release.item': '{kind} “{title}” (#{id})',
  'release.itemById': '{kind} #{id}',
  'release.fail.draftGone': 'its draft is no longer in this release',
  'release.fail.itemGone': 'it no longer exists',
  'release.failReason': '{item}: {reason}',
  'release.log.done':
    'Release “{name}” went live at {ranAt} ({timeZone}) as planned for {publishAt}: {count} items',
  'release.log.late':
    'Release “{name}” went live LATE at {ranAt} ({timeZone}): it was due at {publishAt}, when no server ran it; {count} items',
  'release.log.failed':
    'Release “{name}” failed and nothing of it went live: {reason}',
};

type Keys = keyof typeof releaseEn;

export const releaseZhCN: Record<Keys, string> = {
  'operTitle.release': '发布批次',
  'release.field.releaseName': '批次名称',
  'release.field.publishAt': '发布时间',
  'release.field.items': '内容',
  'release.field.item': '内容',
  'release.field.releaseId': '发布批次',
  'release.field.action': '操作',
  'release.status.open': '未排期',
  'release.status.scheduled': '已排期',
  'release.status.running': '发布中',
  'release.status.done': '已完成',
  'release.status.cancelled': '已取消',
  'release.status.failed': '失败',
  'release.kind.navigation': '栏目',
  'release.kind.navRecord': '导航文案',
  'release.kind.record': '文案记录',
  'release.kind.recordItem': '记录子项',
  'release.kind.product': '产品',
  'release.kind.productItem': '产品子项',
  'release.publishAtInvalid': '发布时间须为 YYYY-MM-DD HH:mm:ss 格式的日期时间',
  'release.timePassed':
    '发布时间 {publishAt}（{timeZone}）已过，请选择更晚的时间',
  'release.noItems': '没有内容的发布批次不能排期',
  'release.notEditable':
    '发布批次“{name}”{status}：只有未排期或已排期的批次可以修改',
  'release.notSchedulable':
    '发布批次“{name}”{status}：只有未排期的批次可以排期',
  'release.notCancellable':
    '发布批次“{name}”{status}：只有未排期或已排期的批次可以取消',
  'release.notDeletable': '发布批次“{name}”{status}：请先取消再删除',
  'release.itemMissing': '{kind} #{id} 不存在',
  'release.itemTwice': '{item} 在批次中出现了两次',
  'release.noDraft': '{item} 没有可发布的草稿',
  'release.draftScheduled': '{item} 已在另一个发布批次中',
  'release.inOtherRelease': '{item} 已在发布批次“{release}”中',
  'release.unpublishDraft': '{item} 已删除，正等待从站点下线：请以下线操作加入',
  'release.notPublished': '{item} 不在站点上，无法下线',
  'release.item': '{kind}“{title}”（#{id}）',
  'release.itemById': '{kind} #{id}',
  'release.fail.draftGone': '其草稿已不在本批次中',
  'release.fail.itemGone': '该内容已不存在',
  'release.failReason': '{item}：{reason}',
  'release.log.done':
    '发布批次“{name}”按计划（{publishAt}）于 {ranAt}（{timeZone}）上线：{count} 项内容',
  'release.log.late':
    '发布批次“{name}”延迟上线：预定 {publishAt}，当时没有服务器运行，实际于 {ranAt}（{timeZone}）上线；{count} 项内容',
  'release.log.failed': '发布批次“{name}”失败，全部未上线：{reason}',
};

export const releaseJa: Record<Keys, string> = {
  'operTitle.release': 'リリース',
  'release.field.releaseName': 'リリース名',
  'release.field.publishAt': '公開日時',
  'release.field.items': '項目',
  'release.field.item': '項目',
  'release.field.releaseId': 'リリース',
  'release.field.action': '操作',
  'release.status.open': '未予約',
  'release.status.scheduled': '予約済み',
  'release.status.running': '公開中',
  'release.status.done': '完了',
  'release.status.cancelled': '取り消し',
  'release.status.failed': '失敗',
  'release.kind.navigation': 'カテゴリ',
  'release.kind.navRecord': 'カテゴリ本文',
  'release.kind.record': '記事',
  'release.kind.recordItem': '記事項目',
  'release.kind.product': '製品',
  'release.kind.productItem': '製品項目',
  'release.publishAtInvalid':
    '公開日時は YYYY-MM-DD HH:mm:ss 形式の日時で入力してください',
  'release.timePassed':
    '公開日時 {publishAt}（{timeZone}）は過ぎています。これから先の日時を選んでください',
  'release.noItems': '項目のないリリースは予約できません',
  'release.notEditable':
    'リリース「{name}」は{status}です。変更できるのは未予約か予約済みのリリースだけです',
  'release.notSchedulable':
    'リリース「{name}」は{status}です。予約できるのは未予約のリリースだけです',
  'release.notCancellable':
    'リリース「{name}」は{status}です。取り消せるのは未予約か予約済みのリリースだけです',
  'release.notDeletable':
    'リリース「{name}」は{status}です。取り消してから削除してください',
  'release.itemMissing': '{kind} #{id} は存在しません',
  'release.itemTwice': '{item}がリリースに2回含まれています',
  'release.noDraft': '{item}には公開する下書きがありません',
  'release.draftScheduled': '{item}はすでに別のリリースに入っています',
  'release.inOtherRelease': '{item}はすでにリリース「{release}」に入っています',
  'release.unpublishDraft':
    '{item}は削除され、サイトからの取り下げを待っています。取り下げとして追加してください',
  'release.notPublished':
    '{item}はサイトに公開されていないため、取り下げられません',
  'release.item': '{kind}「{title}」（#{id}）',
  'release.itemById': '{kind} #{id}',
  'release.fail.draftGone': '下書きがこのリリースにありません',
  'release.fail.itemGone': 'コンテンツがもう存在しません',
  'release.failReason': '{item}：{reason}',
  'release.log.done':
    'リリース「{name}」は予定（{publishAt}）どおり {ranAt}（{timeZone}）に公開されました：{count} 件',
  'release.log.late':
    'リリース「{name}」は遅れて公開されました：予定は {publishAt} でしたが、その時刻に動いているサーバーがなく、{ranAt}（{timeZone}）に公開されました；{count} 件',
  'release.log.failed':
    'リリース「{name}」は失敗し、何も公開されていません：{reason}',
};
