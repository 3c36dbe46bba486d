/**
 * sys_oper_log and sys_logininfor rows (`/monitor/operlog`,
 * `/monitor/logininfor`).
 *
 * Operation log: businessType is sys_oper_type (0 other, 1 insert, 2 update,
 * 3 delete, 4 grant, 5 export, 6 import, 7 force, 8 gen, 9 clean),
 * operatorType 0 other, 1 back-office user, 2 mobile; operParam is JSON text
 * with secrets masked; status 0 success, 1 failure; costTime in milliseconds.
 * Sign-in log: status '0' success, '1' failure (sys_common_status).
 */
import type { ApiRow, ListQuery } from './openapi';

export type SysOperLog = ApiRow<'/monitor/operlog/list'>;

export type OperLogQuery = ListQuery<'/monitor/operlog/list'>;

export type SysLogininfor = ApiRow<'/monitor/logininfor/list'>;

export type LogininforQuery = ListQuery<'/monitor/logininfor/list'>;
