/**
 * Server messages of the lockout after wrong passwords (services/lockout.ts),
 * spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const lockoutEn = {
  'user.password.retryCount': 'Wrong password {count} time(s)',
  'user.password.locked':
    'Wrong password {count} times, account locked for {minutes} minutes',
  'user.account.locked':
    'Wrong passwords from several addresses: the account is locked for {minutes} minutes',
};

type Keys = keyof typeof lockoutEn;

export const lockoutZhCN: Record<Keys, string> = {
  'user.password.retryCount': '密码输入错误{count}次',
  'user.password.locked': '密码输入错误{count}次，帐户锁定{minutes}分钟',
  'user.account.locked': '多个地址密码输入错误，帐户锁定{minutes}分钟',
};

export const lockoutJa: Record<Keys, string> = {
  'user.password.retryCount': 'パスワードを{count}回間違えました',
  'user.password.locked':
    'パスワードを{count}回間違えたため、アカウントを{minutes}分間ロックしました',
  'user.account.locked':
    '複数のアドレスからパスワードの誤りが続いたため、アカウントを{minutes}分間ロックしました',
};
