import { Redis } from 'ioredis';
import type { Kv, KvStats } from './types.js';

export interface RedisKvOptions {
  url: string;
  /** Prepended to every key (tests use a random one); default none. */
  prefix?: string;
}

/** `INFO all` text → fields and calls per command (`cmdstat_<name>:calls=N,…`). */
export function parseInfo(text: string): Omit<KvStats, 'dbSize'> {
  const info: Record<string, string> = {};
  const commandStats: KvStats['commandStats'] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf(':');
    if (at < 0) continue;
    const key = line.slice(0, at);
    const value = line.slice(at + 1);
    if (key.startsWith('cmdstat_')) {
      const calls = /(?:^|,)calls=(\d+)/.exec(value)?.[1] ?? '0';
      commandStats.push({ name: key.slice(8), value: calls });
    } else {
      info[key] = value;
    }
  }
  commandStats.sort((a, b) => Number(b.value) - Number(a.value));
  return { info, commandStats };
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
      // Commands issued in one turn of the event loop go out in one write:
      // a request's session, access and list reads cost one system call.
      enableAutoPipelining: true,
    });
    this.prefix = opts.prefix ?? '';
  }

  private k(key: string) {
    return this.prefix + key;
  }

  get(key: string) {
    return this.client.get(this.k(key));
  }

  async mget(keys: readonly string[]) {
    if (keys.length === 0) return [];
    return this.client.mget(...keys.map((k) => this.k(k)));
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    if (ttlSeconds && ttlSeconds > 0) {
      await this.client.set(this.k(key), value, 'EX', Math.ceil(ttlSeconds));
    } else {
      await this.client.set(this.k(key), value);
    }
  }

  async setNx(key: string, value: string) {
    return (await this.client.set(this.k(key), value, 'NX')) === 'OK';
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

  /** INFO (every section) of the server, its key count and command calls. */
  async stats(): Promise<KvStats> {
    const [text, dbSize] = await Promise.all([
      this.client.info('all'),
      this.client.dbsize(),
    ]);
    return { ...parseInfo(text), dbSize };
  }

  async close() {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
