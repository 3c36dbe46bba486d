import type { Queryable } from '../db/index.js';

/** One sys_oper_log row as the recording hook builds it (contract §3.4). */
export interface OperLogInput {
  title: string;
  businessType: number;
  method: string;
  requestMethod: string;
  /** 0 other, 1 back-office user, 2 mobile */
  operatorType: number;
  operName: string;
  /** The operator's department (its name is looked up on insert). */
  deptId: number | null;
  operUrl: string;
  operIp: string;
  operLocation: string;
  operParam: string;
  jsonResult: string;
  /** 0 ok, 1 error */
  status: number;
  errorMsg: string;
  costTime: number;
}

const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

export class OperLogRepository {
  constructor(private readonly db: Queryable) {}

  async insert(row: OperLogInput): Promise<void> {
    await this.db.query(
      `INSERT INTO sys_oper_log
         (title, business_type, method, request_method, operator_type,
          oper_name, dept_name, oper_url, oper_ip, oper_location, oper_param,
          json_result, status, error_msg, cost_time)
       VALUES ($1, $2, $3, $4, $5, $6,
               coalesce((SELECT dept_name FROM sys_dept WHERE dept_id = $7), ''),
               $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        cut(row.title, 50),
        row.businessType,
        cut(row.method, 200),
        cut(row.requestMethod, 10),
        row.operatorType,
        cut(row.operName, 50),
        row.deptId,
        cut(row.operUrl, 255),
        cut(row.operIp, 128),
        cut(row.operLocation, 255),
        cut(row.operParam, 2000),
        cut(row.jsonResult, 2000),
        row.status,
        cut(row.errorMsg, 2000),
        Math.max(0, Math.round(row.costTime)),
      ],
    );
  }
}
