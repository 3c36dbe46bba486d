/**
 * The seeded parameters' names and remarks, kept as keys (migration 0023,
 * services/stored-text.ts) and shown in the reader's language. Spread into
 * the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const configTextsEn = {
  'configName.sys.index.skinName': 'Main frame - default skin',
  'configName.sys.user.initPassword': 'User - initial password',
  'configName.sys.index.sideTheme': 'Main frame - sidebar theme',
  'configName.sys.account.captchaEnabled': 'Account - captcha enabled',
  'configName.sys.account.registerUser': 'Account - self registration',
  'configName.sys.login.blackIPList': 'Login - IP blacklist',
  'configName.sys.login.maxRetryCount': 'Login - max password retries',
  'configName.sys.login.lockTime': 'Login - lock time (minutes)',
  'configName.sys.login.accountLockIps':
    'Login - addresses that lock the account',
  'configName.sys.login.accountLockTime': 'Login - account lock time (minutes)',
  'configName.sys.site.baseUrl': 'Site - public base URL',
  'configName.sys.site.timeZone': 'Site - time zone',
  'configName.sys.content.revisionDays': 'Content - revision retention (days)',
  'configName.sys.contact.autoReplyMinutes':
    'Enquiries - auto-reply interval (minutes)',
  'configName.sys.contact.retentionDays': 'Enquiries - retention (days)',
  'configName.sys.contact.responseTargetHours':
    'Enquiries - response target (hours)',
  'configName.sys.mail.maxAttempts': 'Mail - send attempts',
  'configName.sys.media.quotaMb': 'Media - storage quota (MB)',
  'configName.sys.media.maxImageMb': 'Media - largest image (MB)',
  'configName.sys.media.maxDocumentMb': 'Media - largest document (MB)',
  'configName.sys.media.maxVideoMb': 'Media - largest video or audio (MB)',
  'configRemark.sys.index.skinName':
    'skin-blue, skin-green, skin-purple, skin-red, skin-yellow',
  'configRemark.sys.user.initPassword': 'initial password 123456',
  'configRemark.sys.index.sideTheme': 'theme-dark, theme-light',
  'configRemark.sys.account.captchaEnabled': 'true = on, false = off',
  'configRemark.sys.account.registerUser': 'true = on, false = off',
  'configRemark.sys.login.blackIPList':
    'semicolon-separated; * wildcard and CIDR allowed',
  'configRemark.sys.login.maxRetryCount':
    'wrong passwords before the account is locked',
  'configRemark.sys.login.lockTime': 'minutes an account stays locked',
  'configRemark.sys.login.accountLockIps':
    'wrong passwords from this many different addresses lock the account for every address',
  'configRemark.sys.login.accountLockTime':
    'minutes an account locked for every address stays locked',
  'configRemark.sys.site.timeZone':
    'IANA time zone in which release times are entered and shown',
  'configRemark.sys.content.revisionDays':
    'revisions older than this are deleted by the clean-up job; each item keeps its newest',
  'configRemark.sys.contact.autoReplyMinutes':
    'at most one automatic reply per address in this many minutes',
  'configRemark.sys.contact.retentionDays':
    'enquiries and their mails older than this are anonymised by the clean-up job; the privacy page states it',
  'configRemark.sys.contact.responseTargetHours':
    'the dashboard compares the median response time with it; the thank-you page promises it',
  'configRemark.sys.mail.maxAttempts':
    'a mail is retried with growing pauses until this many attempts have failed',
  'configRemark.sys.media.quotaMb':
    "uploads are refused once the library's files would take more than this",
  'configRemark.sys.media.maxImageMb': 'largest image file accepted',
  'configRemark.sys.media.maxDocumentMb':
    'largest document, text or archive accepted',
  'configRemark.sys.media.maxVideoMb':
    'largest video or audio file accepted (never more than the upload limit of 50 MB)',
  'configRemark.sys.site.baseUrl':
    "the public site's address without a path, e.g. https://www.example.com; empty = env PUBLIC_BASE_URL, else http://localhost:<PORT>",
};

type Keys = keyof typeof configTextsEn;

export const configTextsZhCN: Record<Keys, string> = {
  'configName.sys.index.skinName': '主框架页-默认皮肤样式名称',
  'configName.sys.user.initPassword': '用户管理-账号初始密码',
  'configName.sys.index.sideTheme': '主框架页-侧边栏主题',
  'configName.sys.account.captchaEnabled': '账号自助-验证码开关',
  'configName.sys.account.registerUser': '账号自助-是否开启用户注册功能',
  'configName.sys.login.blackIPList': '用户登录-黑名单列表',
  'configName.sys.login.maxRetryCount': '用户登录-密码最大错误次数',
  'configName.sys.login.lockTime': '用户登录-锁定时间（分钟）',
  'configName.sys.login.accountLockIps': '用户登录-锁定账号的地址数',
  'configName.sys.login.accountLockTime': '用户登录-账号锁定时间（分钟）',
  'configName.sys.site.baseUrl': '公开站点-公开地址',
  'configName.sys.site.timeZone': '公开站点-时区',
  'configName.sys.content.revisionDays': '内容-修订保留天数',
  'configName.sys.contact.autoReplyMinutes': '咨询-自动回复间隔（分钟）',
  'configName.sys.contact.retentionDays': '咨询-保留天数',
  'configName.sys.contact.responseTargetHours': '咨询-答复目标（小时）',
  'configName.sys.mail.maxAttempts': '邮件-发送尝试次数',
  'configName.sys.media.quotaMb': '媒体-存储配额（MB）',
  'configName.sys.media.maxImageMb': '媒体-图片大小上限（MB）',
  'configName.sys.media.maxDocumentMb': '媒体-文档大小上限（MB）',
  'configName.sys.media.maxVideoMb': '媒体-视频/音频大小上限（MB）',
  'configRemark.sys.index.skinName':
    '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow',
  'configRemark.sys.user.initPassword': '初始化密码 123456',
  'configRemark.sys.index.sideTheme':
    '深色主题 theme-dark，浅色主题 theme-light',
  'configRemark.sys.account.captchaEnabled': 'true 开启，false 关闭',
  'configRemark.sys.account.registerUser': 'true 开启，false 关闭',
  'configRemark.sys.login.blackIPList':
    '多个用分号分隔，支持通配符 * 和网段（CIDR）',
  'configRemark.sys.login.maxRetryCount': '密码错误达到此次数后锁定账号',
  'configRemark.sys.login.lockTime': '账号锁定的分钟数',
  'configRemark.sys.login.accountLockIps':
    '来自这么多个不同地址的密码错误会对所有地址锁定账号',
  'configRemark.sys.login.accountLockTime':
    '对所有地址锁定的账号保持锁定的分钟数',
  'configRemark.sys.site.timeZone': '发布时间的输入和显示所用的 IANA 时区',
  'configRemark.sys.content.revisionDays':
    '早于此天数的修订由清理任务删除；每项内容保留最新的一条',
  'configRemark.sys.contact.autoReplyMinutes':
    '同一地址在此分钟数内最多收到一封自动回复',
  'configRemark.sys.contact.retentionDays':
    '早于此天数的咨询及其邮件由清理任务匿名化；隐私政策页面注明此期限',
  'configRemark.sys.contact.responseTargetHours':
    '仪表盘将答复时间的中位数与之比较；感谢页面据此承诺答复时间',
  'configRemark.sys.mail.maxAttempts':
    '邮件发送失败后按递增间隔重试，直到失败达到此次数',
  'configRemark.sys.media.quotaMb': '媒体库文件总量超过此值时拒绝上传',
  'configRemark.sys.media.maxImageMb': '可接受的最大图片文件',
  'configRemark.sys.media.maxDocumentMb': '可接受的最大文档、文本或压缩包',
  'configRemark.sys.media.maxVideoMb':
    '可接受的最大视频或音频文件（不超过 50 MB 的上传上限）',
  'configRemark.sys.site.baseUrl':
    '公开站点的地址，不含路径，例如 https://www.example.com；为空时取环境变量 PUBLIC_BASE_URL，否则为 http://localhost:<PORT>',
};

export const configTextsJa: Record<Keys, string> = {
  'configName.sys.index.skinName': 'メイン画面 - 既定のスキン',
  'configName.sys.user.initPassword': 'ユーザー - 初期パスワード',
  'configName.sys.index.sideTheme': 'メイン画面 - サイドバーのテーマ',
  'configName.sys.account.captchaEnabled': 'アカウント - 認証コードの有効化',
  'configName.sys.account.registerUser': 'アカウント - ユーザー登録の受付',
  'configName.sys.login.blackIPList': 'ログイン - 拒否するIPアドレス',
  'configName.sys.login.maxRetryCount': 'ログイン - パスワード誤りの上限回数',
  'configName.sys.login.lockTime': 'ログイン - ロック時間（分）',
  'configName.sys.login.accountLockIps':
    'ログイン - アカウントをロックするアドレス数',
  'configName.sys.login.accountLockTime':
    'ログイン - アカウントのロック時間（分）',
  'configName.sys.site.baseUrl': 'サイト - 公開URL',
  'configName.sys.site.timeZone': 'サイト - タイムゾーン',
  'configName.sys.content.revisionDays': 'コンテンツ - リビジョン保存日数',
  'configName.sys.contact.autoReplyMinutes':
    'お問い合わせ - 自動返信の間隔（分）',
  'configName.sys.contact.retentionDays': 'お問い合わせ - 保存期間（日）',
  'configName.sys.contact.responseTargetHours':
    'お問い合わせ - 回答目標（時間）',
  'configName.sys.mail.maxAttempts': 'メール - 送信試行回数',
  'configName.sys.media.quotaMb': 'メディア - 保存容量の上限（MB）',
  'configName.sys.media.maxImageMb': 'メディア - 画像の最大サイズ（MB）',
  'configName.sys.media.maxDocumentMb': 'メディア - 文書の最大サイズ（MB）',
  'configName.sys.media.maxVideoMb': 'メディア - 動画・音声の最大サイズ（MB）',
  'configRemark.sys.index.skinName':
    'skin-blue、skin-green、skin-purple、skin-red、skin-yellow',
  'configRemark.sys.user.initPassword': '初期パスワード 123456',
  'configRemark.sys.index.sideTheme': 'theme-dark（濃色）、theme-light（淡色）',
  'configRemark.sys.account.captchaEnabled': 'true で有効、false で無効',
  'configRemark.sys.account.registerUser': 'true で受付、false で停止',
  'configRemark.sys.login.blackIPList':
    'セミコロン区切り。ワイルドカード * とCIDR表記が使えます',
  'configRemark.sys.login.maxRetryCount':
    'この回数パスワードを誤るとアカウントをロックします',
  'configRemark.sys.login.lockTime': 'アカウントをロックしておく分数',
  'configRemark.sys.login.accountLockIps':
    'この数の異なるアドレスからパスワードを誤ると、すべてのアドレスに対してアカウントをロックします',
  'configRemark.sys.login.accountLockTime':
    'すべてのアドレスに対してロックしたアカウントのロックを続ける分数',
  'configRemark.sys.site.timeZone':
    'リリース日時の入力と表示に使う IANA タイムゾーン',
  'configRemark.sys.content.revisionDays':
    'これより古いリビジョンは整理ジョブが削除します。各コンテンツの最新の1件は残ります',
  'configRemark.sys.contact.autoReplyMinutes':
    '同じアドレスへの自動返信はこの分数に1通まで',
  'configRemark.sys.contact.retentionDays':
    'これより古いお問い合わせとそのメールは整理ジョブで匿名化されます。プライバシーポリシーに記載されます',
  'configRemark.sys.contact.responseTargetHours':
    'ダッシュボードは回答時間の中央値をこれと比べます。送信完了ページはこれをもとに回答の目安を案内します',
  'configRemark.sys.mail.maxAttempts':
    '送信に失敗したメールは、失敗がこの回数に達するまで間隔を延ばしながら再試行されます',
  'configRemark.sys.media.quotaMb':
    'ライブラリのファイルの合計がこの値を超えるアップロードは受け付けません',
  'configRemark.sys.media.maxImageMb': '受け付ける画像ファイルの最大サイズ',
  'configRemark.sys.media.maxDocumentMb':
    '受け付ける文書・テキスト・アーカイブの最大サイズ',
  'configRemark.sys.media.maxVideoMb':
    '受け付ける動画・音声ファイルの最大サイズ（アップロード上限の 50 MB を超えません）',
  'configRemark.sys.site.baseUrl':
    '公開サイトのアドレス（パスなし、例：https://www.example.com）。空のときは環境変数 PUBLIC_BASE_URL、それもなければ http://localhost:<PORT>',
};
