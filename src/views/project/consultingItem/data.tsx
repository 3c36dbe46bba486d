/** The consulting-items screen as data: search, columns, permissions and the dialog. */
import { Space, Tag, Typography } from 'antd';
import {
  addConsultingItem,
  delConsultingItem,
  getConsultingItem,
  listConsultingItem,
  updateConsultingItem,
} from '@/api/project/consulting-item';
import type { ListScreenSchema } from '@/components/list-screen';
import type {
  ConsultingItem,
  ConsultingItemQuery,
} from '@/types/consulting-item';
import { DeptSelect, recipientLabel, RecipientSelect } from './item-fields';

/** The item as the dialog edits it: its recipients as ids. */
async function getForForm(id: number | string) {
  const res = await getConsultingItem(id);
  const item = res.data;
  return {
    ...res,
    data: item && {
      ...item,
      recipientIds: (item.recipients ?? []).map((r) => r.userId),
    },
  };
}

export const consultingItemSchema: ListScreenSchema<
  ConsultingItem,
  ConsultingItemQuery
> = {
  ns: 'consulting-item',
  help: 'help',
  idKey: 'itemId',
  nameKey: 'itemName',
  perms: {
    add: 'project:consultingItem:add',
    edit: 'project:consultingItem:edit',
    remove: 'project:consultingItem:remove',
  },
  dicts: ['sys_normal_disable'],
  api: {
    list: listConsultingItem,
    get: getForForm,
    add: addConsultingItem,
    update: updateConsultingItem,
    remove: delConsultingItem,
  },
  initialQuery: { itemName: undefined, status: undefined },
  search: [
    { type: 'input', key: 'itemName' },
    { type: 'select', key: 'status', dict: 'sys_normal_disable' },
  ],
  columns: [
    { key: 'itemId', align: 'center', width: 90, sorter: true },
    { key: 'itemName', sorter: true },
    { key: 'deptName', align: 'center', width: 160 },
    {
      key: 'recipients',
      render: (row, { t }) =>
        row.recipients?.length ? (
          <Space size={[0, 4]} wrap>
            {row.recipients.map((u) => (
              <Tag key={u.userId} title={recipientLabel(u)}>
                {u.nickName} &lt;{u.email}&gt;
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="warning">{t('noRecipients')}</Typography.Text>
        ),
    },
    { key: 'orderNum', align: 'center', width: 110, sorter: true },
    {
      key: 'status',
      align: 'center',
      width: 100,
      dict: 'sys_normal_disable',
    },
    { key: 'createTime', align: 'center', width: 170, sorter: true },
  ],
  form: {
    width: 600,
    labelWidth: '110px',
    defaults: {
      itemName: '',
      orderNum: 0,
      status: '0',
      recipientIds: [],
      remark: '',
    },
    fields: [
      { name: 'itemName', type: 'input', required: true, max: 100 },
      {
        name: 'deptId',
        type: 'custom',
        required: true,
        render: () => <DeptSelect />,
      },
      { name: 'orderNum', type: 'number', required: true },
      { name: 'status', type: 'radio', dict: 'sys_normal_disable' },
      {
        name: 'recipientIds',
        type: 'custom',
        extra: 'recipientsHelp',
        render: () => <RecipientSelect />,
      },
      { name: 'remark', type: 'textarea', maxLength: 500 },
    ],
    // Only what the server takes: not the listed names and recipients.
    toSave: (values, record) => ({
      itemId: record?.itemId,
      version: record?.version,
      itemName: values.itemName,
      deptId: values.deptId,
      orderNum: values.orderNum,
      status: values.status,
      recipientIds: values.recipientIds ?? [],
      remark: values.remark,
    }),
  },
};
