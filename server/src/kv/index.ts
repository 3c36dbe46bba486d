import { MemoryKv } from './memory.js';
import { RedisKv } from './redis.js';
import type { Kv } from './types.js';

export type { Kv, KvStats } from './types.js';
export { getJson, humanBytes, setJson } from './types.js';
export { MemoryKv } from './memory.js';
export { RedisKv } from './redis.js';

export function createKv(redisUrl?: string): Kv {
  return redisUrl ? new RedisKv({ url: redisUrl }) : new MemoryKv();
}
