/**
 * What a signed-in user may do and see, kept per user in the key-value
 * store (in process, or Redis shared by every instance): their state
 * (status, deletion, department), permissions, role keys, data-scope roles,
 * menus and getInfo answer. Every request reads these, so none of them
 * costs a query while nothing they are made of changes.
 *
 * Entries are keyed by the access generation, a counter in the same store.
 * A write to a table the answers are made of (users, their roles, roles,
 * their menus and departments, menus, departments) notifies the server from
 * a trigger (migration 0031); the server moves the generation on before the
 * write's statement resolves (db/notify.ts), so a request made after a
 * write was acknowledged, on any instance, reads fresh answers. Old entries
 * are never read again and expire.
 */
import type { Db } from '../db/index.js';
import { getJson, setJson, type Kv } from '../kv/index.js';

export const ACCESS_PREFIX = 'access:';
const GEN_KEY = `${ACCESS_PREFIX}gen`;
/** The notification channel of migration 0031. */
export const ACCESS_CHANNEL = 'access_gen';
/** How long an entry lives unread-for (a bound on memory, not on staleness). */
const TTL_SECONDS = 600;

export class AccessCache {
  constructor(private readonly kv: Kv) {}

  /**
   * The current generation. A missing one (a fresh store, or the cache
   * monitor cleared `access:`) starts at the clock in milliseconds, never at
   * a number used before: a request that read an old generation and writes
   * its entry after the clear must not be read back when the counter
   * climbs to that number again.
   */
  async generation(): Promise<string> {
    const gen = await this.kv.get(GEN_KEY);
    if (gen !== null) return gen;
    await this.kv.setNx(GEN_KEY, String(Date.now()));
    return (await this.kv.get(GEN_KEY)) ?? '0';
  }

  /** Moves the generation on: every entry kept so far is out of date. */
  async bump(): Promise<void> {
    if (await this.kv.setNx(GEN_KEY, String(Date.now()))) return;
    await this.kv.incr(GEN_KEY);
  }

  /**
   * The user's `part` (e.g. 'perms', 'info:ja') of the current
   * generation; made by `load` and kept when missing.
   */
  async get<T>(userId: number, part: string, load: () => Promise<T>) {
    const key = `${ACCESS_PREFIX}${await this.generation()}:${userId}:${part}`;
    const kept = await getJson<{ v: T }>(this.kv, key);
    if (kept) return kept.v;
    const value = await load();
    await setJson(this.kv, key, { v: value }, TTL_SECONDS);
    return value;
  }

  /** Follows the database's notifications; returns the function that stops. */
  follow(db: Db): Promise<() => void> {
    return db.listen(ACCESS_CHANNEL, () => this.bump());
  }
}
