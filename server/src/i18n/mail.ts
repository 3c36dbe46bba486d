/**
 * Server messages of mail (`/system/mail`, `/monitor/mail` and the outbox
 * worker), spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const mailEn = {
  'operTitle.mailSetting': 'Mail settings',
  'operTitle.mailOutbox': 'Mail outbox',
  'mail.field.host': 'SMTP host',
  'mail.field.port': 'Port',
  'mail.field.tlsMode': 'Encryption',
  'mail.field.username': 'User name',
  'mail.field.password': 'Password',
  'mail.field.sender': 'Sender address',
  'mail.field.senderName': 'Sender name',
  'mail.field.to': 'Recipient',
  'mail.field.templateKey': 'Template',
  'mail.field.subject': 'Subject',
  'mail.field.body': 'Body',
  'mail.badAddress': 'Not a single e-mail address: {address}',
  'mail.senderInvalid': 'The sender address must be an e-mail address',
  'mail.notConfigured':
    'SMTP is not configured: enter the host and the sender address in Mail settings',
  'mail.testSubject': 'Test mail from {system}',
  'mail.testBody':
    'This is a test mail sent from Mail settings. If you can read it, the SMTP settings work.',
  'mail.testSent': 'Test mail sent to {to}',
  'mail.testFailed': 'The test mail could not be sent: {error}',
  'mail.testTooMany': 'Too many test mails: wait a minute and try again',
  'mail.templateUnknown': 'Unknown mail template: {key}',
  'mail.placeholderNotAllowed':
    'The placeholder {name} cannot be used in this template (allowed: {allowed})',
  'mail.subjectPlaceholderNotAllowed':
    'The placeholder {name} cannot be used in this subject (allowed: {allowed})',
  'mail.subjectOneLine': 'The subject must be one line',
  'mail.resent': '{count} mails queued to be sent again',
};

type Keys = keyof typeof mailEn;

export const mailZhCN: Record<Keys, string> = {
  'operTitle.mailSetting': '邮件设置',
  'operTitle.mailOutbox': '邮件发件箱',
  'mail.field.host': 'SMTP 服务器',
  'mail.field.port': '端口',
  'mail.field.tlsMode': '加密方式',
  'mail.field.username': '用户名',
  'mail.field.password': '密码',
  'mail.field.sender': '发件人地址',
  'mail.field.senderName': '发件人名称',
  'mail.field.to': '收件人',
  'mail.field.templateKey': '模板',
  'mail.field.subject': '主题',
  'mail.field.body': '正文',
  'mail.badAddress': '不是单个邮箱地址：{address}',
  'mail.senderInvalid': '发件人地址必须是邮箱地址',
  'mail.notConfigured': '尚未配置 SMTP：请在邮件设置中填写服务器和发件人地址',
  'mail.testSubject': '来自 {system} 的测试邮件',
  'mail.testBody':
    '这是从邮件设置发送的测试邮件。能看到这封邮件，说明 SMTP 设置可以使用。',
  'mail.testSent': '测试邮件已发送至 {to}',
  'mail.testFailed': '测试邮件发送失败：{error}',
  'mail.testTooMany': '测试邮件发送过于频繁，请一分钟后再试',
  'mail.templateUnknown': '未知的邮件模板：{key}',
  'mail.placeholderNotAllowed':
    '此模板不能使用占位符 {name}（可用：{allowed}）',
  'mail.subjectPlaceholderNotAllowed':
    '此主题不能使用占位符 {name}（可用：{allowed}）',
  'mail.subjectOneLine': '主题只能有一行',
  'mail.resent': '已将 {count} 封邮件重新加入发送队列',
};

export const mailJa: Record<Keys, string> = {
  'operTitle.mailSetting': 'メール設定',
  'operTitle.mailOutbox': 'メール送信キュー',
  'mail.field.host': 'SMTP サーバー',
  'mail.field.port': 'ポート',
  'mail.field.tlsMode': '暗号化',
  'mail.field.username': 'ユーザー名',
  'mail.field.password': 'パスワード',
  'mail.field.sender': '送信元アドレス',
  'mail.field.senderName': '送信者名',
  'mail.field.to': '宛先',
  'mail.field.templateKey': 'テンプレート',
  'mail.field.subject': '件名',
  'mail.field.body': '本文',
  'mail.badAddress': '1 つのメールアドレスではありません：{address}',
  'mail.senderInvalid': '送信元アドレスはメールアドレスで入力してください',
  'mail.notConfigured':
    'SMTP が設定されていません。メール設定でサーバーと送信元アドレスを入力してください',
  'mail.testSubject': '{system} からのテストメール',
  'mail.testBody':
    'メール設定から送信したテストメールです。このメールが届いていれば、SMTP の設定は使えます。',
  'mail.testSent': '{to} にテストメールを送信しました',
  'mail.testFailed': 'テストメールを送信できませんでした：{error}',
  'mail.testTooMany':
    'テストメールの送信が多すぎます。1 分ほど待ってからやり直してください',
  'mail.templateUnknown': '不明なメールテンプレートです：{key}',
  'mail.placeholderNotAllowed':
    'プレースホルダー {name} はこのテンプレートでは使えません（使えるもの：{allowed}）',
  'mail.subjectPlaceholderNotAllowed':
    'プレースホルダー {name} はこの件名では使えません（使えるもの：{allowed}）',
  'mail.subjectOneLine': '件名は 1 行で入力してください',
  'mail.resent': '{count} 件のメールを再送キューに入れました',
};
