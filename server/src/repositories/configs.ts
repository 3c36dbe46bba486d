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

/** SysConfig, a row of `/system/config`. */
export interface ConfigRow {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: string;
  /** 'Y': any signed-in user reads it through configKey; 'N': a permission is needed. */
  isPublic: string;
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

export interface ConfigFilter extends PageQuery {
  configName?: string;
  configKey?: string;
  configType?: string;
  /** Name keys whose text matched configName in the reader's language. */
  nameKeys?: readonly string[];
}

export interface ConfigInput {
  configName: string;
  configKey: string;
  configValue: string;
  configType: string;
  /** Left as it is on an edit when undefined. */
  isPublic?: string;
  remark?: string | null;
  /** Left as it is on an edit when undefined; null clears it. */
  i18nKey?: string | null;
  remarkKey?: string | null;
}

const COLUMNS = `c.config_id AS "configId", c.config_name AS "configName",
  c.config_key AS "configKey", c.config_value AS "configValue",
  c.config_type AS "configType", c.is_public AS "isPublic", c.remark, c.i18n_key AS "i18nKey",
  c.remark_key AS "remarkKey", c.create_by AS "createBy",
  c.create_time AS "createTime", c.update_by AS "updateBy",
  c.update_time AS "updateTime", c.version`;

const SORT = {
  columns: {
    configId: 'c.config_id',
    configName: 'c.config_name',
    configKey: 'c.config_key',
    configType: 'c.config_type',
    createTime: 'c.create_time',
  },
  fallback: 'c.config_id',
  tiebreak: 'c.config_id',
};

export class ConfigRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  async findValueByKey(key: string): Promise<string | undefined> {
    const row = await this.db.one<{ value: string }>(
      'SELECT config_value AS value FROM sys_config WHERE config_key = $1',
      [key],
    );
    return row?.value;
  }

  /** Whether the parameter is public; undefined for an unknown key. */
  async isPublic(key: string): Promise<boolean | undefined> {
    const row = await this.db.one<{ flag: string }>(
      'SELECT is_public AS flag FROM sys_config WHERE config_key = $1',
      [key],
    );
    return row && row.flag === 'Y';
  }

  /** Every key and value (cache reload). */
  findAllValues(): Promise<{ key: string; value: string }[]> {
    return this.db.query(
      'SELECT config_key AS key, config_value AS value FROM sys_config',
    );
  }

  private spec(f: ConfigFilter) {
    const where = new SqlWhere()
      .likeOrKeyed('c.config_name', f.configName, 'c.i18n_key', f.nameKeys)
      .eq('c.config_type', f.configType)
      .like('c.config_key', f.configKey);
    const range = dateRangeOf(f as Record<string, unknown>);
    where.dayRange('c.create_time', range.begin, range.end);
    return {
      columns: COLUMNS,
      from: 'sys_config c',
      tables: ['sys_config'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(f: ConfigFilter, page: Page): Promise<PageResult<ConfigRow>> {
    return this.lists.page<ConfigRow>(this.spec(f), page);
  }

  /** Every matching parameter in list order (export). */
  listAll(f: ConfigFilter): Promise<ConfigRow[]> {
    return this.lists.all<ConfigRow>(this.spec(f));
  }

  findById(configId: number): Promise<ConfigRow | undefined> {
    return this.db.one<ConfigRow>(
      `SELECT ${COLUMNS} FROM sys_config c WHERE c.config_id = $1`,
      [configId],
    );
  }

  findByIds(ids: readonly number[]): Promise<ConfigRow[]> {
    return this.db.query<ConfigRow>(
      `SELECT ${COLUMNS} FROM sys_config c WHERE c.config_id = ANY($1)
        ORDER BY c.config_id`,
      [ids],
    );
  }

  isKeyTaken(key: string, exceptId?: number): Promise<boolean> {
    return isTaken(this.db, {
      table: 'sys_config',
      column: 'config_key',
      value: key,
      idColumn: 'config_id',
      exceptId,
    });
  }

  async insert(c: ConfigInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ configId: number }>(
      `INSERT INTO sys_config (config_name, config_key, config_value,
         config_type, is_public, remark, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING config_id AS "configId"`,
      [
        c.configName,
        c.configKey,
        c.configValue,
        c.configType,
        c.isPublic ?? 'N',
        c.remark ?? null,
        createBy,
      ],
    );
    return row!.configId;
  }

  update(
    configId: number,
    c: ConfigInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_config',
      idColumn: 'config_id',
      id: configId,
      version,
      updateBy,
      set: {
        config_name: c.configName,
        config_key: c.configKey,
        config_value: c.configValue,
        config_type: c.configType,
        is_public: c.isPublic,
        remark: c.remark,
        i18n_key: c.i18nKey,
        remark_key: c.remarkKey,
      },
    });
  }

  async deleteByIds(ids: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sys_config WHERE config_id = ANY($1) RETURNING config_id',
      [ids],
    );
    return rows.length;
  }
}
