/** Key-value store with TTL: sessions, captcha answers, lockouts and caches. */
export interface Kv {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Several keys in one call (one round trip to Redis), in order. */
  mget(keys: readonly string[]): Promise<(string | null)[]>;
  /** ttlSeconds > 0 sets an expiry; otherwise the key never expires. */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Sets the key only when it is missing; true when it was set. */
  setNx(key: string, value: string): Promise<boolean>;
  del(...keys: string[]): Promise<number>;
  /** Keys starting with prefix, sorted. */
  keys(prefix: string): Promise<string[]>;
  incr(key: string): Promise<number>;
  expire(key: string, ttlSeconds: number): Promise<boolean>;
  /** Seconds left; -1 = no expiry, -2 = no such key (Redis semantics). */
  ttl(key: string): Promise<number>;
  /** Figures of the store for the cache monitor (Redis INFO or its equivalent). */
  stats(): Promise<KvStats>;
  close(): Promise<void>;
}

/**
 * What the cache monitor (`/monitor/cache`) shows: Redis INFO fields by name,
 * the number of keys, and calls per command. The in-process store answers the
 * same field names with its own figures.
 */
export interface KvStats {
  info: Record<string, string>;
  dbSize: number;
  /** Calls per command, e.g. `{ name: 'get', value: '42' }`. */
  commandStats: { name: string; value: string }[];
}

/** `1536` → `1.50K` (Redis's `used_memory_human` style). */
export function humanBytes(n: number): string {
  const units = ['B', 'K', 'M', 'G', 'T'];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return i === 0 ? `${v}B` : `${v.toFixed(2)}${units[i]}`;
}

export async function getJson<T>(kv: Kv, key: string): Promise<T | null> {
  const raw = await kv.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setJson(
  kv: Kv,
  key: string,
  value: unknown,
  ttlSeconds?: number,
): Promise<void> {
  return kv.set(key, JSON.stringify(value), ttlSeconds);
}
