/**
 * The access generation (server/src/services/access-cache.ts) never
 * repeats a number: clearing the `access:` keys from the cache monitor
 * while a request is still writing an entry of the old generation must not
 * let that entry be read once the counter climbs back.
 */
import { describe, expect, it } from 'vitest';
import { MemoryKv } from '../../server/src/kv/index.js';
import { AccessCache } from '../../server/src/services/access-cache.js';

const clear = async (kv: MemoryKv) => kv.del(...(await kv.keys('access:')));

describe('the access generation', () => {
  it('starts at the clock, not at a number a cleared store used', async () => {
    const kv = new MemoryKv();
    const cache = new AccessCache(kv);
    const before = Date.now();
    const first = await cache.generation();
    expect(Number(first)).toBeGreaterThanOrEqual(before);
    expect(await cache.get(7, 'perms', async () => ['old:perm'])).toEqual([
      'old:perm',
    ]);

    // the monitor clears access:, then a request that read `first` before
    // the clear writes its (now stale) entry
    await clear(kv);
    await kv.set(`access:${first}:7:perms`, JSON.stringify({ v: ['stale'] }));
    await new Promise((r) => setTimeout(r, 2));
    const fresh = await cache.generation();
    expect(fresh).not.toBe(first);
    expect(await cache.get(7, 'perms', async () => ['new:perm'])).toEqual([
      'new:perm',
    ]);
  });

  it('moves on from a cleared generation without repeating one', async () => {
    const kv = new MemoryKv();
    const cache = new AccessCache(kv);
    const seen = new Set([await cache.generation()]);
    await cache.bump();
    seen.add(await cache.generation());
    await clear(kv);
    await new Promise((r) => setTimeout(r, 2));
    await cache.bump();
    const after = await cache.generation();
    expect(seen.has(after)).toBe(false);
    await cache.bump();
    expect(Number(await cache.generation())).toBe(Number(after) + 1);
  });
});
