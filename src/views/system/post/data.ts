/** The posts screen as data: search, columns, permissions and the dialog form. */
import {
  addPost,
  delPost,
  getPost,
  listPost,
  POST_EXPORT_URL,
  updatePost,
} from '@/api/system/post';
import type { ListScreenSchema } from '@/components/list-screen';
import type { PostQuery, SysPost } from '@/types/post';

export const postSchema: ListScreenSchema<SysPost, PostQuery> = {
  ns: 'system-post',
  idKey: 'postId',
  nameKey: 'postName',
  perms: {
    add: 'system:post:add',
    edit: 'system:post:edit',
    remove: 'system:post:remove',
    export: 'system:post:export',
  },
  dicts: ['sys_normal_disable'],
  api: {
    list: listPost,
    get: getPost,
    add: addPost,
    update: updatePost,
    remove: delPost,
    exportUrl: POST_EXPORT_URL,
  },
  initialQuery: {
    postCode: undefined,
    postName: undefined,
    status: undefined,
  },
  search: [
    { type: 'input', key: 'postCode' },
    { type: 'input', key: 'postName' },
    { type: 'select', key: 'status', dict: 'sys_normal_disable' },
  ],
  columns: [
    { key: 'postId', align: 'center', width: 100 },
    { key: 'postCode', align: 'center' },
    { key: 'postName', align: 'center' },
    { key: 'postSort', align: 'center', sorter: true },
    { key: 'status', align: 'center', dict: 'sys_normal_disable' },
    { key: 'createTime', align: 'center', width: 180, sorter: true },
  ],
  form: {
    width: 500,
    labelSpan: 6,
    defaults: {
      postCode: '',
      postName: '',
      postSort: 0,
      status: '0',
      remark: '',
    },
    fields: [
      { name: 'postName', type: 'input', required: true, max: 50 },
      { name: 'postCode', type: 'input', required: true, max: 64 },
      { name: 'postSort', type: 'number', required: true },
      { name: 'status', type: 'radio', dict: 'sys_normal_disable' },
      { name: 'remark', type: 'textarea', maxLength: 500 },
    ],
  },
};
