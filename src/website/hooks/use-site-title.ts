import { useEffect } from 'react';
import type { PageMeta } from '@/shared/site-render';
import { useRenderContext } from '../ssr/render-context';
import { SITE } from '../strings';

/**
 * `Page | Column | 株式会社サンプル` while `active` (default true), with
 * what the page says about itself (`meta`: its description, picture and
 * kind) for the head tags of a server render.
 */
export function useSiteTitle(
  parts: (string | undefined)[],
  active = true,
  meta: Omit<PageMeta, 'title'> = {},
) {
  const title = [...parts.filter(Boolean), SITE.companyName].join(' | ');
  const render = useRenderContext();
  // A server render: the innermost page drawn last names the document.
  if (render && active) render.meta = { ...render.meta, ...meta, title };
  useEffect(() => {
    if (active) document.title = title;
  }, [title, active]);
}

/** What a page says about itself besides its title (server renders only). */
export function usePageMeta(meta: Omit<PageMeta, 'title'>) {
  const render = useRenderContext();
  if (render) render.meta = { ...render.meta, ...meta };
}
