/** Domain types of the system module used by the shared API modules. */
import type { PageQuery } from './api';

/** sys_dict_data row (`/system/dict/data`). */
export interface SysDictData {
  dictCode?: number;
  dictSort?: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass?: string;
  /** default, primary, success, info, warning, danger; empty = plain text. */
  listClass?: string;
  isDefault?: 'Y' | 'N' | string;
  status?: string;
  default?: boolean;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
  /** Concurrency token: sent back unchanged on edit. */
  version?: number;
}

export interface DictDataQuery extends PageQuery {
  dictType?: string;
  dictLabel?: string;
  status?: string;
}

/** sys_config row (`/system/config`). */
export interface SysConfig {
  configId?: number;
  configName: string;
  configKey: string;
  configValue: string;
  /** 'Y' built-in, 'N' not. */
  configType?: 'Y' | 'N' | string;
  /** 'Y': any signed-in user may read it through configKey. */
  isPublic?: 'Y' | 'N' | string;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
  /** Concurrency token: sent back unchanged on edit. */
  version?: number;
}

export interface ConfigQuery extends PageQuery {
  configName?: string;
  configKey?: string;
  configType?: string;
}

/** One cached dictionary option (the dictionary store, src/stores/dict.ts). */
export interface DictOption {
  label: string;
  value: string;
  raw: SysDictData;
}
