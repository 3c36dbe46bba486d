/** sys_dict_type rows of `/system/dict/type`. */
import type { PageQuery } from './api';

export interface SysDictType {
  dictId?: number;
  dictName: string;
  /** Lower-case code such as `sys_user_sex`. */
  dictType: string;
  status: string;
  remark?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  /** Concurrency token: sent back unchanged on edit. */
  version?: number;
}

export interface DictTypeQuery extends PageQuery {
  dictName?: string;
  dictType?: string;
  status?: string;
}
