/**
 * Items of a parent content: the rows a product or a copy record carries
 * (specifications, pictures, text blocks, files). Each kind has its own
 * table, keyed by `item_id`, holding the parent's id, a name, a type, a
 * display order, a status, a remark, the audit columns and the version, plus
 * columns of its own; ContentItemRepository reads and writes any of them from
 * a ContentItemTable that names those differences.
 */
import type { Queryable } from '../db/index.js';
import type { Lists, ListSpec, PageResult } from './lib/lists.js';
import {
  orderByOf,
  type Page,
  type PageQuery,
  type SortSpec,
} from './lib/page.js';
import { withPublishState } from './lib/publish-state.js';
import { SqlWhere } from './lib/sql-where.js';
import { updateChecked } from './lib/writes.js';

/** What every item row holds besides its parent and its own columns. */
export interface ItemRow {
  itemId: number;
  itemName: string;
  itemType: string;
  orderNum: number;
  status: string;
  remark: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

/** What every item input holds; `K` names the parent id's field. */
export type ItemInput<K extends string> = Record<K, number> & {
  itemName: string;
  itemType: string;
  orderNum: number;
  status: string;
  remark?: string | null;
};

/** The list filters every item kind takes: its parent, name, type and status. */
export type ItemFilter<K extends string> = PageQuery &
  Partial<Record<K, number>> & {
    itemName?: string;
    itemType?: string;
    status?: string;
    publishState?: string;
  };

/** A column of the item's own. */
export interface ItemColumn<I> {
  /** Column of the item table, e.g. `item_value`. */
  column: string;
  /** Its field in rows, e.g. `itemValue`. */
  key: string;
  /** Read only with one item (findById), not in lists and exports. */
  detailOnly?: boolean;
  /** What add and edit store from the input. */
  value: (r: I) => unknown;
}

/** Where one kind of item lives and what it holds besides the shared columns. */
export interface ContentItemTable<K extends string, I> {
  /** The item table, e.g. `project_product_item`. */
  table: string;
  /** Its kind of content in publishing, e.g. `productItem`. */
  kind: string;
  parent: {
    /** The parent id's field in rows, filters and inputs, e.g. `productId`. */
    key: K;
    /** The item table's column holding it, e.g. `product_id`. */
    column: string;
    /** The parent table (joined on that column) and its name column. */
    table: string;
    nameColumn: string;
    /** The parent name's field in rows, e.g. `productName`. */
    nameKey: string;
  };
  /** The item's own columns, in the order they are selected and written. */
  columns: readonly ItemColumn<I>[];
}

const IDENT = /^[a-z_][a-z0-9_]*$/;
const FIELD = /^[A-Za-z][A-Za-z0-9]*$/;

/** `i.column AS "key"`, or `i.column` when the two are spelled alike. */
const selected = (column: string, key: string) =>
  column === key ? `i.${column}` : `i.${column} AS "${key}"`;

/** The value trimmed, '' when missing. */
export const trimmed = (v: string | null | undefined) => (v ?? '').trim();

/**
 * One item table's list, detail, add, edit (version-checked) and delete.
 * `Row` is what lists and exports read, `Detail` what one item reads.
 */
export class ContentItemRepository<
  K extends string,
  Row,
  I extends ItemInput<K>,
  Detail extends Row = Row,
> {
  private readonly columns: string;
  private readonly detailColumns: string;
  private readonly from: string;
  private readonly sort: SortSpec;

  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
    private readonly def: ContentItemTable<K, I>,
  ) {
    const { parent } = def;
    const own = def.columns;
    const names = [def.table, parent.column, parent.table, parent.nameColumn];
    names.push(...own.map((c) => c.column));
    const keys = [parent.key, parent.nameKey, ...own.map((c) => c.key)];
    if (
      !names.every((n) => IDENT.test(n)) ||
      !keys.every((k) => FIELD.test(k))
    ) {
      throw new Error(`${def.table}: not plain column and field names`);
    }
    const selectOwn = (detail: boolean) =>
      own
        .filter((c) => !!c.detailOnly === detail)
        .map((c) => selected(c.column, c.key));
    this.columns = [
      `i.item_id AS "itemId", i.${parent.column} AS "${parent.key}"`,
      `p.${parent.nameColumn} AS "${parent.nameKey}", i.item_name AS "itemName"`,
      `i.item_type AS "itemType"`,
      ...selectOwn(false),
      `i.order_num AS "orderNum", i.status, i.remark, i.create_by AS "createBy"`,
      `i.create_time AS "createTime", i.update_by AS "updateBy"`,
      `i.update_time AS "updateTime", i.version`,
    ].join(', ');
    this.detailColumns = [this.columns, ...selectOwn(true)].join(', ');
    this.from = `${def.table} i
  LEFT JOIN ${parent.table} p ON p.${parent.column} = i.${parent.column}`;
    this.sort = {
      columns: {
        itemId: 'i.item_id',
        [parent.key]: `i.${parent.column}`,
        itemName: 'i.item_name',
        itemType: 'i.item_type',
        orderNum: 'i.order_num',
        status: 'i.status',
        createTime: 'i.create_time',
        updateTime: 'i.update_time',
      },
      fallback: `i.${parent.column} DESC, i.order_num, i.item_id`,
      tiebreak: 'i.item_id',
    };
  }

