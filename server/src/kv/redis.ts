import { Redis } from 'ioredis';
import type { Kv } from './types.js';

export interface RedisKvOptions {
  url: string;
  /** Prepended to every key (tests use a random one); default none. */
  prefix?: string;
}

function escapeGlob(s: string) {
  return s.replace(/[*?[\]\\]/g, '\\$&');
}

export class RedisKv implements Kv {
  readonly kind = 'redis' as const;
  readonly client: Redis;
  private readonly prefix: string;

  constructor(opts: RedisKvOptions) {
    this.client = new Redis(opts.url, {
      lazyConnect: false,
      maxRetriesPerRequest: 3,
    });
    this.prefix = opts.prefix ?? '';
  }

  private k(key: string) {
    return this.prefix + key;
  }

  get(key: string) {
    return this.client.get(this.k(key));
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    if (ttlSeconds && ttlSeconds > 0) {
      await this.client.set(this.k(key), value, 'EX', Math.ceil(ttlSeconds));
    } else {
      await this.client.set(this.k(key), value);
    }
  }

  async del(...keys: string[]) {
    if (keys.length === 0) return 0;
    return this.client.del(...keys.map((k) => this.k(k)));
  }

  async keys(prefix: string) {
    const match = escapeGlob(this.k(prefix)) + '*';
    const found = new Set<string>();
    let cursor = '0';
    do {
      const [next, batch] = await this.client.scan(
        cursor,
        'MATCH',
        match,
        'COUNT',
        500,
      );
      cursor = next;
      for (const k of batch) found.add(k.slice(this.prefix.length));
    } while (cursor !== '0');
    return [...found].sort();
  }

  incr(key: string) {
    return this.client.incr(this.k(key));
  }

  async expire(key: string, ttlSeconds: number) {
    return (await this.client.expire(this.k(key), ttlSeconds)) === 1;
  }

  ttl(key: string) {
    return this.client.ttl(this.k(key));
  }

  async close() {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
