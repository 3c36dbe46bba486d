import type { Queryable } from '../../db/index.js';
import type { SiteColumn, SiteTree } from '../website-tree.js';
import { esc } from './document.js';
import type { SitePaths } from './module.js';

interface Dated {
  id: number;
  navId: number;
  lastmod: string | null;
}

const DAY = `to_char(coalesce(update_time, create_time), 'YYYY-MM-DD')`;

async function published(db: Queryable) {
  const [columns, records, products] = await Promise.all([
    db.query<Dated>(
      `SELECT nav_id AS id, nav_id AS "navId", ${DAY} AS lastmod
         FROM project_navigation WHERE status = '0' AND published = '1' AND del_flag = '0'`,
    ),
    db.query<Dated>(
      `SELECT record_id AS id, nav_id AS "navId", ${DAY} AS lastmod
         FROM project_record WHERE status = '0' AND published = '1' ORDER BY record_id`,
    ),
    db.query<Dated>(
      `SELECT product_id AS id, nav_id AS "navId", ${DAY} AS lastmod
         FROM project_product WHERE status = '0' AND published = '1' ORDER BY product_id`,
    ),
  ]);
  return { columns, records, products };
}

const later = (a: string | null, b: string | null) =>
  !a ? b : !b ? a : a > b ? a : b;

/**
 * `sitemap.xml`: the home page, every shown column with a page of its own,
 * every shown record and product in a shown column (a column is shown only
 * when all its ancestors are), each with the day it last changed.
 */
export async function sitemapXml(
  db: Queryable,
  tree: SiteTree,
  paths: SitePaths,
  origin: string,
): Promise<string> {
  const { pageOf, pathUnder, productPath, recordPath, SITE_ROOT } = paths;
  // A column's own page, or none when its link leads away from the site.
  const ownPath = (top: SiteColumn, column: SiteColumn) => {
    const path = pathUnder(top, column);
    return path === SITE_ROOT || path.startsWith(`${SITE_ROOT}/`)
      ? path
      : undefined;
  };
  const { columns, records, products } = await published(db);
  const urls = new Map<string, string | null>();
  const add = (path: string, lastmod: string | null) =>
    urls.set(path, later(urls.get(path) ?? null, lastmod));
  const columnDay = new Map(columns.map((c) => [c.navId, c.lastmod]));
  // A list page changes when one of its entries does.
  for (const item of [...records, ...products]) {
    if (!tree.get(item.navId)) continue;
    for (const c of tree.trail(item.navId)) {
      columnDay.set(
        c.navId,
        later(columnDay.get(c.navId) ?? null, item.lastmod),
      );
    }
  }
  let newest: string | null = null;
  // Columns in the order of the site's navigation (tree order).
  for (const navId of tree.roots.flatMap((r) => tree.subtree(r.navId))) {
    const column = tree.get(navId)!;
    const path = ownPath(tree.trail(navId)[0]!, column);
    const day = columnDay.get(navId) ?? null;
    newest = later(newest, day);
    if (path && path !== SITE_ROOT) add(path, day);
  }
  for (const r of records) {
    if (!tree.get(r.navId)) continue;
    add(recordPath(pageOf(tree.trail(r.navId)[0]!), r.navId, r.id), r.lastmod);
  }
  for (const p of products) {
    if (!tree.get(p.navId)) continue;
    const top = tree.trail(p.navId)[0]!;
    add(productPath(pageOf(top), top.navId, p.id), p.lastmod);
  }
  const entries = [
    [SITE_ROOT, newest] as const,
    ...[...urls].filter(([path]) => path !== SITE_ROOT),
  ].map(
    ([path, day]) =>
      `<url><loc>${esc(origin + path)}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}</url>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/** Admin API prefixes crawlers have no business with. */
const ADMIN_PATHS = [
  '/system/',
  '/monitor/',
  '/tool/',
  '/project/',
  '/dashboard/',
  '/common/',
  '/getInfo',
  '/getRouters',
  '/login',
  '/logout',
  '/register',
  '/unlockscreen',
  '/captchaImage',
  '/i18n/',
  '/swagger-ui',
  '/v3/api-docs',
];

/** `robots.txt`: the public site allowed, the admin API not, the sitemap named. */
export function robotsTxt(origin: string): string {
  return (
    'User-agent: *\n' +
    'Allow: /w\n' +
    ADMIN_PATHS.map((p) => `Disallow: ${p}`).join('\n') +
    `\n\nSitemap: ${origin}/sitemap.xml\n`
  );
}
