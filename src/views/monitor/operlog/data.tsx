/** The operation log as data: search, columns, permissions, newest first. */
import {
  cleanOperlog,
  delOperlog,
  list,
  OPERLOG_EXPORT_URL,
} from '@/api/monitor/operlog';
import type { ListScreenSchema } from '@/components/list-screen';
import type { OperLogQuery, SysOperLog } from '@/types/monitor-log';

export const operlogSchema: ListScreenSchema<SysOperLog, OperLogQuery> = {
  ns: 'monitor-log',
  idKey: 'operId',
  nameKey: 'operId',
  perms: {
    remove: 'monitor:operlog:remove',
    clean: 'monitor:operlog:remove',
    export: 'monitor:operlog:export',
  },
  dicts: ['sys_oper_type', 'sys_common_status'],
  api: {
    list,
    remove: delOperlog,
    clean: cleanOperlog,
    exportUrl: OPERLOG_EXPORT_URL,
  },
  initialQuery: {
    title: undefined,
    operName: undefined,
    businessType: undefined,
    status: undefined,
    operIp: undefined,
  },
  // newest first, as RuoYi's screen opens
  defaultSort: { orderByColumn: 'operTime', isAsc: 'descending' },
  search: [
    { type: 'input', key: 'title' },
    { type: 'input', key: 'operName' },
    { type: 'select', key: 'businessType', dict: 'sys_oper_type' },
    { type: 'select', key: 'status', dict: 'sys_common_status' },
    { type: 'input', key: 'operIp' },
    {
      type: 'dateRange',
      withTime: true,
      label: 'operlog.fields.operTime',
      placeholders: ['begin', 'end'],
    },
  ],
  columns: [
    { key: 'operId', align: 'center', width: 90 },
    { key: 'title', align: 'center', ellipsis: true },
    { key: 'businessType', align: 'center', width: 110, dict: 'sys_oper_type' },
    { key: 'operName', align: 'center', width: 120, sorter: true },
    { key: 'operIp', align: 'center', width: 130 },
    { key: 'status', align: 'center', width: 100, dict: 'sys_common_status' },
    { key: 'operTime', align: 'center', width: 170, sorter: true },
    {
      key: 'costTime',
      align: 'center',
      width: 110,
      sorter: true,
      render: (row, { t }) => t('ms', { n: row.costTime }),
    },
  ],
  // the only row action is Details
  actions: { width: 100, perms: ['monitor:operlog:query'] },
  texts: {
    entityIds: 'operlog.entityIds',
    exportName: 'operlog.exportName',
    confirmClean: 'operlog.confirmClean',
    fields: 'operlog.fields',
  },
};
