/**
 * Server messages of scheduled jobs and job log (`/monitor/job`, `/monitor/jobLog`) and the task registry,
 * spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const monitorJobEn = {};

type Keys = keyof typeof monitorJobEn;

export const monitorJobZhCN: Record<Keys, string> = {};

export const monitorJobJa: Record<Keys, string> = {};
