/** The navigation copy screen as data: search, columns and permissions. */
import { Image, Tag } from 'antd';
import {
  delNavRecord,
  getNavRecord,
  listNavRecord,
  NAV_RECORD_EXPORT_URL,
} from '@/api/project/nav-record';
import type { ListScreenSchema } from '@/components/list-screen';
import { textOptions } from '@/components/project-content';
import { resolveUrl } from '@/components/upload-shared';
import type { NavRecordQuery, ProjectNavRecord } from '@/types/nav-record';

export const navRecordSchema: ListScreenSchema<
  ProjectNavRecord,
  NavRecordQuery
> = {
  ns: 'project-nav-record',
  help: 'glossary:help.navRecord',
  idKey: 'navRecordId',
  nameKey: 'title',
  perms: {
    add: 'project:navRecord:add',
    edit: 'project:navRecord:edit',
    remove: 'project:navRecord:remove',
    export: 'project:navRecord:export',
  },
  // the dialog (nav-record-dialog.tsx) adds and saves
  api: {
    list: listNavRecord,
    get: getNavRecord,
    remove: delNavRecord,
    exportUrl: NAV_RECORD_EXPORT_URL,
  },
  publishing: { kind: 'navRecord' },
  initialQuery: { navId: undefined, title: undefined, status: undefined },
  search: [
    { type: 'custom', key: 'navId' },
    { type: 'input', key: 'title' },
    {
      type: 'select',
      key: 'status',
      options: ({ t }) => textOptions(t, 'statusOptions', ['0', '1']),
    },
  ],
  columns: [
    { key: 'navRecordId', align: 'center', width: 90, sorter: true },
    { key: 'navId', width: 150, render: (row) => row.navName },
    { key: 'title', ellipsis: true, width: 240, sorter: true },
    { key: 'subtitle', ellipsis: true, width: 200 },
    {
      key: 'image',
      align: 'center',
      width: 90,
      render: (row) => {
        const src = row.image ? resolveUrl(row.image.split(',')[0]) : '';
        return src ? <Image src={src} width={48} height={32} alt="" /> : null;
      },
    },
    { key: 'orderNum', align: 'center', width: 110, sorter: true },
    {
      key: 'status',
      align: 'center',
      width: 100,
      render: (row, { t }) => (
        <Tag color={row.status === '0' ? 'processing' : 'error'}>
          {t(`statusOptions.${row.status}`, row.status)}
        </Tag>
      ),
    },
    { key: 'createTime', align: 'center', width: 170, sorter: true },
  ],
  actions: { width: 260 },
};
