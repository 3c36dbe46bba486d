import type { SiteRenderModule } from '../../../server/src/services/site-render/module.js';

/**
 * The public site's server render from its source (the server's build loads
 * the built one), for tests of the site's pages. By URL: the server's
 * typecheck leaves the site's own sources to the site's.
 */
export async function siteRender(): Promise<SiteRenderModule> {
  const source = new URL(
    '../../../src/website/ssr/entry-server.tsx',
    import.meta.url,
  ).href;
  return (await import(/* @vite-ignore */ source)) as SiteRenderModule;
}
