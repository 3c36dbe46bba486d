import type { Kv } from '../kv/index.js';
import type { Repositories } from '../repositories/index.js';

export const CONFIG_CACHE_PREFIX = 'sys_config:';

/** sys_config values, cached in kv under `sys_config:<key>`. */
export class ConfigService {
  constructor(
    private readonly kv: Kv,
    private readonly repos: Repositories,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const cached = await this.kv.get(CONFIG_CACHE_PREFIX + key);
    if (cached !== null) return cached;
    const value = await this.repos.configs.findValueByKey(key);
    if (value !== undefined)
      await this.kv.set(CONFIG_CACHE_PREFIX + key, value);
    return value;
  }

  async getBool(key: string, fallback: boolean): Promise<boolean> {
    const v = (await this.get(key))?.trim().toLowerCase();
    if (v === 'true') return true;
    if (v === 'false') return false;
    return fallback;
  }

  async getInt(key: string, fallback: number): Promise<number> {
    const v = Number.parseInt((await this.get(key)) ?? '', 10);
    return Number.isFinite(v) && v > 0 ? v : fallback;
  }

  /** Drops the cached values (after the rows changed or were deleted). */
  async evict(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.kv.del(...keys.map((k) => CONFIG_CACHE_PREFIX + k));
  }

  /** Clears every cached value and loads the table afresh (refreshCache). */
  async refresh(): Promise<void> {
    const cached = await this.kv.keys(CONFIG_CACHE_PREFIX);
    if (cached.length > 0) await this.kv.del(...cached);
    for (const { key, value } of await this.repos.configs.findAllValues()) {
      await this.kv.set(CONFIG_CACHE_PREFIX + key, value);
    }
  }
}
