/**
 * What the public site's server render (src/website/ssr/entry-server.tsx)
 * and the server that loads it (server/src/services/site-render) exchange.
 */

/** How a request of the site's API goes out (the server's own, in a render). */
export type SiteFetch = (url: string, init: RequestInit) => Promise<Response>;

/** What a page says about itself, for the document's head tags. */
export interface PageMeta {
  title: string;
  description?: string;
  /** A picture of the page (site path or absolute). */
  image?: string;
  type?: 'website' | 'article';
}

export interface RenderRequest {
  /** The page's path (`/w...`, no query). */
  path: string;
  /** Its query (`?p=2`), or ''. */
  search: string;
  /** How the site's API requests reach the server. */
  fetch: SiteFetch;
}

/** One page as the site's server render draws it. */
export interface RenderedSitePage {
  status: number;
  /** Where the page moved (a permanent redirect), if it did. */
  redirect?: string;
  meta: PageMeta;
  /** The company's name (og:site_name). */
  siteName: string;
  /** Records the page shows in full (each visit to it counts a view). */
  records: number[];
  /** `<div id="root">` with the page, then the data block it was drawn with. */
  root: string;
}
