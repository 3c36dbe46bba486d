import type { Queryable } from '../db/index.js';

/**
 * Reads for the public site (`/website/*`) and the enquiry insert. Only rows
 * with status '0' (shown) are read; staff-only columns (creator, updater,
 * remark, version, handled) are never selected.
 */

export interface NavRow {
  navId: number;
  parentId: number;
  navName: string;
  mainName: string;
  enName: string;
  link: string;
  mainImage: string;
  navType: string;
  recordCategory: string;
  showInNav: string;
  orderNum: number;
}

export interface NavCopyRow {
  navRecordId: number;
  navId: number;
  title: string;
  subtitle: string;
  content: string;
  image: string;
}

export interface RecordRow {
  recordId: number;
  navId: number;
  title: string;
  subtitle: string;
  summary: string;
  mainImage: string;
  pinned: string;
  displayType: string;
  jumpLink: string;
  totalViews: number;
  createTime: string | null;
}

export interface RecordDetailRow extends RecordRow {
  content: string;
  contentBlocks: unknown;
  updateTime: string | null;
}

export interface RecordItemRow {
  itemId: number;
  recordId: number;
  itemName: string;
  itemType: string;
  content: string;
  fileUrl: string;
  fileName: string;
  fileSize: number;
}

export interface ProductRow {
  productId: number;
  navId: number;
  productName: string;
  subtitle: string;
  keyPoints: string;
  mainImage: string;
  pinned: string;
  isNew: string;
}

export interface ProductDetailRow extends ProductRow {
  size: string;
  contentBlock: string;
  /** Gallery pictures: comma-separated stored paths. */
  images: string;
}

export interface ProductItemRow {
  itemId: number;
  productId: number;
  itemName: string;
  itemType: string;
  itemValue: string;
  image: string;
  fileUrl: string;
}

export interface ContactInput {
  companyName: string;
  contactName: string;
  nameReading: string;
  applicant: string;
  phone: string;
  email: string;
  address: string;
  postalCode: string;
  consultingItem: string;
  consultingContent: string;
  ip: string;
  /** The consulting item chosen and the department that owns it. */
  itemId: number;
  deptId: number | null;
}

/** A stored enquiry's id and arrival time (`YYYY/MM/DD HH:MM`, database time). */
export interface StoredContact {
  contactId: number;
  createTime: string;
}

const RECORD_COLUMNS = `r.record_id AS "recordId", r.nav_id AS "navId", r.title,
  r.subtitle, r.summary, r.main_image AS "mainImage", r.pinned,
  r.display_type AS "displayType", r.jump_link AS "jumpLink",
  r.total_views AS "totalViews", r.create_time AS "createTime"`;

/** Pinned first, then newest, then staff order. */
const RECORD_ORDER = `r.pinned DESC, r.create_time DESC NULLS LAST,
  r.order_num ASC, r.record_id DESC`;

const PRODUCT_COLUMNS = `p.product_id AS "productId", p.nav_id AS "navId",
  p.product_name AS "productName", p.subtitle, p.key_points AS "keyPoints",
  p.main_image AS "mainImage", p.pinned, p.is_new AS "isNew"`;

const PRODUCT_ORDER = `p.pinned DESC, p.order_num ASC, p.product_id ASC`;

/**
 * The generations that key the public site's caches: the database's own and
 * one per content table, bumped by a row trigger on every write to a row
 * visitors see (sys_list_gen 'site:<table>', migration 0025), so an answer
 * never outlives a committed edit on any instance, and drafts (a new item's
 * unpublished row included) never invalidate one.
 */
const CONTENT_TABLES = [
  '__db__',
  ...[
    'project_navigation',
    'project_nav_record',
    'project_record',
    'project_record_item',
    'project_product',
    'project_product_item',
    'sys_config',
    // the contact page's topics (a statement trigger, migration 0030)
    'project_consulting_item',
  ].map((table) => `site:${table}`),
  // the library's files (alt text, sizes made): the images answers carry
  'media_file',
];

export class WebsiteRepository {
  constructor(private readonly db: Queryable) {}

