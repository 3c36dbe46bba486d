import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';

/** One live session (`/monitor/online`); `loginTime` in epoch ms. */
export interface SysUserOnline {
  tokenId: string;
  deptName: string;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  loginTime: number;
}

export interface OnlineQuery {
  ipaddr?: string;
  userName?: string;
}

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
