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
  | { status: number; html: string; perVisit: boolean }
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
  ) {
    this.cache = new GenerationCache(() => repo.contentGeneration());
  }

  /**
   * The page at `path` (`/w...`; the home page for `/`) with its query
   * (`search`, e.g. `?p=2`), its links and head under `origin`, for the
   * visitor whose requests of the API `visitor` makes. A page that shows a
   * record in full is drawn for each visit (its view counter counts the
   * visitor and shows the new total); the others are kept.
   */
  async page(
    path: string,
    search: string,
    origin: string,
    visitor: SiteFetch,
  ): Promise<Answer> {
    const sitePath = path === '/' ? '/w' : path.replace(/(.)\/+$/, '$1');
    const draw = () => this.draw(sitePath, search, origin, visitor);
    let drawn: Answer | undefined;
    const kept = await this.cache.get(
      `page|${origin}|${path}|${search}`,
      async () => (drawn = await draw()),
    );
    return drawn ?? ('perVisit' in kept && kept.perVisit ? draw() : kept);
  }

  private async draw(
    path: string,
    search: string,
    origin: string,
    fetch: SiteFetch,
  ): Promise<Answer> {
    const page = await this.render.renderSitePage({ path, search, fetch });
    if (page.redirect) return { status: 301, location: page.redirect };
    const html = siteDocument(this.template, page, this.assets, {
      path,
      canonical: path + search,
      origin,
    });
    return { status: page.status, html, perVisit: page.records.length > 0 };
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
