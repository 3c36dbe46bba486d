import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import { orderByOf, type Page, type PageQuery } from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { updateChecked } from './lib/writes.js';

/**
 * project_record_item: a copy record's extra text blocks (type '1') and
 * attached files (type '2', downloaded through the public site by item id).
 */
export interface RecordItemRow {
  itemId: number;
  recordId: number;
  recordTitle: string | null;
  itemName: string;
  itemType: string;
  fileUrl: string;
  fileName: string;
  fileSize: number;
  orderNum: number;
  status: string;
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface RecordItemDetail extends RecordItemRow {
  content: string;
}

export interface RecordItemFilter extends PageQuery {
  recordId?: number;
  itemName?: string;
  itemType?: string;
  status?: string;
}

export interface RecordItemInput {
  recordId: number;
  itemName: string;
  itemType: string;
  /** Already sanitised. */
  content: string;
  fileUrl: string;
  fileName?: string | null;
  fileSize?: number | null;
  orderNum: number;
  status: string;
  remark?: string | null;
}

const COLUMNS = `i.item_id AS "itemId", i.record_id AS "recordId",
  r.title AS "recordTitle", i.item_name AS "itemName",
  i.item_type AS "itemType", i.file_url AS "fileUrl",
  i.file_name AS "fileName", i.file_size AS "fileSize",
  i.order_num AS "orderNum", i.status, i.remark, i.create_by AS "createBy",
  i.create_time AS "createTime", i.update_by AS "updateBy",
  i.update_time AS "updateTime", i.version`;

const FROM = `project_record_item i
  LEFT JOIN project_record r ON r.record_id = i.record_id`;

const SORT = {
  columns: {
    itemId: 'i.item_id',
    recordId: 'i.record_id',
    itemName: 'i.item_name',
    itemType: 'i.item_type',
    orderNum: 'i.order_num',
    status: 'i.status',
    createTime: 'i.create_time',
    updateTime: 'i.update_time',
  },
  fallback: 'i.record_id DESC, i.order_num, i.item_id',
  tiebreak: 'i.item_id',
};

const text = (v: string | null | undefined) => (v ?? '').trim();

export class RecordItemRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  private spec(f: RecordItemFilter) {
    const where = new SqlWhere()
      .eq('i.record_id', f.recordId)
      .like('i.item_name', f.itemName)
      .eq('i.item_type', f.itemType)
      .eq('i.status', f.status);
    return {
      columns: COLUMNS,
      from: FROM,
      countFrom: 'project_record_item i',
      tables: ['project_record_item'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(f: RecordItemFilter, page: Page): Promise<PageResult<RecordItemRow>> {
    return this.lists.page<RecordItemRow>(this.spec(f), page);
  }

  listAll(f: RecordItemFilter): Promise<RecordItemRow[]> {
    return this.lists.all<RecordItemRow>(this.spec(f));
  }

  findById(id: number): Promise<RecordItemDetail | undefined> {
    return this.db.one<RecordItemDetail>(
      `SELECT ${COLUMNS}, i.content FROM ${FROM} WHERE i.item_id = $1`,
      [id],
    );
  }

  async insert(r: RecordItemInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO project_record_item
         (record_id, item_name, item_type, content, file_url, file_name,
          file_size, order_num, status, remark, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       RETURNING item_id AS id`,
      [
        r.recordId,
        r.itemName.trim(),
        r.itemType,
        r.content,
        r.fileUrl,
        text(r.fileName),
        r.fileSize ?? 0,
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
    r: RecordItemInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'project_record_item',
      idColumn: 'item_id',
      id,
      version,
      updateBy,
      set: {
        record_id: r.recordId,
        item_name: r.itemName.trim(),
        item_type: r.itemType,
        content: r.content,
        file_url: r.fileUrl,
        file_name: text(r.fileName),
        file_size: r.fileSize ?? 0,
        order_num: r.orderNum,
        status: r.status,
        remark: r.remark === undefined ? undefined : r.remark,
      },
    });
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM project_record_item WHERE item_id = ANY($1::int[])
       RETURNING item_id`,
      [ids],
    );
    return rows.length;
  }
}
