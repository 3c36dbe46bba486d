/**
 * Server messages of server monitor and data monitor (`/monitor/server`, `/monitor/data`),
 * spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const monitorServerEn = {};

type Keys = keyof typeof monitorServerEn;

export const monitorServerZhCN: Record<Keys, string> = {};

export const monitorServerJa: Record<Keys, string> = {};
