/**
 * Server messages of working an enquiry (`/project/contacts`: status,
 * assignee, notes, replies by mail, history, export), spread into the
 * catalogues of en.ts, zh-CN.ts and ja.ts. Status labels are the dictionary's
 * (`dict.project_contact_status.*`).
 */
export const contactWorkEn = {
  'contact.field.status': 'Status',
  'contact.field.assignee': 'Assignee',
  'contact.field.answeredTime': 'First answered',
  'contact.field.note': 'Internal note',
  'contact.field.reply': 'Reply',
  'contact.status.already': 'The enquiry is already {status}',
  'contact.status.refused': 'An enquiry that is {from} cannot be set to {to}',
  'contact.assignee.inactive':
    'The assignee must be a user who is enabled and not deleted',
  'contact.reply.closed':
    'The enquiry is closed: reopen it before replying to the visitor',
  'contact.reply.anonymised':
    'The visitor’s details of this enquiry were removed after the retention period: it can no longer be answered by mail',
};

type Keys = keyof typeof contactWorkEn;

export const contactWorkZhCN: Record<Keys, string> = {
  'contact.field.status': '状态',
  'contact.field.assignee': '负责人',
  'contact.field.answeredTime': '首次答复时间',
  'contact.field.note': '内部记录',
  'contact.field.reply': '答复内容',
  'contact.status.already': '该咨询已经是「{status}」状态',
  'contact.status.refused': '「{from}」的咨询不能改为「{to}」',
  'contact.assignee.inactive': '负责人必须是已启用且未删除的用户',
  'contact.reply.closed': '该咨询已关闭：请先重新打开再答复访客',
  'contact.reply.anonymised':
    '该咨询的访客信息已在保存期限后删除，无法再通过邮件答复',
};

export const contactWorkJa: Record<Keys, string> = {
  'contact.field.status': 'ステータス',
  'contact.field.assignee': '担当者',
  'contact.field.answeredTime': '初回回答日時',
  'contact.field.note': '社内メモ',
  'contact.field.reply': '返信内容',
  'contact.status.already': 'このお問い合わせはすでに「{status}」です',
  'contact.status.refused':
    '「{from}」のお問い合わせを「{to}」にすることはできません',
  'contact.assignee.inactive':
    '担当者には、有効で削除されていないユーザーを指定してください',
  'contact.reply.closed':
    'このお問い合わせは完了しています。返信するには対応中に戻してください',
  'contact.reply.anonymised':
    'このお問い合わせは保存期間を過ぎて個人情報が削除されているため、メールで返信できません',
};
