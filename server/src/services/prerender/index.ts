import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../../db/index.js';
import type { WebsiteRepository } from '../../repositories/website.js';
import { ServiceError } from '../errors.js';
import type { SiteTree } from '../website-tree.js';
import type { WebsiteService } from '../website.js';
import { GenerationCache } from './cache.js';
import { spaDocument, standaloneDocument, type RenderedPage } from './html.js';
import { columnPath } from './layout.js';
import { renderColumn } from './pages-column.js';
import { renderProduct, renderRecord } from './pages-detail.js';
import { renderHome, renderNotFound } from './pages-home.js';
import { idParam, isPageWord, kindOf, ownPath, pageOf } from './site-paths.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** What a clean path answers: a document with its status, or a redirect. */
export type Answer =
  | { status: number; html: string }
  | { status: 301; location: string };

/**
 * The site API's answers (`/website/navigation`, `/website/home`) as the API
 * itself gives them (JSON text by path), for the document to carry: the
 * first screen of a clean path then needs no request for them. Answers that
 * are not `code: 200` are left out.
 */
export type EarlyAnswers = (urls: string[]) => Promise<Record<string, string>>;

/** The answers the site's first screen at `path` asks for first. */
export function firstScreenUrls(path: string): string[] {
  const home = path.split('/').filter(Boolean).length === 1;
  return home
    ? ['/website/navigation', '/website/home']
    : ['/website/navigation'];
}

/**
 * Server-rendered public pages (issue 14): the clean paths `/w/...` of the
 * site's hash routes as HTML with their content and head tags, plus
 * sitemap.xml and robots.txt. Answers are cached per content generation.
 */
export class Prerenderer {
  private readonly cache: GenerationCache<Answer | string>;
  private readonly indexHtml: string | null;

  constructor(
    private readonly db: Queryable,
    private readonly repo: WebsiteRepository,
    private readonly site: WebsiteService,
    staticDir: string | null,
    private readonly early?: EarlyAnswers,
  ) {
    this.cache = new GenerationCache(() => repo.contentGeneration());
    this.indexHtml = staticDir
      ? readFileSync(join(staticDir, 'index.html'), 'utf8')
      : null;
  }

  /** The page at `path` (`/w...`, no query) and list page `pageNum`. */
  page(path: string, pageNum: number, origin: string): Promise<Answer> {
    return this.cache.get(`page|${origin}|${path}|${pageNum}`, async () => {
      const tree = await this.site.tree();
      const result = await this.resolve(tree, path, pageNum).catch(
        (err: unknown) => {
          if (err instanceof ServiceError && err.code === 404) return null;
          throw err;
        },
      );
      if (result && 'location' in result) return result;
      const page = result ?? renderNotFound(tree, path);
      const html = this.indexHtml
        ? spaDocument(
            this.indexHtml,
            page,
            origin,
            await this.early?.(firstScreenUrls(path)),
          )
        : standaloneDocument(page, origin);
      return { status: page.status, html };
    });
  }

  sitemap(origin: string): Promise<string> {
    return this.cache.get(`sitemap|${origin}`, async () =>
      sitemapXml(this.db, await this.site.tree(), origin),
    );
  }

  robots(origin: string): string {
    return robotsTxt(origin);
  }

  private async resolve(
    tree: SiteTree,
    path: string,
    pageNum: number,
  ): Promise<RenderedPage | { status: 301; location: string } | null> {
    const [w, area, page, ...rest] = path.split('/').filter(Boolean);
    if (w !== 'w') return null;
    if (area === undefined) return renderHome(tree, this.site);
    if (!isPageWord(page)) return null;
    if (area === 'd') {
      const [mid, rid] = rest.map(idParam);
      if (rest.length !== 2 || !mid || !rid) return null;
      return (await renderRecord(tree, this.repo, mid, rid)) ?? null;
    }
    if (area !== 'menu') return null;
    const isChild = rest[0] === 'ls';
    const ids = (isChild ? rest.slice(1) : rest).map(idParam);
    if (ids.some((id) => id === undefined)) return null;
    if (isChild ? ids.length !== 2 : ids.length < 1 || ids.length > 2) {
      return null;
    }
    const mid = ids[0]!;
    const top = await this.site.column(mid);
    const canonical = pageOf(top.column);
    if (page !== canonical) {
      return {
        status: 301,
        location: path.replace(`/menu/${page}/`, `/menu/${canonical}/`),
      };
    }
    if (isChild) {
      const child = await this.site.column(ids[1]!);
      if (!child.trail.some((c) => c.navId === mid)) return null;
      return renderColumn({
        tree,
        site: this.site,
        top,
        child,
        pageNum,
        path: this.columnCanonical(tree, child.column.navId, path),
      });
    }
    if (ids.length === 2) {
      const rid = ids[1]!;
      return kindOf(top.column) === 'product'
        ? renderProduct(tree, this.site, mid, rid)
        : ((await renderRecord(tree, this.repo, mid, rid)) ?? null);
    }
    return renderColumn({
      tree,
      site: this.site,
      top,
      pageNum,
      path: this.columnCanonical(tree, mid, path),
    });
  }

  /** A column's own address when it has one in the site, else `path`. */
  private columnCanonical(tree: SiteTree, navId: number, path: string) {
    const column = tree.get(navId);
    if (!column) return path;
    const own = ownPath(tree.trail(navId)[0]!, column);
    return own && own === columnPath(tree, column) ? own : path;
  }
}
