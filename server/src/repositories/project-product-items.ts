import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import { orderByOf, type Page, type PageQuery } from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { updateChecked } from './lib/writes.js';

/**
 * project_product_item: a product's specification rows (type '1'), gallery
 * pictures (type '2') and files (type '3').
 */
export interface ProductItemRow {
  itemId: number;
  productId: number;
  productName: string | null;
  itemName: string;
  itemType: string;
  itemValue: string;
  image: string;
  fileUrl: string;
  orderNum: number;
  status: string;
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface ProductItemFilter extends PageQuery {
  productId?: number;
  itemName?: string;
  itemType?: string;
  status?: string;
}

export interface ProductItemInput {
  productId: number;
  itemName: string;
  itemType: string;
  itemValue?: string | null;
  image: string;
  fileUrl: string;
  orderNum: number;
  status: string;
  remark?: string | null;
}

const COLUMNS = `i.item_id AS "itemId", i.product_id AS "productId",
  p.product_name AS "productName", i.item_name AS "itemName",
  i.item_type AS "itemType", i.item_value AS "itemValue", i.image,
  i.file_url AS "fileUrl", i.order_num AS "orderNum", i.status, i.remark,
  i.create_by AS "createBy", i.create_time AS "createTime",
  i.update_by AS "updateBy", i.update_time AS "updateTime", i.version`;

const FROM = `project_product_item i
  LEFT JOIN project_product p ON p.product_id = i.product_id`;

const SORT = {
  columns: {
    itemId: 'i.item_id',
    productId: 'i.product_id',
    itemName: 'i.item_name',
    itemType: 'i.item_type',
    orderNum: 'i.order_num',
    status: 'i.status',
    createTime: 'i.create_time',
    updateTime: 'i.update_time',
  },
  fallback: 'i.product_id DESC, i.order_num, i.item_id',
  tiebreak: 'i.item_id',
};

const text = (v: string | null | undefined) => (v ?? '').trim();

export class ProductItemRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  private spec(f: ProductItemFilter) {
    const where = new SqlWhere()
      .eq('i.product_id', f.productId)
      .like('i.item_name', f.itemName)
      .eq('i.item_type', f.itemType)
      .eq('i.status', f.status);
    return {
      columns: COLUMNS,
      from: FROM,
      countFrom: 'project_product_item i',
      tables: ['project_product_item'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(f: ProductItemFilter, page: Page): Promise<PageResult<ProductItemRow>> {
    return this.lists.page<ProductItemRow>(this.spec(f), page);
  }

  listAll(f: ProductItemFilter): Promise<ProductItemRow[]> {
    return this.lists.all<ProductItemRow>(this.spec(f));
  }

  findById(id: number): Promise<ProductItemRow | undefined> {
    return this.db.one<ProductItemRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE i.item_id = $1`,
      [id],
    );
  }

  async insert(r: ProductItemInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO project_product_item
         (product_id, item_name, item_type, item_value, image, file_url,
          order_num, status, remark, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING item_id AS id`,
      [
        r.productId,
        r.itemName.trim(),
        r.itemType,
        text(r.itemValue),
        r.image,
        r.fileUrl,
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
    r: ProductItemInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'project_product_item',
      idColumn: 'item_id',
      id,
      version,
      updateBy,
      set: {
        product_id: r.productId,
        item_name: r.itemName.trim(),
        item_type: r.itemType,
        item_value: text(r.itemValue),
        image: r.image,
        file_url: r.fileUrl,
        order_num: r.orderNum,
        status: r.status,
        remark: r.remark === undefined ? undefined : r.remark,
      },
    });
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM project_product_item WHERE item_id = ANY($1::int[])
       RETURNING item_id`,
      [ids],
    );
    return rows.length;
  }
}
