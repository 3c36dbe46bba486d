/**
 * The page of the public site that shows a content item: a record's or a
 * product's own page, a column's page (a column, its copy blocks), the
 * home page when the item is not on the site.
 */
import type { Queryable } from '../../db/index.js';
import type { SitePaths } from '../site-render/module.js';
import type { WebsiteService } from '../website.js';
import type { ContentKind } from './kinds.js';

interface Placed {
  navId: number;
  recordId?: number;
  productId?: number;
}

/** Where each kind of item is filed: its column, and the page's own item. */
const PLACE: Record<ContentKind, string> = {
  navigation: `SELECT nav_id AS "navId" FROM project_navigation
    WHERE nav_id = $1`,
  navRecord: `SELECT nav_id AS "navId" FROM project_nav_record
    WHERE nav_record_id = $1`,
  record: `SELECT nav_id AS "navId", record_id AS "recordId"
    FROM project_record WHERE record_id = $1`,
  recordItem: `SELECT r.nav_id AS "navId", r.record_id AS "recordId"
    FROM project_record_item i JOIN project_record r ON r.record_id = i.record_id
    WHERE i.item_id = $1`,
  product: `SELECT nav_id AS "navId", product_id AS "productId"
    FROM project_product WHERE product_id = $1`,
  productItem: `SELECT p.nav_id AS "navId", p.product_id AS "productId"
    FROM project_product_item i JOIN project_product p ON p.product_id = i.product_id
    WHERE i.item_id = $1`,
};

/** The site path of item `id` of `kind`, read through `db` and `site`. */
export async function itemPath(
  site: WebsiteService,
  db: Queryable,
  paths: SitePaths,
  kind: ContentKind,
  id: number,
): Promise<string> {
  const { SITE_ROOT, pageOf, pathUnder, productPath, recordPath } = paths;
  const placed = await db.one<Placed>(PLACE[kind], [id]);
  const tree = await site.tree();
  const column = placed && tree.get(placed.navId);
  if (!placed || !column) return SITE_ROOT;
  const top = tree.trail(placed.navId)[0]!;
  if (placed.recordId) {
    return recordPath(pageOf(top), placed.navId, placed.recordId);
  }
  if (placed.productId) {
    return productPath(pageOf(top), top.navId, placed.productId);
  }
  const path = pathUnder(top, column);
  return path.startsWith(`${SITE_ROOT}/`) ? path : SITE_ROOT;
}
