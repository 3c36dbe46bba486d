/**
 * Server messages of the dashboard figures and charts (`/dashboard/*`),
 * spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const dashboardEn = {
  'dashboard.field.signInDays': 'Sign-in chart days',
};

type Keys = keyof typeof dashboardEn;

export const dashboardZhCN: Record<Keys, string> = {
  'dashboard.field.signInDays': '登录图表天数',
};

export const dashboardJa: Record<Keys, string> = {
  'dashboard.field.signInDays': 'ログイン図の日数',
};
