import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';
import type { ApiData } from '@/types/openapi';

/**
 * GET /monitor/server `data`: RuoYi's blocks plus `node`. cpu in percent of
 * all cores over a short sample; mem in GB; jvm is the Node runtime in
 * RuoYi's JVM shape (heap in MB).
 */
export type ServerInfo = ApiData<'/monitor/server'>;

export type SysFile = ServerInfo['sysFiles'][number];

/** Sizes in MB, delays in ms, uptime in seconds. */
export type NodeRuntime = ServerInfo['node'];

/** GET /monitor/server */
export function getServer() {
  return request<AjaxResult<ServerInfo>>({
    url: '/monitor/server',
    method: 'get',
  });
}
