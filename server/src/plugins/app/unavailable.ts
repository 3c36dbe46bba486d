import type { MessageKey } from '../../i18n/index.js';

/** PostgreSQL going away: refused or dropped connections, shutdown in progress. */
const PG_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000',
  '08003',
  '08006',
]);

/**
 * The message for an error that means a backing service is down (Redis behind
 * REDIS_URL, the PostgreSQL of DATABASE_URL), or null for any other error.
 * Such a request changed nothing that was acknowledged; retrying later works.
 */
export function unavailableMessage(err: unknown): MessageKey | null {
  const e = err as { name?: unknown; message?: unknown; code?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  // ioredis: commands fail this way once it has retried its reconnects.
  if (
    e.name === 'MaxRetriesPerRequestError' ||
    /^Connection is closed\.?$/.test(message) ||
    /Stream isn't writeable/.test(message)
  ) {
    return 'error.storeUnavailable';
  }
  if (
    (typeof e.code === 'string' && PG_UNAVAILABLE.has(e.code)) ||
    /Connection terminated|connection timeout|terminating connection/i.test(
      message,
    )
  ) {
    return 'error.databaseUnavailable';
  }
  return null;
}