  /** The current content generation, e.g. `__db__:42,site:project_record:7,…`. */
  async contentGeneration(): Promise<string> {
    const row = await this.db.one<{ g: string | null }>(
      `SELECT string_agg(table_name || ':' || gen, ',' ORDER BY table_name) AS g
         FROM sys_list_gen WHERE table_name = ANY($1)`,
      [CONTENT_TABLES],
    );
    return row?.g ?? '';
  }

  /** Every shown navigation row (visibility of ancestors is checked by the caller). */
  navRows(): Promise<NavRow[]> {
    return this.db.query<NavRow>(
      `SELECT nav_id AS "navId", parent_id AS "parentId", nav_name AS "navName",
              main_name AS "mainName", en_name AS "enName", link,
              main_image AS "mainImage", nav_type AS "navType",
              record_category AS "recordCategory", show_in_nav AS "showInNav",
              order_num AS "orderNum"
         FROM project_navigation
        WHERE status = '0' AND published = '1' AND del_flag = '0'
        ORDER BY parent_id, order_num, nav_id`,
    );
  }

  navCopy(navIds: number[]): Promise<NavCopyRow[]> {
    return this.db.query<NavCopyRow>(
      `SELECT nav_record_id AS "navRecordId", nav_id AS "navId", title,
              subtitle, content, image
         FROM project_nav_record
        WHERE status = '0' AND published = '1' AND nav_id = ANY($1::int[])
        ORDER BY order_num, nav_record_id`,
      [navIds],
    );
  }

