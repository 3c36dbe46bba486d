/** The copy records screen as data: search, columns, permissions and the dialog. */
import { Tag } from 'antd';
import {
  addRecord,
  delRecord,
  getRecord,
  listRecord,
  RECORD_EXPORT_URL,
  updateRecord,
} from '@/api/project/record';
import type { FormSchema, ListScreenSchema } from '@/components/list-screen';
import {
  ContentTitle,
  StatusTag,
  textOptions,
} from '@/components/project-content';
import {
  DISPLAY_TYPES,
  type ProjectRecord,
  type RecordQuery,
} from '@/types/record';

export const recordSchema: ListScreenSchema<ProjectRecord, RecordQuery> = {
  ns: 'project-record',
  help: 'glossary:help.record',
  idKey: 'recordId',
  nameKey: 'title',
  perms: {
    add: 'project:record:add',
    edit: 'project:record:edit',
    remove: 'project:record:remove',
    export: 'project:record:export',
  },
  api: {
    list: listRecord,
    get: getRecord,
    add: addRecord,
    update: updateRecord,
    remove: delRecord,
    exportUrl: RECORD_EXPORT_URL,
  },
  publishing: { kind: 'record' },
  initialQuery: {
    navId: undefined,
    title: undefined,
    pinned: undefined,
    displayType: undefined,
    status: undefined,
  },
  search: [
    { type: 'input', key: 'title' },
    {
      type: 'select',
      key: 'displayType',
      width: 140,
      options: ({ t }) => textOptions(t, 'displayTypes', DISPLAY_TYPES),
    },
    {
      type: 'select',
      key: 'pinned',
      width: 110,
      options: ({ t }) => textOptions(t, 'yesNo', ['1', '0']),
    },
    {
      type: 'select',
      key: 'status',
      width: 120,
      options: ({ t }) => textOptions(t, 'statusOptions', ['0', '1']),
    },
    {
      type: 'dateRange',
      label: 'fields.dateRange',
      placeholders: ['startDate', 'endDate'],
    },
  ],
  columns: [
    { key: 'recordId', align: 'center', width: 90, sorter: true },
    {
      key: 'title',
      sorter: true,
      width: 300,
      render: (row, { t }) => (
        <ContentTitle
          text={row.title}
          tags={
            row.pinned === '1' && <Tag color="red">{t('fields.pinned')}</Tag>
          }
          sub={row.subtitle}
        />
      ),
    },
    {
      key: 'navId',
      align: 'center',
      width: 130,
      render: (row) => row.navName,
    },
    {
      key: 'displayType',
      align: 'center',
      width: 110,
      render: (row, { t }) =>
        t(`displayTypes.${row.displayType}`, { defaultValue: row.displayType }),
    },
    { key: 'totalViews', align: 'center', width: 110, sorter: true },
    {
      key: 'status',
      align: 'center',
      width: 90,
      render: (row, { t }) => <StatusTag t={t} value={row.status} />,
    },
    { key: 'createBy', align: 'center', width: 100 },
    { key: 'createTime', align: 'center', width: 170, sorter: true },
    { key: 'updateTime', align: 'center', width: 170, sorter: true },
  ],
  actions: { width: 270 },
};

/** The add / edit dialog; its controls are the view's `RecordForm`. */
export const recordForm: FormSchema<ProjectRecord> = {
  width: 1000,
  top: 24,
  labelWidth: '130px',
  labelWrap: true,
  className: 'record-form',
  defaults: {
    title: '',
    subtitle: '',
    summary: '',
    content: '',
    contentBlocks: [],
    mainImage: '',
    pinned: '0',
    displayType: '1',
    jumpLink: '',
    orderNum: 0,
    status: '0',
    remark: '',
  },
  fields: [],
  // only image blocks keep a picture
  toSave: (values, record) => ({
    ...record,
    ...values,
    contentBlocks: (values.contentBlocks ?? []).map((b) => ({
      type: b.type,
      title: b.title ?? '',
      body: b.body ?? '',
      image: b.type === 'image' ? (b.image ?? '') : '',
    })),
  }),
};
