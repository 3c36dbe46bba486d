import type { Queryable } from '../db/index.js';

export interface LogininforInput {
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** '0' success, '1' failure */
  status: '0' | '1';
  msg: string;
}

export class LogininforRepository {
  constructor(private readonly db: Queryable) {}

  async insert(row: LogininforInput): Promise<void> {
    await this.db.query(
      `INSERT INTO sys_logininfor
         (user_name, ipaddr, login_location, browser, os, status, msg)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        row.userName.slice(0, 50),
        row.ipaddr.slice(0, 128),
        row.loginLocation.slice(0, 255),
        row.browser.slice(0, 50),
        row.os.slice(0, 50),
        row.status,
        row.msg.slice(0, 255),
      ],
    );
  }
}
