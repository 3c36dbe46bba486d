import { createContext, useContext } from 'react';
import type { PageMeta } from '@/shared/site-render';

/**
 * What a server render learns from the components it draws: the page's head
 * data, its HTTP status (the site's not-found page answers 404) and a
 * redirect (a column address with the wrong category word answers 301) and
 * the records it shows (the server counts the document's visit to them).
 * Null in the browser, where the same components act on the document.
 */
export interface RenderContext {
  meta: PageMeta;
  status: number;
  redirect?: string;
  /** Records the page shows in full (a visit the server counts). */
  records: number[];
}

export const RenderContextValue = createContext<RenderContext | null>(null);

export function useRenderContext(): RenderContext | null {
  return useContext(RenderContextValue);
}
