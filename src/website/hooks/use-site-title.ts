import { useEffect } from 'react';
import { SITE } from '../strings';

/** `Page | Column | 株式会社サンプル` while `active` (default true). */
export function useSiteTitle(parts: (string | undefined)[], active = true) {
  const title = [...parts.filter(Boolean), SITE.companyName].join(' | ');
  useEffect(() => {
    if (active) document.title = title;
  }, [title, active]);
}
