import type { Kv } from '../../kv/index.js';

export const SLOT_PREFIX = 'issue_slot:';
/** ISSUE_SLOTS: captcha answers, and contact form tokens, kept at once. */
export const DEFAULT_ISSUE_SLOTS = 20_000;

/** One kind of thing handed out to anyone: where it is kept, and how many. */
export interface SlotRing {
  /** Names the ring's counter and slots: issue_slot:<kind>:… */
  kind: string;
  /** The key prefix of the entries themselves. */
  prefix: string;
  /** The fixed number of entries kept at once. */
  slots: number;
}

/**
 * Keeps an entry handed out to anonymous clients (a captcha answer, a contact
 * form token) in one of a fixed number of slots, taken in turn: the entry
 * handed out now replaces the one handed out `slots` entries ago, i.e. the
 * oldest, so at most `slots` entries are held whatever the number of
 * clients, and a client is never refused for want of room. The counter is
 * one atomic INCR, so instances sharing a Redis share the ring. Per-client
 * limits are the routes' rate limits.
 */
export async function keepInSlot(
  kv: Kv,
  ring: SlotRing,
  id: string,
  value: string,
  ttlSeconds: number,
): Promise<void> {
  const n = await kv.incr(`${SLOT_PREFIX}${ring.kind}:next`);
  const slot = `${SLOT_PREFIX}${ring.kind}:${n % ring.slots}`;
  const oldest = await kv.get(slot);
  if (oldest !== null) await kv.del(ring.prefix + oldest);
  await kv.set(slot, id, ttlSeconds);
  await kv.set(ring.prefix + id, value, ttlSeconds);
}
