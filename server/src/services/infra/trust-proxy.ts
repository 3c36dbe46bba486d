import { isIP } from 'node:net';

/**
 * TRUST_PROXY: which X-Forwarded-For hops to believe. Never "all of them":
 * a client can put any address at the front of that header, and trusting
 * every hop would let it choose the address the per-IP limits and the login
 * log see.
 *   unset / false  the connection's address (no proxy)
 *   true / 1       one reverse proxy in front: the address it saw
 *   N              N proxies in a chain
 *   a,b/24,…       only these proxy addresses or CIDR ranges
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Math.min(Number(v), 10);
  const list = v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [addr, bits, extra] = entry.split('/');
    const max = isIP(addr) === 4 ? 32 : 128;
    const okBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
    if (!isIP(addr) || !okBits || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address or CIDR range (expected false, true, a hop count or addresses)`,
      );
    }
  }
  return list;
}

/** Fastify's option: a hop count becomes "the first N hops from the socket". */
export function trustFunction(
  t: TrustProxy,
): false | string[] | ((addr: string, hop: number) => boolean) {
  return typeof t === 'number' ? (_addr, hop) => hop < t : t;
}
