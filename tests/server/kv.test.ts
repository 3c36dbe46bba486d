import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryKv, RedisKv, type Kv } from '../../server/src/kv/index.js';

function contract(
  name: string,
  make: () => { kv: Kv; advance?: (ms: number) => void },
) {
  describe(name, () => {
    let kv: Kv;
    let advance: ((ms: number) => void) | undefined;
    beforeAll(() => {
      ({ kv, advance } = make());
    });
    afterAll(() => kv.close());

    it('sets, gets and deletes', async () => {
      await kv.set('a:1', 'x');
      expect(await kv.get('a:1')).toBe('x');
      expect(await kv.ttl('a:1')).toBe(-1);
      expect(await kv.del('a:1')).toBe(1);
      expect(await kv.get('a:1')).toBeNull();
      expect(await kv.ttl('a:1')).toBe(-2);
    });

    it('sets a missing key only once', async () => {
      expect(await kv.setNx('n:1', 'first')).toBe(true);
      expect(await kv.setNx('n:1', 'second')).toBe(false);
      expect(await kv.get('n:1')).toBe('first');
      await kv.del('n:1');
    });

    it('reads several keys at once, in order, missing ones as null', async () => {
      await kv.set('m:a', '1');
      await kv.set('m:c', '3', 60);
      expect(await kv.mget(['m:c', 'm:b', 'm:a'])).toEqual(['3', null, '1']);
      expect(await kv.mget([])).toEqual([]);
      await kv.del('m:a', 'm:c');
    });

    it('lists keys by prefix, sorted', async () => {
      await kv.set('p:b', '1');
      await kv.set('p:a', '1');
      await kv.set('q:a', '1');
      expect(await kv.keys('p:')).toEqual(['p:a', 'p:b']);
      await kv.del('p:a', 'p:b', 'q:a');
    });

    it('increments and expires counters', async () => {
      expect(await kv.incr('c')).toBe(1);
      expect(await kv.incr('c')).toBe(2);
      expect(await kv.expire('c', 60)).toBe(true);
      const ttl = await kv.ttl('c');
      expect(ttl).toBeGreaterThan(55);
      expect(ttl).toBeLessThanOrEqual(60);
      expect(await kv.expire('missing', 60)).toBe(false);
      await kv.del('c');
    });

    it('honours TTL', async () => {
      await kv.set('t', 'v', 1);
      expect(await kv.get('t')).toBe('v');
      if (advance) advance(1500);
      else await new Promise((r) => setTimeout(r, 1600));
      expect(await kv.get('t')).toBeNull();
      expect(await kv.keys('t')).toEqual([]);
    });
  });
}

let offset = 0;
contract('MemoryKv', () => ({
  kv: new MemoryKv({ now: () => Date.now() + offset }),
  advance: (ms) => {
    offset += ms;
  },
}));

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('RedisKv (REDIS_URL)', () => {
  contract('RedisKv', () => ({
    kv: new RedisKv({
      url: redisUrl!,
      prefix: `test:${randomBytes(4).toString('hex')}:`,
    }),
  }));
});
