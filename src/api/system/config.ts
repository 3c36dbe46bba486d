import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { ConfigQuery, SysConfig } from '@/types/system';

export const CONFIG_EXPORT_URL = '/system/config/export';

/** GET /system/config/list */
export function listConfig(query?: ConfigQuery) {
  return request<TableDataInfo<SysConfig>>({
    url: '/system/config/list',
    method: 'get',
    params: query,
  });
}

/** GET /system/config/{configId} */
export function getConfig(configId: number | string) {
  return request<AjaxResult<SysConfig>>({
    url: `/system/config/${configId}`,
    method: 'get',
  });
}

/** GET /system/config/configKey/{key}: the value is in `msg`. */
export function getConfigKey(configKey: string) {
  return request<AjaxResult>({
    url: `/system/config/configKey/${encodeURIComponent(configKey)}`,
    method: 'get',
  });
}

/** POST /system/config */
export function addConfig(data: SysConfig) {
  return request<AjaxResult>({ url: '/system/config', method: 'post', data });
}

/** PUT /system/config */
export function updateConfig(data: SysConfig) {
  return request<AjaxResult>({ url: '/system/config', method: 'put', data });
}

/** DELETE /system/config/{ids} (one id or a list). */
export function delConfig(configId: number | string | (number | string)[]) {
  const ids = Array.isArray(configId) ? configId.join(',') : configId;
  return request<AjaxResult>({
    url: `/system/config/${ids}`,
    method: 'delete',
  });
}

/** DELETE /system/config/refreshCache */
export function refreshCache() {
  return request<AjaxResult>({
    url: '/system/config/refreshCache',
    method: 'delete',
  });
}
