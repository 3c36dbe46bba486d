import { getJson, setJson, type Kv } from '../kv/index.js';
import type { Repositories } from '../repositories/index.js';
import type { DictDataRow } from '../repositories/dict-data.js';

export const DICT_CACHE_PREFIX = 'sys_dict:';

/**
 * Enabled dictionary entries per type, cached in kv under `sys_dict:<type>`.
 * Writes evict the types they touch.
 */
export class DictService {
  constructor(
    private readonly kv: Kv,
    private readonly repos: Repositories,
  ) {}

  async byType(dictType: string): Promise<DictDataRow[]> {
    const key = DICT_CACHE_PREFIX + dictType;
    const cached = await getJson<DictDataRow[]>(this.kv, key);
    // Rows cached before labels had keys (migration 0021) are read again.
    if (cached?.every((r) => 'i18nKey' in r)) return cached;
    const rows = await this.repos.dictData.findByType(dictType);
    await setJson(this.kv, key, rows);
    return rows;
  }

  async evict(...dictTypes: string[]): Promise<void> {
    if (dictTypes.length === 0) return;
    await this.kv.del(...dictTypes.map((t) => DICT_CACHE_PREFIX + t));
  }

  /** Clears every cached type and loads the enabled types afresh (refreshCache). */
  async refresh(): Promise<void> {
    const cached = await this.kv.keys(DICT_CACHE_PREFIX);
    if (cached.length > 0) await this.kv.del(...cached);
    for (const t of await this.repos.dictTypes.findAll()) {
      if (t.status === '0') await this.byType(t.dictType);
    }
  }
}
