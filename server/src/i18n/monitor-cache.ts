/**
 * Server messages of online users, cache monitor and cache list (`/monitor/online`, `/monitor/cache`),
 * spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const monitorCacheEn = {};

type Keys = keyof typeof monitorCacheEn;

export const monitorCacheZhCN: Record<Keys, string> = {};

export const monitorCacheJa: Record<Keys, string> = {};
