/**
 * `/w/preview/<token>…`: the public site's pages as they will look once a
 * preview link's drafts are published, at the site's own paths after the
 * token (`/w/preview/<token>/d/news/5/12` is `/w/d/news/5/12`). Each page
 * is drawn afresh for each request and never kept: `Cache-Control:
 * no-store`, `X-Robots-Tag: noindex`. A token that does not open (expired,
 * revoked, unknown) answers 404 with a page saying so, never the site.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteFetch } from '../../../../src/shared/site-render.js';
import { publicOrigin } from '../../services/infra/site-origin.js';
import {
  goneDocument,
  previewDocument,
  previewPath,
} from '../../services/publishing/preview-document.js';
import { previewSite } from '../../services/publishing/preview-scope.js';
import { formatSiteTime } from '../../services/publishing/site-time.js';
import { PREVIEW_ROOT } from '../../services/publishing/preview.js';
import type {
  SiteAssets,
  SiteRenderModule,
} from '../../services/site-render/module.js';

/** Pages, not API: left out of the OpenAPI document. */
const PAGE_ROUTE = {
  config: { public: true },
  schema: { hide: true },
} as const;

/** How the public pages are drawn, shared with the preview's. */
export interface SiteDrawing {
  site: { module: SiteRenderModule; assets: SiteAssets };
  /** The document a page goes into. */
  template: string;
  /** The API requests of a render, on behalf of the visitor at `ip`. */
  visitor: (ip: string) => SiteFetch;
  /** The query a page is drawn with. */
  searchOf: (req: FastifyRequest) => string;
}

/** The preview pages, drawn as the public pages are. */
export function registerPreviewPages(
  app: FastifyInstance,
  { site, template, visitor, searchOf }: SiteDrawing,
) {
  const previews = app.services.previews;
  previews.useSitePaths(site.module.sitePaths);

  const page = async (
    req: FastifyRequest<{ Params: { token: string; '*'?: string } }>,
    reply: FastifyReply,
  ) => {
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8');
    const { token } = req.params;
    const link = await previews.resolve(token);
    if (!link) return reply.code(404).send(goneDocument());
    // The site path after the token, as the router decoded it.
    const rest = req.params['*'] ?? '';
    const path = (rest ? `/w/${rest}` : '/w').replace(/(.)\/+$/, '$1');
    const search = searchOf(req);
    const drawn = await previewSite.run(await previews.site(link), () =>
      site.module.renderSitePage({ path, search, fetch: visitor(req.ip) }),
    );
    if (drawn.redirect) {
      const to = /^\/w(?=$|[/?#])/.test(drawn.redirect)
        ? previewPath(token, drawn.redirect)
        : drawn.redirect;
      return reply.redirect(encodeURI(to), 302);
    }
    const timeZone = await previews.timeZone();
    return reply.code(drawn.status).send(
      previewDocument(template, drawn, site.assets.css, {
        token,
        path,
        search,
        origin: await publicOrigin(app.services.config),
        expiresAt: formatSiteTime(new Date(link.expires), timeZone),
        timeZone,
      }),
    );
  };
  app.get(PREVIEW_ROOT + '/:token', PAGE_ROUTE, page);
  app.get(PREVIEW_ROOT + '/:token/*', PAGE_ROUTE, page);
}
