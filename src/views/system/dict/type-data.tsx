/**
 * The dictionary types screen as data: search, columns, permissions and the
 * dialog form (named apart from the `data/` folder of the entries screen).
 */
import { Link } from 'react-router-dom';
import {
  addType,
  delType,
  DICT_TYPE_EXPORT_URL,
  getType,
  listType,
  updateType,
} from '@/api/system/dict/type';
import type { ListScreenSchema } from '@/components/list-screen';
import { dictDataPath } from '@/router/paths';
import type { DictTypeQuery, SysDictType } from '@/types/dict';

/** `sys_user_sex`: a letter, then lower-case letters, digits, underscores. */
const TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;

export const typeSchema: ListScreenSchema<SysDictType, DictTypeQuery> = {
  ns: 'system-dict',
  idKey: 'dictId',
  nameKey: 'dictType',
  perms: {
    add: 'system:dict:add',
    edit: 'system:dict:edit',
    remove: 'system:dict:remove',
    export: 'system:dict:export',
  },
  dicts: ['sys_normal_disable'],
  api: {
    list: listType,
    get: getType,
    add: addType,
    update: updateType,
    remove: delType,
    exportUrl: DICT_TYPE_EXPORT_URL,
  },
  initialQuery: {
    dictName: undefined,
    dictType: undefined,
    status: undefined,
  },
  search: [
    { type: 'input', key: 'dictName' },
    { type: 'input', key: 'dictType' },
    { type: 'select', key: 'status', dict: 'sys_normal_disable' },
    { type: 'dateRange' },
  ],
  columns: [
    { key: 'dictId', align: 'center', width: 140, sorter: true },
    { key: 'dictName', ellipsis: true, sorter: true },
    {
      key: 'dictType',
      ellipsis: true,
      sorter: true,
      render: (row, { t }) => (
        <Link
          to={dictDataPath(row.dictId!)}
          aria-label={t('dataOf', { type: row.dictType })}
        >
          {row.dictType}
        </Link>
      ),
    },
    { key: 'status', align: 'center', width: 100, dict: 'sys_normal_disable' },
    { key: 'remark', ellipsis: true },
    { key: 'createTime', align: 'center', width: 170, sorter: true },
  ],
  actions: { width: 170 },
  form: {
    width: 520,
    labelWidth: '130px',
    labelWrap: true,
    defaults: { dictName: '', dictType: '', status: '0', remark: '' },
    fields: [
      { name: 'dictName', type: 'input', required: true, max: 100 },
      {
        name: 'dictType',
        type: 'input',
        required: true,
        max: 100,
        rules: ({ t }) => [
          { pattern: TYPE_PATTERN, message: t('typeInvalid') },
        ],
      },
      { name: 'status', type: 'radio', dict: 'sys_normal_disable' },
      { name: 'remark', type: 'textarea', maxLength: 500 },
    ],
    toSave: (values, record) => ({
      ...record,
      ...values,
      dictType: values.dictType.trim(),
    }),
  },
};
