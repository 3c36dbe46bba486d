import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  loadSiteBuild,
  type SiteAssets,
  type SiteRenderModule,
} from '../../services/site-render/module.js';
import type { SiteFetch } from '../../../../src/shared/site-render.js';
import { SitePages } from '../../services/site-render/index.js';
import { publicOrigin } from '../../services/infra/site-origin.js';
import { acceptedEncoding, CompressedCopies } from './compressed.js';
import { registerPreviewPages } from './preview-pages.js';

/** The site's own addresses (`/w`, `/w/menu/...`, `/w/d/...`) and `/`. */
const PAGE_URLS = ['/', '/w', '/w/*'];
const SITEMAP_URL = '/sitemap.xml';
const ROBOTS_URL = '/robots.txt';

/** Pages, not API: left out of the OpenAPI document. */
const PAGE_ROUTE = {
  config: { public: true },
  schema: { hide: true },
} as const;

/** A document without the back office (no build to serve). */
const BARE_TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1.0">' +
  '<title></title></head><body><div id="root"></div></body></html>';

/** The query a page is drawn with: its list page and the contact prefill. */
const PAGE_QUERY = ['p', 'item', 'subject'];

function searchOf(req: FastifyRequest): string {
  const query = req.query as Record<string, unknown>;
  const kept = new URLSearchParams();
  for (const key of PAGE_QUERY) {
    const value = query[key];
    if (typeof value === 'string' && value) kept.set(key, value.slice(0, 200));
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * The public site's pages, drawn on the server by the site's own components
 * (the build's render module, or `siteRender` in tests), plus sitemap.xml
 * and robots.txt. Each page is a whole document a reader without JavaScript
 * or a crawler can use; in a browser the site then takes it over in place.
 */
export default async function sitePageRoutes(app: FastifyInstance) {
  const { staticDir, siteRender } = app.appOptions;
  let site: { module: SiteRenderModule; assets: SiteAssets } | null = siteRender
    ? { module: siteRender, assets: { entry: '', imports: [], css: '' } }
    : null;
  if (!site && staticDir) site = await loadSiteBuild(staticDir);
  if (!site) return;
  const template = staticDir
    ? readFileSync(join(staticDir, 'index.html'), 'utf8')
    : BARE_TEMPLATE;

  // The API's own answers through its routes (schemas, hooks and all), as
  // the site asks for them, on behalf of the visitor (`ip`: a record's view
  // counter counts them as if their browser had asked).
  const visitor =
    (ip: string): SiteFetch =>
    async (url, init) => {
      const { pathname, search } = new URL(url);
      const res = await app.inject({
        method: init.method === 'POST' ? 'POST' : 'GET',
        url: pathname + search,
        headers: { 'content-language': 'ja' },
        remoteAddress: ip,
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? '') },
      });
    };
  // Preview links' pages (`/w/preview/<token>…`), never kept.
  registerPreviewPages(app, { site, template, visitor, searchOf });
  const pages = new SitePages(
    app.db,
    app.repos.website,
    app.services.website,
    site.module,
    site.assets,
    template,
  );
  const compressed = new CompressedCopies();
  // The configured public address (parameter sys.site.baseUrl), never the
  // request's Host header, for canonical links, og:url and the sitemap.
  const origin = () => publicOrigin(app.services.config);

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0]!;
    let decoded: string;
    try {
      decoded = decodeURI(path);
    } catch {
      decoded = path;
    }
    const answer = await pages.page(
      decoded,
      searchOf(req),
      await origin(),
      visitor(req.ip),
    );
    if ('location' in answer) {
      return reply.redirect(encodeURI(answer.location), 301);
    }
    reply
      .code(answer.status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    // One compressed copy per page and content change (not per request).
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(answer.html);
    return reply
      .header('Content-Encoding', encoding)
      .send(await compressed.of(answer, answer.html, encoding));
  };
  for (const url of PAGE_URLS) app.get(url, PAGE_ROUTE, page);

  app.get(SITEMAP_URL, PAGE_ROUTE, async (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(await pages.sitemap(await origin())),
  );
  app.get(ROBOTS_URL, PAGE_ROUTE, async (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(pages.robots(await origin())),
  );
}
