/** The notices screen as data: search, columns, permissions and the dialog form. */
import {
  addNotice,
  delNotice,
  getNotice,
  listNotice,
  updateNotice,
} from '@/api/system/notice';
import { Editor } from '@/components/editor';
import type { ListScreenSchema } from '@/components/list-screen';
import type { NoticeQuery, SysNotice } from '@/types/notice';

export const noticeSchema: ListScreenSchema<SysNotice, NoticeQuery> = {
  ns: 'system-notice',
  idKey: 'noticeId',
  nameKey: 'noticeTitle',
  perms: {
    add: 'system:notice:add',
    edit: 'system:notice:edit',
    remove: 'system:notice:remove',
  },
  dicts: ['sys_notice_type', 'sys_notice_status'],
  api: {
    list: listNotice,
    get: getNotice,
    add: addNotice,
    update: updateNotice,
    remove: delNotice,
  },
  initialQuery: {
    noticeTitle: undefined,
    createBy: undefined,
    noticeType: undefined,
  },
  search: [
    { type: 'input', key: 'noticeTitle' },
    { type: 'input', key: 'createBy' },
    { type: 'select', key: 'noticeType', dict: 'sys_notice_type' },
  ],
  columns: [
    { key: 'noticeId', align: 'center', width: 90, sorter: true },
    { key: 'noticeTitle', ellipsis: true },
    {
      key: 'noticeType',
      align: 'center',
      width: 120,
      dict: 'sys_notice_type',
    },
    { key: 'status', align: 'center', width: 100, dict: 'sys_notice_status' },
    { key: 'createBy', align: 'center', width: 120 },
    { key: 'createTime', align: 'center', width: 180, sorter: true },
  ],
  // readers see the View link too
  actions: {
    width: 300,
    perms: [
      'system:notice:query',
      'system:notice:edit',
      'system:notice:remove',
    ],
  },
  form: {
    width: 820,
    labelWidth: '90px',
    className: 'notice-form',
    defaults: {
      noticeTitle: '',
      noticeType: '',
      noticeContent: '',
      status: '0',
    },
    fields: [
      {
        name: 'noticeTitle',
        type: 'input',
        required: true,
        maxLength: 50,
        half: true,
      },
      {
        name: 'noticeType',
        type: 'select',
        dict: 'sys_notice_type',
        required: true,
        half: true,
      },
      { name: 'status', type: 'radio', dict: 'sys_notice_status' },
      {
        name: 'noticeContent',
        type: 'custom',
        render: () => <Editor height={380} />,
      },
    ],
  },
};
