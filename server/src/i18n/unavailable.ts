/**
 * Messages for a server that cannot serve now: rate-limited, or a
 * backing service down (Redis, PostgreSQL, a full disk: plugins/app/unavailable.ts,
 * services/infra/files.ts). Spread into en.ts, zh-CN.ts and ja.ts.
 */
export const unavailableEn = {
  'error.rateLimited': 'Too many requests, please try again later',
  'error.storeUnavailable':
    'The session store is temporarily unavailable, please try again in a moment',
  'error.databaseUnavailable':
    'The database is temporarily unavailable, please try again in a moment',
  'upload.diskFull':
    'The server has no room left to store the file; nothing was stored. Please tell the administrator',
};

type Keys = keyof typeof unavailableEn;

export const unavailableZhCN: Record<Keys, string> = {
  'error.rateLimited': '访问过于频繁，请稍候再试',
  'error.storeUnavailable': '会话存储暂时不可用，请稍后再试',
  'error.databaseUnavailable': '数据库暂时不可用，请稍后再试',
  'upload.diskFull': '服务器存储空间不足，文件未保存，请联系管理员',
};

export const unavailableJa: Record<Keys, string> = {
  'error.rateLimited':
    'リクエストが多すぎます。しばらくしてから再試行してください',
  'error.storeUnavailable':
    'セッションストアが一時的に利用できません。しばらくしてからもう一度お試しください',
  'error.databaseUnavailable':
    'データベースが一時的に利用できません。しばらくしてからもう一度お試しください',
  'upload.diskFull':
    'サーバーの保存領域が不足しているため、ファイルは保存されませんでした。管理者に連絡してください',
};
