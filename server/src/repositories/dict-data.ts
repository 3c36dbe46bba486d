import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import { orderByOf, type Page, type PageQuery } from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { updateChecked } from './lib/writes.js';

/** sys_dict_data row (`/system/dict/data`). */
export interface DictDataRow {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string | null;
  listClass: string | null;
  isDefault: string;
  status: string;
  remark: string | null;
  /** Key of the seeded label's text (shown in the reader's language); null once relabelled. */
  i18nKey: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface DictDataFilter extends PageQuery {
  dictType?: string;
  dictLabel?: string;
  status?: string;
  /** Label keys whose text matched dictLabel in the reader's language. */
  labelKeys?: readonly string[];
}

export interface DictDataInput {
  dictType: string;
  dictLabel: string;
  dictValue: string;
  dictSort: number;
  cssClass?: string | null;
  listClass?: string | null;
  isDefault: string;
  status: string;
  remark?: string | null;
  i18nKey?: string | null;
}

export const DICT_DATA_COLUMNS = `dict_code AS "dictCode", dict_sort AS "dictSort",
  dict_label AS "dictLabel", dict_value AS "dictValue", dict_type AS "dictType",
  css_class AS "cssClass", list_class AS "listClass", is_default AS "isDefault",
  status, remark, i18n_key AS "i18nKey", create_by AS "createBy", create_time AS "createTime",
  update_by AS "updateBy", update_time AS "updateTime", version`;

const SORT = {
  columns: {
    dictCode: 'dict_code',
    dictSort: 'dict_sort',
    dictLabel: 'dict_label',
    dictValue: 'dict_value',
    status: 'status',
    createTime: 'create_time',
  },
  fallback: 'dict_sort, dict_code',
  tiebreak: 'dict_code',
};

export class DictDataRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /** Enabled entries of a dict type, by sort order. */
  findByType(dictType: string): Promise<DictDataRow[]> {
    return this.db.query<DictDataRow>(
      `SELECT ${DICT_DATA_COLUMNS} FROM sys_dict_data
        WHERE dict_type = $1 AND status = '0'
        ORDER BY dict_sort, dict_code`,
      [dictType],
    );
  }

  private spec(f: DictDataFilter) {
    const where = new SqlWhere()
      .eq('dict_type', f.dictType)
      .likeOrKeyed('dict_label', f.dictLabel, 'i18n_key', f.labelKeys)
      .eq('status', f.status);
    return {
      columns: DICT_DATA_COLUMNS,
      from: 'sys_dict_data',
      tables: ['sys_dict_data'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(f: DictDataFilter, page: Page): Promise<PageResult<DictDataRow>> {
    return this.lists.page<DictDataRow>(this.spec(f), page);
  }

  /** Every matching entry in list order (export). */
  listAll(f: DictDataFilter): Promise<DictDataRow[]> {
    return this.lists.all<DictDataRow>(this.spec(f));
  }

  findById(dictCode: number): Promise<DictDataRow | undefined> {
    return this.db.one<DictDataRow>(
      `SELECT ${DICT_DATA_COLUMNS} FROM sys_dict_data WHERE dict_code = $1`,
      [dictCode],
    );
  }

  findByIds(ids: readonly number[]): Promise<DictDataRow[]> {
    return this.db.query<DictDataRow>(
      `SELECT ${DICT_DATA_COLUMNS} FROM sys_dict_data
        WHERE dict_code = ANY($1) ORDER BY dict_code`,
      [ids],
    );
  }

  async countByType(dictType: string): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_dict_data WHERE dict_type = $1',
      [dictType],
    );
    return row?.n ?? 0;
  }

  /** A dict type's code changed: its entries follow. */
  async renameType(from: string, to: string): Promise<void> {
    await this.db.query(
      'UPDATE sys_dict_data SET dict_type = $2 WHERE dict_type = $1',
      [from, to],
    );
  }

  async insert(d: DictDataInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ dictCode: number }>(
      `INSERT INTO sys_dict_data (dict_sort, dict_label, dict_value, dict_type,
         css_class, list_class, is_default, status, remark, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING dict_code AS "dictCode"`,
      [
        d.dictSort,
        d.dictLabel,
        d.dictValue,
        d.dictType,
        d.cssClass ?? null,
        d.listClass ?? null,
        d.isDefault,
        d.status,
        d.remark ?? null,
        createBy,
      ],
    );
    return row!.dictCode;
  }

  update(
    dictCode: number,
    d: DictDataInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_dict_data',
      idColumn: 'dict_code',
      id: dictCode,
      version,
      updateBy,
      set: {
        dict_sort: d.dictSort,
        dict_label: d.dictLabel,
        dict_value: d.dictValue,
        dict_type: d.dictType,
        css_class: d.cssClass,
        list_class: d.listClass,
        is_default: d.isDefault,
        status: d.status,
        remark: d.remark,
        i18n_key: d.i18nKey,
      },
    });
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sys_dict_data WHERE dict_code = ANY($1) RETURNING dict_code',
      [ids],
    );
    return rows.length;
  }
}