  /** `scope` holds the caller's data scope (nothing: every row). */
  private spec(f: ItemFilter<K>, scope: SqlWhere): ListSpec {
    const parentId: number | undefined = f[this.def.parent.key];
    const where = scope
      .eq(`i.${this.def.parent.column}`, parentId)
      .like('i.item_name', f.itemName)
      .eq('i.item_type', f.itemType)
      .eq('i.status', f.status);
    return withPublishState(
      {
        columns: this.columns,
        from: this.from,
        countFrom: `${this.def.table} i`,
        tables: [this.def.table],
        where,
        orderBy: orderByOf(f, this.sort),
      },
      {
        kind: this.def.kind,
        alias: 'i',
        idColumn: 'item_id',
        titleColumn: 'item_name',
      },
      f.publishState,
    );
  }

  list(
    f: ItemFilter<K>,
    page: Page,
    scope = new SqlWhere(),
  ): Promise<PageResult<Row>> {
    return this.lists.page<Row>(this.spec(f, scope), page);
  }

  listAll(f: ItemFilter<K>, scope = new SqlWhere()): Promise<Row[]> {
    return this.lists.all<Row>(this.spec(f, scope));
  }

  findById(id: number): Promise<Detail | undefined> {
    return this.db.one<Detail>(
      `SELECT ${this.detailColumns} FROM ${this.from} WHERE i.item_id = $1`,
      [id],
    );
  }

  /** The columns add and edit write, with their values. */
  private values(r: I, remark: string | null | undefined): [string, unknown][] {
    const parentId: number = r[this.def.parent.key];
    return [
      [this.def.parent.column, parentId],
      ['item_name', r.itemName.trim()],
      ['item_type', r.itemType],
      ...this.def.columns.map((c): [string, unknown] => [c.column, c.value(r)]),
      ['order_num', r.orderNum],
      ['status', r.status],
      ['remark', remark],
    ];
  }

  /** Every column written as given, a missing remark as null. */
  async insert(r: I, createBy: string): Promise<number> {
    const values = this.values(r, r.remark ?? null);
    // unpublished: visitors see an item once publishing writes it
    values.push(['create_by', createBy], ['published', '0']);
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO ${this.def.table} (${values.map(([c]) => c).join(', ')})
       VALUES (${values.map((_v, n) => `$${n + 1}`).join(', ')})
       RETURNING item_id AS id`,
      values.map(([, v]) => v),
    );
    return row!.id;
  }

  /** A missing remark is left unchanged; the version is checked. */
  update(
    id: number,
    r: I,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: this.def.table,
      idColumn: 'item_id',
      id,
      version,
      updateBy,
      set: Object.fromEntries(this.values(r, r.remark)),
    });
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM ${this.def.table} WHERE item_id = ANY($1::int[])
       RETURNING item_id`,
      [ids],
    );
    return rows.length;
  }
}
