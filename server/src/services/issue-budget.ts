import type { Kv } from '../kv/index.js';
import { ServiceError } from './errors.js';

export const BUDGET_PREFIX = 'issue_budget:';

/**
 * A global cap on things handed out that keep state for a while (captcha
 * answers, contact form tokens): at most `max` per window, so the state held
 * stays below 2 x max entries whatever the number of clients. Per-client
 * limits are the routes' rate limits; this bounds what many clients together
 * can make the server keep.
 */
export async function takeFromBudget(
  kv: Kv,
  name: string,
  max: number,
  windowSeconds: number,
): Promise<void> {
  const key = BUDGET_PREFIX + name;
  const n = await kv.incr(key);
  if (n === 1) await kv.expire(key, windowSeconds);
  if (n > max) throw new ServiceError(429, 'error.busy');
}
