/** Shapes of the cache monitor and cache list. */
import { Type } from '@sinclair/typebox';

export const CacheStatsSchema = Type.Object({
  info: Type.Record(Type.String(), Type.String()),
  dbSize: Type.Integer(),
  commandStats: Type.Array(
    Type.Object({ name: Type.String(), value: Type.String() }),
  ),
});

export const CacheEntrySchema = Type.Object({
  cacheName: Type.String(),
  cacheKey: Type.String(),
  cacheValue: Type.String(),
  remark: Type.String(),
  /** Seconds left: -1 no expiry, -2 no such key (getValue only). */
  ttl: Type.Optional(Type.Integer()),
});

const Name = Type.String({ minLength: 1, maxLength: 100 });
const Key = Type.String({ minLength: 1, maxLength: 1000 });

export const CacheNameParams = Type.Object({ cacheName: Name });
export const CacheKeyParams = Type.Object({ cacheKey: Key });
export const CacheValueParams = Type.Object({ cacheName: Name, cacheKey: Key });
