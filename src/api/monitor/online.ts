import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { ApiQuery, ApiRow } from '@/types/openapi';

/** One live session (`/monitor/online`); `loginTime` in epoch ms. */
export type SysUserOnline = ApiRow<'/monitor/online/list'>;

export type OnlineQuery = ApiQuery<'/monitor/online/list'>;

/** GET /monitor/online/list: every session (paged by the screen). */
export function list(query?: OnlineQuery) {
  return request<TableDataInfo<SysUserOnline>>({
    url: '/monitor/online/list',
    method: 'get',
    params: query,
  });
}

/** DELETE /monitor/online/{tokenId}: ends that session. */
export function forceLogout(tokenId: string) {
  return request<AjaxResult>({
    url: `/monitor/online/${encodeURIComponent(tokenId)}`,
    method: 'delete',
  });
}
