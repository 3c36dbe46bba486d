/** The parameters screen as data: search, columns, permissions and the dialog form. */
import { Input } from 'antd';
import {
  addConfig,
  CONFIG_EXPORT_URL,
  delConfig,
  getConfig,
  listConfig,
  updateConfig,
} from '@/api/system/config';
import type { ListScreenSchema } from '@/components/list-screen';
import type { ConfigQuery, SysConfig } from '@/types/system';

export const configSchema: ListScreenSchema<SysConfig, ConfigQuery> = {
  ns: 'system-config',
  idKey: 'configId',
  nameKey: 'configKey',
  perms: {
    add: 'system:config:add',
    edit: 'system:config:edit',
    remove: 'system:config:remove',
    export: 'system:config:export',
  },
  dicts: ['sys_yes_no'],
  api: {
    list: listConfig,
    get: getConfig,
    add: addConfig,
    update: updateConfig,
    remove: delConfig,
    exportUrl: CONFIG_EXPORT_URL,
  },
  initialQuery: {
    configName: undefined,
    configKey: undefined,
    configType: undefined,
  },
  search: [
    { type: 'input', key: 'configName' },
    { type: 'input', key: 'configKey' },
    { type: 'select', key: 'configType', dict: 'sys_yes_no' },
    { type: 'dateRange' },
  ],
  columns: [
    { key: 'configId', align: 'center', width: 130, sorter: true },
    { key: 'configName', width: 220, sorter: true },
    { key: 'configKey', width: 240, sorter: true },
    { key: 'configValue', ellipsis: true },
    { key: 'configType', align: 'center', width: 100, dict: 'sys_yes_no' },
    { key: 'isPublic', align: 'center', width: 100, dict: 'sys_yes_no' },
    { key: 'remark', ellipsis: true },
    { key: 'createTime', align: 'center', width: 170, sorter: true },
  ],
  actions: { width: 170 },
  form: {
    width: 560,
    labelWidth: '130px',
    labelWrap: true,
    defaults: {
      configName: '',
      configKey: '',
      configValue: '',
      configType: 'N',
      isPublic: 'N',
      remark: '',
    },
    fields: [
      { name: 'configName', type: 'input', required: true, max: 100 },
      { name: 'configKey', type: 'input', required: true, max: 100 },
      {
        name: 'configValue',
        type: 'custom',
        max: 500,
        render: ({ t }) => (
          <Input.TextArea
            placeholder={t('crud:enter', { field: t('fields.configValue') })}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        ),
      },
      { name: 'configType', type: 'radio', dict: 'sys_yes_no' },
      {
        name: 'isPublic',
        type: 'radio',
        dict: 'sys_yes_no',
        extra: 'publicHelp',
      },
      { name: 'remark', type: 'textarea', maxLength: 500 },
    ],
    toSave: (values, record) => ({
      ...record,
      ...values,
      configValue: values.configValue ?? '',
    }),
  },
};
