/**
 * Cache monitor and cache list (`/monitor/cache`) over the kv, in-process or
 * Redis alike. The names are the contract's fixed list plus every other prefix
 * this server keeps state under; keys outside them are never shown nor deleted
 * one by one.
 */
import type { MessageKey } from '../i18n/index.js';
import type { Kv } from '../kv/index.js';
import { TOTAL_PREFIX } from '../repositories/lib/lists.js';
import { PAGE_PREFIX } from '../repositories/lib/list-pages.js';
import { ACCESS_PREFIX } from './access-cache.js';
import { PWD_ERR_PREFIX } from './auth.js';
import { CAPTCHA_PREFIX } from './captcha.js';
import { CONFIG_CACHE_PREFIX } from './config.js';
import { DICT_CACHE_PREFIX } from './dict.js';
import { FORM_PREFIX, RATE_PREFIX } from './enquiry.js';
import { ServiceError } from '../errors.js';
import { SLOT_PREFIX } from './infra/issue-slots.js';
import { SESSION_PREFIX } from './infra/session.js';
import { VIEW_PREFIX } from './website.js';

/** @fastify/rate-limit's namespace (app.ts); kept in the kv only with Redis. */
export const RATE_LIMIT_PREFIX = 'rate_limit:';
/** RuoYi's repeat-submit guard; listed for its UI, nothing here writes it. */
export const REPEAT_SUBMIT_PREFIX = 'repeat_submit:';

/** Cache names in the contract's order, then this server's own. */
export const CACHE_NAMES: readonly { name: string; remark: MessageKey }[] = [
  { name: SESSION_PREFIX, remark: 'cache.name.loginTokens' },
  { name: CONFIG_CACHE_PREFIX, remark: 'cache.name.sysConfig' },
  { name: DICT_CACHE_PREFIX, remark: 'cache.name.sysDict' },
  { name: CAPTCHA_PREFIX, remark: 'cache.name.captchaCodes' },
  { name: REPEAT_SUBMIT_PREFIX, remark: 'cache.name.repeatSubmit' },
  { name: RATE_LIMIT_PREFIX, remark: 'cache.name.rateLimit' },
  { name: PWD_ERR_PREFIX, remark: 'cache.name.pwdErrCnt' },
  { name: FORM_PREFIX, remark: 'cache.name.siteForm' },
  { name: RATE_PREFIX, remark: 'cache.name.siteContact' },
  { name: VIEW_PREFIX, remark: 'cache.name.siteView' },
  { name: SLOT_PREFIX, remark: 'cache.name.issueSlots' },
  { name: TOTAL_PREFIX, remark: 'cache.name.listTotal' },
  { name: ACCESS_PREFIX, remark: 'cache.name.access' },
  { name: PAGE_PREFIX, remark: 'cache.name.listPage' },
];

export interface CacheEntry {
  cacheName: string;
  cacheKey: string;
  cacheValue: string;
  remark: string;
}

function knownName(cacheName: string): string {
  if (!CACHE_NAMES.some((c) => c.name === cacheName)) {
    throw new ServiceError(500, 'cache.unknownName', { name: cacheName });
  }
  return cacheName;
}

/** The name a key belongs to (the longest matching prefix). */
function nameOfKey(cacheKey: string): string {
  const owner = CACHE_NAMES.filter((c) => cacheKey.startsWith(c.name)).sort(
    (a, b) => b.name.length - a.name.length,
  )[0];
  if (!owner || owner.name === cacheKey) {
    throw new ServiceError(500, 'cache.unknownKey', { key: cacheKey });
  }
  return owner.name;
}

export class CacheMonitor {
  constructor(private readonly kv: Kv) {}

  stats() {
    return this.kv.stats();
  }

  /** GET /getNames: `{cacheName, cacheKey: "", cacheValue: "", remark}`. */
  names(t: (key: MessageKey) => string): CacheEntry[] {
    return CACHE_NAMES.map((c) => ({
      cacheName: c.name,
      cacheKey: '',
      cacheValue: '',
      remark: t(this.remarkOf(c)),
    }));
  }

  /** The remark says so when a name cannot have keys in this store. */
  private remarkOf(c: (typeof CACHE_NAMES)[number]): MessageKey {
    if (c.name === RATE_LIMIT_PREFIX && this.kv.kind === 'memory') {
      return 'cache.name.rateLimitInProcess';
    }
    return c.remark;
  }

  /** Full keys under a name, sorted. */
  keys(cacheName: string): Promise<string[]> {
    return this.kv.keys(knownName(cacheName));
  }

  /**
   * One key's raw value (RuoYi's SysCache: name without ":", key without the
   * name) and its seconds to live (-1 none, -2 gone: `cacheValue` is then "").
   */
  async value(cacheName: string, cacheKey: string) {
    const name = knownName(cacheName);
    if (nameOfKey(cacheKey) !== name) {
      throw new ServiceError(500, 'cache.unknownKey', { key: cacheKey });
    }
    const [value, ttl] = await Promise.all([
      this.kv.get(cacheKey),
      this.kv.ttl(cacheKey),
    ]);
    return {
      cacheName: name.replace(':', ''),
      cacheKey: cacheKey.slice(name.length),
      cacheValue: value ?? '',
      remark: '',
      ttl: value === null ? -2 : ttl,
    };
  }

  /** Deletes every key under a name; the number deleted. */
  async clearName(cacheName: string): Promise<number> {
    const keys = await this.kv.keys(knownName(cacheName));
    return keys.length ? this.kv.del(...keys) : 0;
  }

  /** Deletes one key of a known name. */
  clearKey(cacheKey: string): Promise<number> {
    nameOfKey(cacheKey);
    return this.kv.del(cacheKey);
  }

  /** Deletes every key of the store (every session included). */
  async clearAll(): Promise<number> {
    const keys = await this.kv.keys('');
    return keys.length ? this.kv.del(...keys) : 0;
  }
}
