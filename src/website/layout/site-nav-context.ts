import { createContext, useContext } from 'react';
import type { SiteColumn } from '@/types/website';

/** The shown navigation tree, loaded once by the site layout. */
export const SiteNavContext = createContext<SiteColumn[]>([]);

export function useSiteNav(): SiteColumn[] {
  return useContext(SiteNavContext);
}

/** The first top column of a category ('contact', 'product', ...). */
export function useTopColumn(category: string): SiteColumn | undefined {
  return useSiteNav().find((c) => c.recordCategory === category);
}
