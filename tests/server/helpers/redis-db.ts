/**
 * Server test files run two at a time, one per worker: each worker talks to
 * a Redis database of its own (REDIS_URL's database number = the worker's
 * VITEST_POOL_ID), so what one file counts or lists in Redis is its own.
 */
const url = process.env.REDIS_URL;
if (url) {
  const own = new URL(url);
  own.pathname = `/${process.env.VITEST_POOL_ID ?? '0'}`;
  process.env.REDIS_URL = own.toString();
}
