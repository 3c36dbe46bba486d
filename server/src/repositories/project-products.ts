import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import {
  dateRangeOf,
  orderByOf,
  type Page,
  type PageQuery,
} from './lib/page.js';
import { withPublishState } from './lib/publish-state.js';
import { SqlWhere } from './lib/sql-where.js';
import { updateChecked } from './lib/writes.js';
import { underColumn } from './project-records.js';

/** project_product: products filed under a product column. */
export interface ProductRow {
  productId: number;
  navId: number;
  navName: string | null;
  productName: string;
  subtitle: string;
  size: string;
  keyPoints: string;
  mainImage: string;
  /** Comma-separated stored paths of the gallery pictures. */
  images: string;
  pinned: string;
  isNew: string;
  orderNum: number;
  status: string;
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface ProductDetail extends ProductRow {
  contentBlock: string;
}

export interface ProductFilter extends PageQuery {
  /** The column and every column below it. */
  navId?: number;
  productName?: string;
  pinned?: string;
  isNew?: string;
  status?: string;
  publishState?: string;
}

export interface ProductInput {
  navId: number;
  productName: string;
  subtitle?: string | null;
  size?: string | null;
  /** Already sanitised. */
  contentBlock: string;
  keyPoints?: string | null;
  mainImage: string;
  images: string;
  pinned: string;
  isNew: string;
  orderNum: number;
  status: string;
  remark?: string | null;
}

const COLUMNS = `p.product_id AS "productId", p.nav_id AS "navId",
  n.nav_name AS "navName", p.product_name AS "productName", p.subtitle,
  p.size, p.key_points AS "keyPoints", p.main_image AS "mainImage", p.images,
  p.pinned, p.is_new AS "isNew", p.order_num AS "orderNum", p.status,
  p.remark, p.create_by AS "createBy", p.create_time AS "createTime",
  p.update_by AS "updateBy", p.update_time AS "updateTime", p.version`;

const FROM = `project_product p
  LEFT JOIN project_navigation n ON n.nav_id = p.nav_id`;

const SORT = {
  columns: {
    productId: 'p.product_id',
    navId: 'p.nav_id',
    productName: 'p.product_name',
    pinned: 'p.pinned',
    isNew: 'p.is_new',
    orderNum: 'p.order_num',
    status: 'p.status',
    createTime: 'p.create_time',
    updateTime: 'p.update_time',
  },
  fallback: 'p.pinned DESC, p.order_num, p.product_id',
  tiebreak: 'p.product_id',
};

const text = (v: string | null | undefined) => (v ?? '').trim();

export class ProductRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /** `scope` holds the caller's data scope (nothing: every row). */
  private spec(f: ProductFilter, scope: SqlWhere) {
    const { begin, end } = dateRangeOf(f as Record<string, unknown>);
    const where = underColumn(scope, 'p.nav_id', f.navId)
      .like('p.product_name', f.productName)
      .eq('p.pinned', f.pinned)
      .eq('p.is_new', f.isNew)
      .eq('p.status', f.status)
      .dayRange('p.create_time', begin, end);
    return withPublishState(
      {
        columns: COLUMNS,
        from: FROM,
        countFrom: 'project_product p',
        tables: ['project_product', ...where.tables],
        where,
        orderBy: orderByOf(f, SORT),
      },
      {
        kind: 'product',
        alias: 'p',
        idColumn: 'product_id',
        titleColumn: 'product_name',
      },
      f.publishState,
    );
  }

  list(
    f: ProductFilter,
    page: Page,
    scope = new SqlWhere(),
  ): Promise<PageResult<ProductRow>> {
    return this.lists.page<ProductRow>(this.spec(f, scope), page);
  }

  listAll(f: ProductFilter, scope = new SqlWhere()): Promise<ProductRow[]> {
    return this.lists.all<ProductRow>(this.spec(f, scope));
  }

  findById(id: number): Promise<ProductDetail | undefined> {
    return this.db.one<ProductDetail>(
      `SELECT ${COLUMNS}, p.content_block AS "contentBlock"
         FROM ${FROM} WHERE p.product_id = $1`,
      [id],
    );
  }

  async insert(r: ProductInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO project_product
         (nav_id, product_name, subtitle, size, content_block, key_points,
          main_image, images, pinned, is_new, order_num, status, remark,
          create_by, published)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
               '0')
       RETURNING product_id AS id`,
      [
        r.navId,
        r.productName.trim(),
        text(r.subtitle),
        text(r.size),
        r.contentBlock,
        text(r.keyPoints),
        r.mainImage,
        r.images,
        r.pinned,
        r.isNew,
        r.orderNum,
        r.status,
        r.remark ?? null,
        createBy,
      ],
    );
    return row!.id;
  }

  update(
    id: number,
    r: ProductInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'project_product',
      idColumn: 'product_id',
      id,
      version,
      updateBy,
      set: {
        nav_id: r.navId,
        product_name: r.productName.trim(),
        subtitle: text(r.subtitle),
        size: text(r.size),
        content_block: r.contentBlock,
        key_points: text(r.keyPoints),
        main_image: r.mainImage,
        images: r.images,
        pinned: r.pinned,
        is_new: r.isNew,
        order_num: r.orderNum,
        status: r.status,
        remark: r.remark === undefined ? undefined : r.remark,
      },
    });
  }

  /** Deletes products and their items; the number of products deleted. */
  async deleteByIds(ids: readonly number[]): Promise<number> {
    await this.db.query(
      'DELETE FROM project_product_item WHERE product_id = ANY($1::int[])',
      [ids],
    );
    const rows = await this.db.query(
      `DELETE FROM project_product WHERE product_id = ANY($1::int[])
       RETURNING product_id`,
      [ids],
    );
    return rows.length;
  }
}
