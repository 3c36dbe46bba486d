/**
 * sys_oper_log and sys_logininfor rows (`/monitor/operlog`,
 * `/monitor/logininfor`).
 */
import type { PageQuery } from './api';

export interface SysOperLog {
  operId: number;
  title: string;
  /** sys_oper_type: 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 8 gen, 9 clean. */
  businessType: number;
  method: string;
  requestMethod: string;
  /** 0 other, 1 back-office user, 2 mobile. */
  operatorType: number;
  operName: string;
  deptName: string;
  operUrl: string;
  operIp: string;
  operLocation: string;
  /** JSON text, secrets masked. */
  operParam: string;
  jsonResult: string;
  /** 0 success, 1 failure (sys_common_status). */
  status: number;
  errorMsg: string;
  operTime: string | null;
  /** Milliseconds. */
  costTime: number;
}

export interface OperLogQuery extends PageQuery {
  operIp?: string;
  title?: string;
  operName?: string;
  businessType?: string;
  status?: string;
}

export interface SysLogininfor {
  infoId: number;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** '0' success, '1' failure (sys_common_status). */
  status: string;
  msg: string;
  loginTime: string | null;
}

export interface LogininforQuery extends PageQuery {
  ipaddr?: string;
  userName?: string;
  status?: string;
}
