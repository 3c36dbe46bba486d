import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';
import type { ApiData } from '@/types/openapi';

/** GET /monitor/cache: Redis INFO fields or their in-process equivalent. */
export type CacheInfo = ApiData<'/monitor/cache'>;

/** ttl: seconds to live, -1 none, -2 gone (getValue). */
export type SysCache = ApiData<'/monitor/cache/getNames'>[number];

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