  async countRecords(navIds: number[]): Promise<number> {
    const row = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM project_record r
        WHERE r.status = '0' AND r.published = '1' AND r.nav_id = ANY($1::int[])`,
      [navIds],
    );
    return Number(row?.n ?? 0);
  }

  records(navIds: number[], limit: number, offset = 0): Promise<RecordRow[]> {
    return this.db.query<RecordRow>(
      `SELECT ${RECORD_COLUMNS} FROM project_record r
        WHERE r.status = '0' AND r.published = '1' AND r.nav_id = ANY($1::int[])
        ORDER BY ${RECORD_ORDER} LIMIT $2 OFFSET $3`,
      [navIds, limit, offset],
    );
  }

  record(recordId: number): Promise<RecordDetailRow | undefined> {
    return this.db.one<RecordDetailRow>(
      `SELECT ${RECORD_COLUMNS}, r.content, r.content_blocks AS "contentBlocks",
              r.update_time AS "updateTime"
         FROM project_record r
        WHERE r.status = '0' AND r.published = '1' AND r.record_id = $1`,
      [recordId],
    );
  }

  /** The records listed just before and after one, in its column's order. */
  async neighbours(
    recordId: number,
    navIds: number[],
  ): Promise<{ prev?: RecordRow; next?: RecordRow }> {
    const rows = await this.db.query<RecordRow & { pos: string; me: string }>(
      `WITH ordered AS (
         SELECT ${RECORD_COLUMNS},
                row_number() OVER (ORDER BY ${RECORD_ORDER}) AS pos
           FROM project_record r
          WHERE r.status = '0' AND r.published = '1' AND r.nav_id = ANY($1::int[])
       ), me AS (SELECT pos FROM ordered WHERE "recordId" = $2)
       SELECT o.*, me.pos AS me FROM ordered o, me
        WHERE o.pos IN (me.pos - 1, me.pos + 1)`,
      [navIds, recordId],
    );
    const strip = ({
      pos: _p,
      me: _m,
      ...row
    }: RecordRow & { pos: string; me: string }) => row;
    const prev = rows.find((r) => Number(r.pos) === Number(r.me) - 1);
    const next = rows.find((r) => Number(r.pos) === Number(r.me) + 1);
    return {
      prev: prev && strip(prev),
      next: next && strip(next),
    };
  }

  recordItems(recordIds: number[]): Promise<RecordItemRow[]> {
    return this.db.query<RecordItemRow>(
      `SELECT item_id AS "itemId", record_id AS "recordId",
              item_name AS "itemName", item_type AS "itemType", content,
              file_url AS "fileUrl", file_name AS "fileName",
              file_size AS "fileSize"
         FROM project_record_item
        WHERE status = '0' AND published = '1' AND record_id = ANY($1::int[])
        ORDER BY record_id, order_num, item_id`,
      [recordIds],
    );
  }

  recordItem(itemId: number): Promise<RecordItemRow | undefined> {
    return this.db.one<RecordItemRow>(
      `SELECT item_id AS "itemId", record_id AS "recordId",
              item_name AS "itemName", item_type AS "itemType", content,
              file_url AS "fileUrl", file_name AS "fileName",
              file_size AS "fileSize"
         FROM project_record_item
        WHERE status = '0' AND published = '1' AND item_id = $1`,
      [itemId],
    );
  }

  async countProducts(navIds: number[]): Promise<number> {
    const row = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM project_product p
        WHERE p.status = '0' AND p.published = '1' AND p.nav_id = ANY($1::int[])`,
      [navIds],
    );
    return Number(row?.n ?? 0);
  }

  products(navIds: number[], limit: number, offset = 0): Promise<ProductRow[]> {
    return this.db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM project_product p
        WHERE p.status = '0' AND p.published = '1' AND p.nav_id = ANY($1::int[])
        ORDER BY ${PRODUCT_ORDER} LIMIT $2 OFFSET $3`,
      [navIds, limit, offset],
    );
  }

  /** Products for the home page: pinned and new ones first. */
  featuredProducts(navIds: number[], limit: number): Promise<ProductRow[]> {
    return this.db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM project_product p
        WHERE p.status = '0' AND p.published = '1' AND p.nav_id = ANY($1::int[])
        ORDER BY p.pinned DESC, p.is_new DESC, p.order_num, p.product_id
        LIMIT $2`,
      [navIds, limit],
    );
  }

  product(productId: number): Promise<ProductDetailRow | undefined> {
    return this.db.one<ProductDetailRow>(
      `SELECT ${PRODUCT_COLUMNS}, p.size, p.content_block AS "contentBlock",
              p.images
         FROM project_product p
        WHERE p.status = '0' AND p.published = '1' AND p.product_id = $1`,
      [productId],
    );
  }

  productItems(productId: number): Promise<ProductItemRow[]> {
    return this.db.query<ProductItemRow>(
      `SELECT item_id AS "itemId", product_id AS "productId",
              item_name AS "itemName", item_type AS "itemType",
              item_value AS "itemValue", image, file_url AS "fileUrl"
         FROM project_product_item
        WHERE status = '0' AND published = '1' AND product_id = $1
        ORDER BY order_num, item_id`,
      [productId],
    );
  }

  productItem(itemId: number): Promise<ProductItemRow | undefined> {
    return this.db.one<ProductItemRow>(
      `SELECT item_id AS "itemId", product_id AS "productId",
              item_name AS "itemName", item_type AS "itemType",
              item_value AS "itemValue", image, file_url AS "fileUrl"
         FROM project_product_item
        WHERE status = '0' AND published = '1' AND item_id = $1`,
      [itemId],
    );
  }

  /**
   * Stores an enquiry, new and unhandled, with its 'received' event (one
   * statement).
   */
  async insertContact(c: ContactInput): Promise<StoredContact> {
    const row = await this.db.one<StoredContact>(
      `WITH c AS (
         INSERT INTO project_contact
           (company_name, contact_name, name_reading, applicant, phone, email,
            address, postal_code, consulting_item, consulting_content, ip,
            handled, status, item_id, dept_id, create_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '0', 'new',
                 $12, $13, '')
         RETURNING contact_id, create_time),
       e AS (
         INSERT INTO project_contact_event (contact_id, kind, create_time)
         SELECT contact_id, 'received', create_time FROM c)
       SELECT contact_id AS "contactId",
              to_char(create_time, 'YYYY/MM/DD HH24:MI') AS "createTime"
         FROM c`,
      [
        c.companyName,
        c.contactName,
        c.nameReading,
        c.applicant,
        c.phone,
        c.email,
        c.address,
        c.postalCode,
        c.consultingItem,
        c.consultingContent,
        c.ip.slice(0, 128),
        c.itemId,
        c.deptId,
      ],
    );
    return row!;
  }
}
