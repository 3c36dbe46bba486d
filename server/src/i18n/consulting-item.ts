/**
 * Server messages of the consulting items (`/project/consultingItem`) and of
 * the enquiry retention task, spread into the catalogues of en.ts, zh-CN.ts
 * and ja.ts.
 */
export const consultingItemEn = {
  'operTitle.consultingItem': 'Consulting item',
  'consultingItem.field.itemId': 'Item ID',
  'consultingItem.field.itemName': 'Item name',
  'consultingItem.field.deptId': 'Department',
  'consultingItem.nameExists':
    "Failed to save consulting item '{name}': the name already exists",
  'consultingItem.inUse':
    "Consulting item '{name}' cannot be deleted: {count} enquiries are about it. Disable it instead, so the form no longer offers it.",
  'consultingItem.recipientInvalid':
    'Only enabled users with an e-mail address can receive enquiries: {names}',
  'job.task.purgeExpired':
    'Anonymise enquiries older than the parameter sys.contact.retentionDays, with their mails and the texts of their notes and replies',
  'job.result.purgeExpired':
    'anonymised {count} enquiries older than {days} days and deleted {mails} of their mails',
};

type Keys = keyof typeof consultingItemEn;

export const consultingItemZhCN: Record<Keys, string> = {
  'operTitle.consultingItem': '咨询项目',
  'consultingItem.field.itemId': '项目编号',
  'consultingItem.field.itemName': '项目名称',
  'consultingItem.field.deptId': '所属部门',
  'consultingItem.nameExists': "保存咨询项目'{name}'失败，项目名称已存在",
  'consultingItem.inUse':
    "咨询项目'{name}'已有{count}条咨询记录，不能删除。请改为停用，表单将不再提供该项目。",
  'consultingItem.recipientInvalid':
    '只有已启用且填写了邮箱的用户才能接收咨询通知：{names}',
  'job.task.purgeExpired':
    '匿名化超过参数 sys.contact.retentionDays 天的咨询记录，并删除其邮件及备注、回复的内容',
  'job.result.purgeExpired':
    '已匿名化 {count} 条超过 {days} 天的咨询记录，删除了 {mails} 封相关邮件',
};

export const consultingItemJa: Record<Keys, string> = {
  'operTitle.consultingItem': '相談項目',
  'consultingItem.field.itemId': '項目ID',
  'consultingItem.field.itemName': '項目名',
  'consultingItem.field.deptId': '担当部門',
  'consultingItem.nameExists':
    '相談項目「{name}」を保存できません：項目名はすでに存在します',
  'consultingItem.inUse':
    '相談項目「{name}」には{count}件のお問い合わせがあるため削除できません。代わりに無効にすると、フォームに表示されなくなります。',
  'consultingItem.recipientInvalid':
    'お問い合わせの通知先にできるのは、有効でメールアドレスのあるユーザーだけです：{names}',
  'job.task.purgeExpired':
    'パラメータ sys.contact.retentionDays の日数を過ぎたお問い合わせを匿名化し、そのメールとメモ・返信の本文を削除します',
  'job.result.purgeExpired':
    '{days}日を過ぎたお問い合わせ{count}件を匿名化し、そのメール{mails}通を削除しました',
};
