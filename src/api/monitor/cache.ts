import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';

/** GET /monitor/cache: Redis INFO fields or their in-process equivalent. */
export interface CacheInfo {
  info: Record<string, string>;
  dbSize: number;
  commandStats: { name: string; value: string }[];
}

export interface SysCache {
  cacheName: string;
  cacheKey: string;
  cacheValue: string;
  remark: string;
  /** Seconds to live: -1 none, -2 gone (getValue). */
  ttl?: number;
}

const seg = encodeURIComponent;

export function getCache() {
  return request<AjaxResult<CacheInfo>>({
    url: '/monitor/cache',
    method: 'get',
  });
}

export function listCacheName() {
  return request<AjaxResult<SysCache[]>>({
    url: '/monitor/cache/getNames',
    method: 'get',
  });
}

export function listCacheKey(cacheName: string) {
  return request<AjaxResult<string[]>>({
    url: `/monitor/cache/getKeys/${seg(cacheName)}`,
    method: 'get',
  });
}

export function getCacheValue(cacheName: string, cacheKey: string) {
  return request<AjaxResult<SysCache>>({
    url: `/monitor/cache/getValue/${seg(cacheName)}/${seg(cacheKey)}`,
    method: 'get',
  });
}

export function clearCacheName(cacheName: string) {
  return request<AjaxResult>({
    url: `/monitor/cache/clearCacheName/${seg(cacheName)}`,
    method: 'delete',
  });
}

export function clearCacheKey(cacheKey: string) {
  return request<AjaxResult>({
    url: `/monitor/cache/clearCacheKey/${seg(cacheKey)}`,
    method: 'delete',
  });
}

/** Deletes every key: every session ends (the caller's too). */
export function clearCacheAll() {
  return request<AjaxResult>({
    url: '/monitor/cache/clearCacheAll',
    method: 'delete',
  });
}
