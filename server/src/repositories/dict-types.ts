import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import {
  dateRangeOf,
  orderByOf,
  type Page,
  type PageQuery,
} from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';
import { isTaken, updateChecked } from './lib/writes.js';

/** SysDictType, a row of `/system/dict/type`. */
export interface DictTypeRow {
  dictId: number;
  dictName: string;
  dictType: string;
  status: string;
  remark: string | null;
  /** Key of the seeded name's text (shown in the reader's language); null once renamed. */
  i18nKey: string | null;
  /** Key of the seeded remark's text; null once the remark is changed. */
  remarkKey: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export interface DictTypeFilter extends PageQuery {
  dictName?: string;
  dictType?: string;
  status?: string;
  /** Name keys whose text matched dictName in the reader's language. */
  nameKeys?: readonly string[];
}

export interface DictTypeInput {
  dictName: string;
  dictType: string;
  status: string;
  remark?: string | null;
  i18nKey?: string | null;
  remarkKey?: string | null;
}

const COLUMNS = `t.dict_id AS "dictId", t.dict_name AS "dictName",
  t.dict_type AS "dictType", t.status, t.remark, t.i18n_key AS "i18nKey",
  t.remark_key AS "remarkKey", t.create_by AS "createBy",
  t.create_time AS "createTime", t.update_by AS "updateBy",
  t.update_time AS "updateTime", t.version`;

const SORT = {
  columns: {
    dictId: 't.dict_id',
    dictName: 't.dict_name',
    dictType: 't.dict_type',
    status: 't.status',
    createTime: 't.create_time',
  },
  fallback: 't.dict_id',
  tiebreak: 't.dict_id',
};

export class DictTypeRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  private spec(f: DictTypeFilter) {
    const where = new SqlWhere()
      .likeOrKeyed('t.dict_name', f.dictName, 't.i18n_key', f.nameKeys)
      .eq('t.status', f.status)
      .like('t.dict_type', f.dictType);
    const range = dateRangeOf(f as Record<string, unknown>);
    where.dayRange('t.create_time', range.begin, range.end);
    return {
      columns: COLUMNS,
      from: 'sys_dict_type t',
      tables: ['sys_dict_type'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(f: DictTypeFilter, page: Page): Promise<PageResult<DictTypeRow>> {
    return this.lists.page<DictTypeRow>(this.spec(f), page);
  }

  /** Every matching type in list order (export). */
  listAll(f: DictTypeFilter): Promise<DictTypeRow[]> {
    return this.lists.all<DictTypeRow>(this.spec(f));
  }

  findAll(): Promise<DictTypeRow[]> {
    return this.db.query<DictTypeRow>(
      `SELECT ${COLUMNS} FROM sys_dict_type t ORDER BY t.dict_id`,
    );
  }

  findById(dictId: number): Promise<DictTypeRow | undefined> {
    return this.db.one<DictTypeRow>(
      `SELECT ${COLUMNS} FROM sys_dict_type t WHERE t.dict_id = $1`,
      [dictId],
    );
  }

  findByType(dictType: string): Promise<DictTypeRow | undefined> {
    return this.db.one<DictTypeRow>(
      `SELECT ${COLUMNS} FROM sys_dict_type t WHERE t.dict_type = $1`,
      [dictType],
    );
  }

  findByIds(ids: readonly number[]): Promise<DictTypeRow[]> {
    return this.db.query<DictTypeRow>(
      `SELECT ${COLUMNS} FROM sys_dict_type t WHERE t.dict_id = ANY($1)
        ORDER BY t.dict_id`,
      [ids],
    );
  }

  isTypeTaken(dictType: string, exceptId?: number): Promise<boolean> {
    return isTaken(this.db, {
      table: 'sys_dict_type',
      column: 'dict_type',
      value: dictType,
      idColumn: 'dict_id',
      exceptId,
    });
  }

  async insert(t: DictTypeInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ dictId: number }>(
      `INSERT INTO sys_dict_type (dict_name, dict_type, status, remark, create_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING dict_id AS "dictId"`,
      [t.dictName, t.dictType, t.status, t.remark ?? null, createBy],
    );
    return row!.dictId;
  }

  update(
    dictId: number,
    t: DictTypeInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_dict_type',
      idColumn: 'dict_id',
      id: dictId,
      version,
      updateBy,
      set: {
        dict_name: t.dictName,
        dict_type: t.dictType,
        status: t.status,
        remark: t.remark,
        i18n_key: t.i18nKey,
        remark_key: t.remarkKey,
      },
    });
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sys_dict_type WHERE dict_id = ANY($1) RETURNING dict_id',
      [ids],
    );
    return rows.length;
  }
}
