import type { Queryable } from '../db/index.js';

/** sys_dict_data row (contract §2.8). */
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
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export const DICT_DATA_COLUMNS = `dict_code AS "dictCode", dict_sort AS "dictSort",
  dict_label AS "dictLabel", dict_value AS "dictValue", dict_type AS "dictType",
  css_class AS "cssClass", list_class AS "listClass", is_default AS "isDefault",
  status, remark, create_by AS "createBy", create_time AS "createTime",
  update_by AS "updateBy", update_time AS "updateTime", version`;

export class DictDataRepository {
  constructor(private readonly db: Queryable) {}

  /** Enabled entries of a dict type, by sort order. */
  findByType(dictType: string): Promise<DictDataRow[]> {
    return this.db.query<DictDataRow>(
      `SELECT ${DICT_DATA_COLUMNS} FROM sys_dict_data
        WHERE dict_type = $1 AND status = '0'
        ORDER BY dict_sort, dict_code`,
      [dictType],
    );
  }
}
