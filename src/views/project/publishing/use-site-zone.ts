/**
 * The site's time zone, as the release list names it (the preview list
 * gives its times on that clock without naming it).
 */
import { useEffect, useState } from 'react';
import { listRelease } from '@/api/project/release';
import { DEFAULT_SITE_ZONE } from './site-time';

export function useSiteZone(): string {
  const [zone, setZone] = useState(DEFAULT_SITE_ZONE);
  useEffect(() => {
    let active = true;
    listRelease({ pageNum: 1, pageSize: 1 }).then(
      (res) => active && res.timeZone && setZone(res.timeZone),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return zone;
}
