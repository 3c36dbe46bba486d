/** The login log as data: search, columns, permissions, newest first. */
import {
  cleanLogininfor,
  delLogininfor,
  list,
  LOGININFOR_EXPORT_URL,
} from '@/api/monitor/logininfor';
import type { ListScreenSchema } from '@/components/list-screen';
import type { LogininforQuery, SysLogininfor } from '@/types/monitor-log';

export const logininforSchema: ListScreenSchema<
  SysLogininfor,
  LogininforQuery
> = {
  ns: 'monitor-log',
  idKey: 'infoId',
  nameKey: 'userName',
  // Export follows Unlock: the view adds both
  perms: {
    remove: 'monitor:logininfor:remove',
    clean: 'monitor:logininfor:remove',
  },
  dicts: ['sys_common_status'],
  api: {
    list,
    remove: delLogininfor,
    clean: cleanLogininfor,
    exportUrl: LOGININFOR_EXPORT_URL,
  },
  initialQuery: { ipaddr: undefined, userName: undefined, status: undefined },
  // newest first, as RuoYi's screen opens
  defaultSort: { orderByColumn: 'loginTime', isAsc: 'descending' },
  search: [
    { type: 'input', key: 'ipaddr' },
    { type: 'input', key: 'userName' },
    { type: 'select', key: 'status', dict: 'sys_common_status' },
    {
      type: 'dateRange',
      withTime: true,
      label: 'logininfor.fields.loginTime',
      placeholders: ['begin', 'end'],
    },
  ],
  columns: [
    { key: 'infoId', align: 'center', width: 90 },
    { key: 'userName', align: 'center', width: 120, sorter: true },
    { key: 'ipaddr', align: 'center', width: 130 },
    { key: 'loginLocation', align: 'center', width: 120 },
    { key: 'browser', align: 'center', width: 130 },
    { key: 'os', align: 'center', width: 110 },
    { key: 'status', align: 'center', width: 100, dict: 'sys_common_status' },
    // the reason of a failure matters most: it wraps rather than being cut
    { key: 'msg', align: 'center', width: 220 },
    { key: 'loginTime', align: 'center', width: 170, sorter: true },
  ],
  // no row actions
  actions: { perms: [] },
  texts: {
    entityIds: 'logininfor.entityIds',
    exportName: 'logininfor.exportName',
    confirmClean: 'logininfor.confirmClean',
    fields: 'logininfor.fields',
  },
};
