/**
 * Release times are entered and shown in the site's time zone (parameter
 * `sys.site.timeZone`, an IANA name, Asia/Tokyo by default) as
 * `YYYY-MM-DD HH:mm:ss`, and stored as timestamptz.
 */
import { ServiceError } from '../../errors.js';
import type { ConfigService } from '../config.js';

export const TIME_ZONE_KEY = 'sys.site.timeZone';
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';

const SITE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat | undefined {
  let f = formats.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return undefined;
    }
    formats.set(timeZone, f);
  }
  return f;
}

/** The parameter's time zone, or Asia/Tokyo when it is missing or unknown. */
export async function siteTimeZone(config: ConfigService): Promise<string> {
  const zone = (await config.get(TIME_ZONE_KEY))?.trim();
  return zone && formatOf(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** An instant (ISO text or Date) as `YYYY-MM-DD HH:mm:ss` in the time zone. */
export function formatSiteTime(
  instant: string | Date,
  timeZone: string,
): string {
  const format = formatOf(timeZone) ?? formatOf(DEFAULT_TIME_ZONE)!;
  const part: Record<string, string> = {};
  for (const p of format.formatToParts(new Date(instant))) {
    part[p.type] = p.value;
  }
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/**
 * A typed release time, checked to be a real calendar day and time, as
 * `YYYY-MM-DD HH:mm:ss` (seconds added when left out).
 */
export function parseSiteTime(text: string): string {
  const m = SITE_TIME.exec(text.trim());
  if (m) {
    const [y, mo, d, h, mi, s = 0] = m.slice(1).map((p) => Number(p ?? 0));
    const day = new Date(Date.UTC(y, mo - 1, d));
    if (
      y >= 1970 &&
      day.getUTCFullYear() === y &&
      day.getUTCMonth() === mo - 1 &&
      day.getUTCDate() === d &&
      h < 24 &&
      mi < 60 &&
      s < 60
    ) {
      return `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6] ?? '00'}`;
    }
  }
  throw new ServiceError(500, 'release.publishAtInvalid');
}
