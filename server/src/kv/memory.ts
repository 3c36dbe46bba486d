import type { Kv } from './types.js';

interface Entry {
  value: string;
  /** epoch ms, or undefined for no expiry */
  expiresAt?: number;
}

export interface MemoryKvOptions {
  /** Clock in epoch ms (tests move it forward instead of sleeping). */
  now?: () => number;
}

/** In-process store; one per app instance, expired keys dropped on access. */
export class MemoryKv implements Kv {
  readonly kind = 'memory' as const;
  private readonly map = new Map<string, Entry>();
  private readonly now: () => number;
  private sweeper: NodeJS.Timeout;

  constructor(opts: MemoryKvOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expiresAt !== undefined && e.expiresAt <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e;
  }

  private sweep() {
    for (const key of this.map.keys()) this.live(key);
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    this.map.set(key, {
      value,
      expiresAt:
        ttlSeconds && ttlSeconds > 0
          ? this.now() + ttlSeconds * 1000
          : undefined,
    });
  }

  async del(...keys: string[]) {
    let n = 0;
    for (const k of keys) if (this.live(k) && this.map.delete(k)) n++;
    return n;
  }

  async keys(prefix: string) {
    return [...this.map.keys()]
      .filter((k) => k.startsWith(prefix) && this.live(k))
      .sort();
  }

  async incr(key: string) {
    const e = this.live(key);
    const n = (e ? Number.parseInt(e.value, 10) || 0 : 0) + 1;
    this.map.set(key, { value: String(n), expiresAt: e?.expiresAt });
    return n;
  }

  async expire(key: string, ttlSeconds: number) {
    const e = this.live(key);
    if (!e) return false;
    e.expiresAt = this.now() + ttlSeconds * 1000;
    return true;
  }

  async ttl(key: string) {
    const e = this.live(key);
    if (!e) return -2;
    if (e.expiresAt === undefined) return -1;
    return Math.max(0, Math.ceil((e.expiresAt - this.now()) / 1000));
  }

  async close() {
    clearInterval(this.sweeper);
    this.map.clear();
  }
}
