/**
 * The code generator's table list as data: search, columns and the
 * permissions that show the actions column. Its buttons and row actions are
 * its own (edit opens a page, delete names tables), so the schema names no
 * standard action.
 */
import { listTable } from '@/api/tool/gen';
import type { ListScreenSchema } from '@/components/list-screen';
import type { GenQuery, GenTable } from '@/types/tool-gen';

export const genSchema: ListScreenSchema<GenTable, GenQuery> = {
  ns: 'tool-gen',
  idKey: 'tableId',
  nameKey: 'tableName',
  perms: {},
  api: { list: listTable },
  initialQuery: { tableName: undefined, tableComment: undefined },
  search: [
    { type: 'input', key: 'tableName' },
    { type: 'input', key: 'tableComment' },
    { type: 'dateRange', label: 'fields.createTime' },
  ],
  rowNumbers: { width: 70 },
  columns: [
    { key: 'tableName', align: 'center', sorter: true },
    { key: 'tableComment', align: 'center', ellipsis: true, sorter: true },
    { key: 'className', align: 'center' },
    { key: 'createTime', align: 'center', width: 170, sorter: true },
    { key: 'updateTime', align: 'center', width: 170, sorter: true },
  ],
  actions: {
    width: 260,
    perms: [
      'tool:gen:preview',
      'tool:gen:edit',
      'tool:gen:remove',
      'tool:gen:code',
    ],
  },
};
