import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Prerenderer,
  type EarlyAnswers,
} from '../../services/prerender/index.js';
import { acceptedEncoding, CompressedCopies } from './compressed.js';
import { isSuccessBody } from './http-cache.js';
import { publicOrigin } from '../../services/site-origin.js';

/** Clean paths of the public site's hash routes (`/w`, `/w/menu/...`, `/w/d/...`). */
const PAGE_URLS = ['/w', '/w/*'];

const SITEMAP_URL = '/sitemap.xml';
const ROBOTS_URL = '/robots.txt';

/** Pages, not API: left out of the OpenAPI document. */
const PAGE_ROUTE = {
  config: { public: true },
  schema: { hide: true },
} as const;

/** `?p=` of a paged list (1 when absent or not a page number). */
function pageNumOf(req: FastifyRequest): number {
  const raw = (req.query as Record<string, unknown>).p;
  return typeof raw === 'string' && /^\d{1,5}$/.test(raw) && Number(raw) > 0
    ? Number(raw)
    : 1;
}

/**
 * Pre-rendered public pages (issue 14), at the root beside the SPA (not under
 * `/website`): each clean path answers its page as HTML in Japanese with its
 * title, description, canonical link and Open Graph tags; the SPA then takes
 * over at the same hash route. Also `/sitemap.xml` and `/robots.txt`.
 */
export default async function prerenderRoutes(app: FastifyInstance) {
  // The API's own answers, through its routes (schemas, hooks and all), as
  // the site asks for them (in Japanese).
  const early: EarlyAnswers = async (urls) => {
    const answers: Record<string, string> = {};
    for (const url of urls) {
      const res = await app.inject({
        url,
        headers: { 'content-language': 'ja' },
      });
      if (res.statusCode === 200 && isSuccessBody(res.body)) {
        answers[url] = res.body;
      }
    }
    return answers;
  };
  const pages = new Prerenderer(
    app.db,
    app.repos.website,
    app.services.website,
    app.appOptions.staticDir,
    early,
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
    const answer = await pages.page(decoded, pageNumOf(req), await origin());
    if ('location' in answer) {
      const query = req.url.slice(path.length);
      return reply.redirect(encodeURI(answer.location) + query, 301);
    }
    reply
      .code(answer.status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
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
