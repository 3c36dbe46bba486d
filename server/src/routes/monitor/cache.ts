/** Cache monitor and cache list (/monitor/cache). */
import { Type } from '@sinclair/typebox';
import { AjaxData, AjaxResult } from '../../schemas/common.js';
import {
  CacheEntrySchema,
  CacheKeyParams,
  CacheNameParams,
  CacheStatsSchema,
  CacheValueParams,
} from '../../schemas/cache.js';
import { CacheMonitor } from '../../services/cache-monitor.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const PERMISSION = 'monitor:cache:list';
const LOG = { title: 'Cache', businessType: 'CLEAN' } as const;

export default async function cacheRoutes(app: RouteApp) {
  const cache = new CacheMonitor(app.kv);

  app.get(
    '/monitor/cache',
    {
      config: { permission: PERMISSION },
      schema: { response: { 200: AjaxData(CacheStatsSchema) } },
    },
    async (req) => ({
      code: 200,
      msg: req.t('common.success'),
      data: await cache.stats(),
    }),
  );

  app.get(
    '/monitor/cache/getNames',
    {
      config: { permission: PERMISSION },
      schema: { response: { 200: AjaxData(Type.Array(CacheEntrySchema)) } },
    },
    async (req) => ({
      code: 200,
      msg: req.t('common.success'),
      data: cache.names((k) => req.t(k)),
    }),
  );

  app.get(
    '/monitor/cache/getKeys/:cacheName',
    {
      config: { permission: PERMISSION },
      schema: {
        params: CacheNameParams,
        response: { 200: AjaxData(Type.Array(Type.String())) },
      },
    },
    async (req) => ({
      code: 200,
      msg: req.t('common.success'),
      data: await cache.keys(req.params.cacheName),
    }),
  );

  app.get(
    '/monitor/cache/getValue/:cacheName/:cacheKey',
    {
      config: { permission: PERMISSION },
      schema: {
        params: CacheValueParams,
        response: { 200: AjaxData(CacheEntrySchema) },
      },
    },
    async (req) => ({
      code: 200,
      msg: req.t('common.success'),
      data: await cache.value(req.params.cacheName, req.params.cacheKey),
    }),
  );

  app.delete(
    '/monitor/cache/clearCacheName/:cacheName',
    {
      config: { permission: PERMISSION, log: LOG },
      schema: { params: CacheNameParams, response: { 200: AjaxResult } },
    },
    async function clearCacheName(req) {
      await cache.clearName(req.params.cacheName);
      return ok(req);
    },
  );

  app.delete(
    '/monitor/cache/clearCacheKey/:cacheKey',
    {
      config: { permission: PERMISSION, log: LOG },
      schema: { params: CacheKeyParams, response: { 200: AjaxResult } },
    },
    async function clearCacheKey(req) {
      await cache.clearKey(req.params.cacheKey);
      return ok(req);
    },
  );

  app.delete(
    '/monitor/cache/clearCacheAll',
    {
      config: { permission: PERMISSION, log: LOG },
      schema: { response: { 200: AjaxResult } },
    },
    async function clearCacheAll(req) {
      await cache.clearAll();
      return ok(req);
    },
  );
}
