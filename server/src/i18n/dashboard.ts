/**
 * Server messages of the dashboard figures and charts (`/dashboard/*`),
 * spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const dashboardEn = {};

type Keys = keyof typeof dashboardEn;

export const dashboardZhCN: Record<Keys, string> = {};

export const dashboardJa: Record<Keys, string> = {};
