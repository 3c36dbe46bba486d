/**
 * Times of preview links as people read them: a wall-clock time
 * `YYYY-MM-DD HH:mm:ss` in the site's time zone (parameter
 * sys.site.timeZone, Asia/Tokyo by default).
 */
import type { ParameterSource } from '../infra/site-origin.js';

export const TIME_ZONE_KEY = 'sys.site.timeZone';
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';

/** Whether the runtime knows the IANA zone `zone`. */
function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The site's time zone; an unknown name counts as the default. */
export async function siteTimeZone(config: ParameterSource): Promise<string> {
  const zone = (await config.get(TIME_ZONE_KEY))?.trim() ?? '';
  return zone && isZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Epoch milliseconds → `YYYY-MM-DD HH:mm:ss` on the clock of `zone`. */
export function siteTime(ms: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
