/** sys_dict_type rows of `/system/dict/type`. */
import type { ApiRow, FormRow, ListQuery } from './openapi';

/** `dictType` is a lower-case code such as `sys_user_sex`. */
export type SysDictType = FormRow<ApiRow<'/system/dict/type/list'>, 'dictId'>;

export type DictTypeQuery = ListQuery<'/system/dict/type/list'>;
