import type { SiteFetch } from '../../../../src/shared/site-render.js';
import type { Queryable } from '../../db/index.js';
import type { WebsiteRepository } from '../../repositories/website.js';
import type { WebsiteService } from '../website.js';
import { GenerationCache } from './cache.js';
import { siteDocument } from './document.js';
import type { SiteAssets, SiteRenderModule } from './module.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** What a public address answers: a document with its status, or a redirect. */
export type Answer =
  | { status: number; html: string; records: number[] }
  | { status: 301; location: string };

/**
 * The public site's pages as documents: the site's own components rendered
 * on the server (src/website/ssr/entry-server.tsx), with their data asked of
 * the API itself (`fetch`), inside the back office's index.html (`template`).
 * Answers are kept per content generation, so none outlives an edit.
 */
export class SitePages {
  private readonly cache: GenerationCache<Answer | string>;

  constructor(
    private readonly db: Queryable,
    repo: WebsiteRepository,
    private readonly site: WebsiteService,
    private readonly render: SiteRenderModule,
    private readonly assets: SiteAssets,
    private readonly template: string,
    private readonly fetch: SiteFetch,
  ) {
    this.cache = new GenerationCache(() => repo.contentGeneration());
  }

  /**
   * The page at `path` (`/w...`; the home page for `/`) with its query
   * (`search`, e.g. `?p=2`), its links and head under `origin`.
   */
  page(path: string, search: string, origin: string): Promise<Answer> {
    const sitePath = path === '/' ? '/w' : path.replace(/(.)\/+$/, '$1');
    return this.cache.get(`page|${origin}|${path}|${search}`, async () => {
      const page = await this.render.renderSitePage({
        path: sitePath,
        search,
        fetch: this.fetch,
      });
      if (page.redirect) return { status: 301, location: page.redirect };
      const html = siteDocument(this.template, page, this.assets, {
        path: sitePath,
        canonical: sitePath + search,
        origin,
      });
      return { status: page.status, html, records: page.records };
    });
  }

  sitemap(origin: string): Promise<string> {
    return this.cache.get(`sitemap|${origin}`, async () =>
      sitemapXml(
        this.db,
        await this.site.tree(),
        this.render.sitePaths,
        origin,
      ),
    );
  }

  robots(origin: string): string {
    return robotsTxt(origin);
  }
}
