/** Domain types of the system module used by the shared API modules. */
import type { ApiRow, FormRow, ListQuery } from './openapi';

/**
 * sys_dict_data row (`/system/dict/data`). listClass: default, primary,
 * success, info, warning, danger; empty = plain text. isDefault 'Y' or 'N'.
 */
export type SysDictData = FormRow<
  ApiRow<'/system/dict/data/list'>,
  | 'dictCode'
  | 'dictSort'
  | 'cssClass'
  | 'listClass'
  | 'isDefault'
  | 'status'
  | 'default'
>;

export type DictDataQuery = ListQuery<'/system/dict/data/list'>;

/**
 * sys_config row (`/system/config`). configType 'Y' built-in, 'N' not;
 * isPublic 'Y': any signed-in user may read it through configKey.
 */
export type SysConfig = FormRow<
  ApiRow<'/system/config/list'>,
  'configId' | 'configType' | 'isPublic'
>;

export type ConfigQuery = ListQuery<'/system/config/list'>;

/** One cached dictionary option (the dictionary store, src/stores/dict.ts). */
export interface DictOption {
  label: string;
  value: string;
  raw: SysDictData;
}
