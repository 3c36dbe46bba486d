/** Key-value store with TTL: sessions, captcha answers, lockouts and caches. */
export interface Kv {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** ttlSeconds > 0 sets an expiry; otherwise the key never expires. */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(...keys: string[]): Promise<number>;
  /** Keys starting with prefix, sorted. */
  keys(prefix: string): Promise<string[]>;
  incr(key: string): Promise<number>;
  expire(key: string, ttlSeconds: number): Promise<boolean>;
  /** Seconds left; -1 = no expiry, -2 = no such key (Redis semantics). */
  ttl(key: string): Promise<number>;
  close(): Promise<void>;
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
