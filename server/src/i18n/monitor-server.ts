/**
 * Server messages of server monitor and data monitor (`/monitor/server`, `/monitor/data`),
 * spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const monitorServerEn = {
  'monitor.server.runTime': '{days} d {hours} h {minutes} min',
  'monitor.data.statsReset': 'Query statistics reset',
};

type Keys = keyof typeof monitorServerEn;

export const monitorServerZhCN: Record<Keys, string> = {
  'monitor.server.runTime': '{days}天{hours}小时{minutes}分钟',
  'monitor.data.statsReset': '查询统计已重置',
};

export const monitorServerJa: Record<Keys, string> = {
  'monitor.server.runTime': '{days}日{hours}時間{minutes}分',
  'monitor.data.statsReset': 'クエリ統計をリセットしました',
};
