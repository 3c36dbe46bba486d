/**
 * The dictionary entries screen as data: search, columns, permissions and
 * the dialog form, whose style is previewed as the lists will show it.
 */
import { Form, Input, Select } from 'antd';
import {
  addData,
  delData,
  DICT_DATA_EXPORT_URL,
  getData,
  listData,
  updateData,
} from '@/api/system/dict/data';
import { DictTag } from '@/components/dict-tag';
import type { ListScreenSchema } from '@/components/list-screen';
import type { DictDataQuery, SysDictData } from '@/types/system';

/** Tag styles the lists know (the server accepts these); '' = plain text. */
const LIST_CLASSES = [
  'default',
  'primary',
  'success',
  'info',
  'warning',
  'danger',
] as const;

/** The label in the style being edited (follows the form as it changes). */
function StylePreview() {
  const form = Form.useFormInstance<SysDictData>();
  const watched = Form.useWatch([], form) as SysDictData | undefined;
  const preview = watched?.dictLabel?.trim()
    ? [
        {
          label: watched.dictLabel,
          value: 'preview',
          raw: { ...watched, dictValue: 'preview' },
        },
      ]
    : [];
  return (
    <span data-testid="dict-preview">
      <DictTag options={preview} value={preview.length ? 'preview' : ''} />
    </span>
  );
}

export const dataSchema: ListScreenSchema<SysDictData, DictDataQuery> = {
  ns: 'system-dict',
  idKey: 'dictCode',
  nameKey: 'dictLabel',
  texts: {
    entity: 'dataEntity',
    entityIds: 'dataEntityIds',
    exportName: 'dataExportName',
  },
  perms: {
    add: 'system:dict:add',
    edit: 'system:dict:edit',
    remove: 'system:dict:remove',
    export: 'system:dict:export',
  },
  dicts: ['sys_normal_disable', 'sys_yes_no'],
  api: {
    list: listData,
    get: getData,
    add: addData,
    update: updateData,
    remove: delData,
    exportUrl: DICT_DATA_EXPORT_URL,
  },
  initialQuery: {
    dictType: undefined,
    dictLabel: undefined,
    status: undefined,
  },
  search: [
    { type: 'custom', key: 'dictType' },
    { type: 'input', key: 'dictLabel' },
    { type: 'select', key: 'status', dict: 'sys_normal_disable' },
  ],
  columns: [
    { key: 'dictCode', align: 'center', width: 110, sorter: true },
    {
      key: 'dictLabel',
      align: 'center',
      render: (row) => (
        <DictTag
          options={[{ label: row.dictLabel, value: row.dictValue, raw: row }]}
          value={row.dictValue}
        />
      ),
    },
    { key: 'dictValue', align: 'center', sorter: true },
    { key: 'dictSort', align: 'center', width: 90, sorter: true },
    { key: 'isDefault', align: 'center', width: 100, dict: 'sys_yes_no' },
    { key: 'status', align: 'center', width: 90, dict: 'sys_normal_disable' },
    { key: 'remark', ellipsis: true },
    { key: 'createTime', align: 'center', width: 170 },
  ],
  actions: { width: 170 },
  form: {
    width: 620,
    labelWidth: '130px',
    labelWrap: true,
    // the type comes from the page (<ListScreen formDefaults>)
    defaults: {
      dictLabel: '',
      dictValue: '',
      cssClass: '',
      listClass: 'default',
      dictSort: 0,
      isDefault: 'N',
      status: '0',
      remark: '',
    },
    fields: [
      { name: 'dictType', type: 'custom', render: () => <Input disabled /> },
      { name: 'dictLabel', type: 'input', required: true, max: 100 },
      { name: 'dictValue', type: 'input', required: true, max: 100 },
      { name: 'cssClass', type: 'input', max: 100 },
      { name: 'dictSort', type: 'number', required: true, half: true },
      {
        name: 'listClass',
        type: 'custom',
        half: true,
        render: ({ t }) => (
          <Select
            aria-label={t('fields.listClass')}
            options={[
              { value: '', label: t('listClasses.none') },
              ...LIST_CLASSES.map((c) => ({
                value: c,
                label: t(`listClasses.${c}`),
              })),
            ]}
          />
        ),
      },
      { type: 'custom', label: 'preview', render: () => <StylePreview /> },
      { name: 'isDefault', type: 'radio', dict: 'sys_yes_no', half: true },
      {
        name: 'status',
        type: 'radio',
        dict: 'sys_normal_disable',
        half: true,
      },
      { name: 'remark', type: 'textarea', maxLength: 500 },
    ],
  },
};
