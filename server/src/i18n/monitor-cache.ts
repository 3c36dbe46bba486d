/**
 * Server messages of online users, cache monitor and cache list (`/monitor/online`, `/monitor/cache`),
 * spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const monitorCacheEn = {
  'online.notFound': 'This session has already ended',
  'cache.unknownName': 'Unknown cache name: {name}',
  'cache.unknownKey': 'Key {key} belongs to no cache name',
  'cache.name.loginTokens': 'User sessions',
  'cache.name.sysConfig': 'Parameters',
  'cache.name.sysDict': 'Dictionaries',
  'cache.name.captchaCodes': 'Captcha answers',
  'cache.name.repeatSubmit': 'Repeat-submit guard (not used by this server)',
  'cache.name.rateLimit': 'Rate limits',
  'cache.name.rateLimitInProcess':
    'Rate limits (kept by the limiter itself without Redis)',
  'cache.name.pwdErrCnt': 'Wrong passwords (login lockouts)',
  'cache.name.siteForm': 'Contact form tokens',
  'cache.name.siteContact': 'Enquiries per address',
  'cache.name.siteView': 'Record views counted',
  'cache.name.issueSlots': 'Captcha and form slots (oldest replaced first)',
  'cache.name.listTotal': 'List totals',
  'cache.name.access': 'Access of signed-in users',
  'cache.name.listPage': 'List pages',
};

type Keys = keyof typeof monitorCacheEn;

export const monitorCacheZhCN: Record<Keys, string> = {
  'online.notFound': '该会话已结束',
  'cache.unknownName': '未知的缓存名称：{name}',
  'cache.unknownKey': '键 {key} 不属于任何缓存名称',
  'cache.name.loginTokens': '用户信息',
  'cache.name.sysConfig': '配置信息',
  'cache.name.sysDict': '数据字典',
  'cache.name.captchaCodes': '验证码',
  'cache.name.repeatSubmit': '防重提交（本服务器未使用）',
  'cache.name.rateLimit': '限流处理',
  'cache.name.rateLimitInProcess':
    '限流处理（未使用 Redis 时由限流器自行保存）',
  'cache.name.pwdErrCnt': '密码错误次数（登录锁定）',
  'cache.name.siteForm': '联系表单令牌',
  'cache.name.siteContact': '按地址的咨询次数',
  'cache.name.siteView': '已计数的记录浏览',
  'cache.name.issueSlots': '验证码与表单槽位（最旧的先被替换）',
  'cache.name.listTotal': '列表总数',
  'cache.name.access': '登录用户的权限',
  'cache.name.listPage': '列表分页',
};

export const monitorCacheJa: Record<Keys, string> = {
  'online.notFound': 'このセッションは既に終了しています',
  'cache.unknownName': '不明なキャッシュ名：{name}',
  'cache.unknownKey': 'キー {key} はどのキャッシュ名にも属しません',
  'cache.name.loginTokens': 'ユーザーセッション',
  'cache.name.sysConfig': 'パラメータ設定',
  'cache.name.sysDict': '辞書データ',
  'cache.name.captchaCodes': 'キャプチャの答え',
  'cache.name.repeatSubmit': '重複送信防止（このサーバーでは未使用）',
  'cache.name.rateLimit': 'アクセス制限',
  'cache.name.rateLimitInProcess':
    'アクセス制限（Redis なしでは制限機能が自身で保持）',
  'cache.name.pwdErrCnt': 'パスワード誤り回数（ログインロック）',
  'cache.name.siteForm': 'お問い合わせフォームのトークン',
  'cache.name.siteContact': 'アドレスごとのお問い合わせ数',
  'cache.name.siteView': '集計済みの記事閲覧',
  'cache.name.issueSlots':
    'キャプチャとフォームの保管枠（古いものから置き換え）',
  'cache.name.listTotal': '一覧の件数',
  'cache.name.access': 'ログイン中のユーザーの権限',
  'cache.name.listPage': '一覧のページ',
};
