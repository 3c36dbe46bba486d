/**
 * Times of releases: the server takes and answers `YYYY-MM-DD HH:mm:ss` as
 * a wall-clock time in the site's time zone. The picker edits that wall
 * clock as it is; these helpers tell it apart from the viewer's own zone.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const SITE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The site's time zone when the server has not named one yet. */
export const DEFAULT_SITE_ZONE = 'Asia/Tokyo';

/** The viewer's own time zone. */
export const viewerZone = (): string => dayjs.tz.guess();

/** Now on the site's wall clock, as a picker value. */
export function siteNow(zone: string): Dayjs {
  return dayjs(dayjs().tz(zone).format(SITE_TIME_FORMAT));
}

/** A picker value → what the server takes (the wall clock as picked). */
export const toSiteTime = (value: Dayjs): string =>
  value.format(SITE_TIME_FORMAT);

/** What the server answers → a picker value showing the same wall clock. */
export const fromSiteTime = (value: string): Dayjs => dayjs(value);

/**
 * The site time `value` on the viewer's clock, or null when the viewer is
 * in the site's zone (nothing to add).
 */
export function inViewerZone(value: string, zone: string): string | null {
  const local = dayjs.tz(value, zone).tz(viewerZone());
  const same = local.format(SITE_TIME_FORMAT) === value;
  return same ? null : local.format('YYYY-MM-DD HH:mm');
}

/** Whether a site time has passed. */
export function isPast(value: Dayjs, zone: string): boolean {
  return !value.isAfter(siteNow(zone));
}

/** Whether the site time `value` has come. */
export const hasCome = (value: string, zone: string): boolean =>
  dayjs.tz(value, zone).valueOf() <= Date.now();
