import type { Queryable } from '../db/index.js';

export interface RoleRow {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  dataScope: string;
  menuCheckStrictly: boolean;
  deptCheckStrictly: boolean;
  status: string;
  delFlag: string;
}

export class RoleRepository {
  constructor(private readonly db: Queryable) {}

  /** Roles of a user that are not deleted (enabled and disabled). */
  findByUserId(userId: number): Promise<RoleRow[]> {
    return this.db.query<RoleRow>(
      `SELECT r.role_id AS "roleId", r.role_name AS "roleName",
              r.role_key AS "roleKey", r.role_sort AS "roleSort",
              r.data_scope AS "dataScope",
              r.menu_check_strictly = 1 AS "menuCheckStrictly",
              r.dept_check_strictly = 1 AS "deptCheckStrictly",
              r.status, r.del_flag AS "delFlag"
         FROM sys_role r JOIN sys_user_role ur ON ur.role_id = r.role_id
        WHERE ur.user_id = $1 AND r.del_flag = '0'
        ORDER BY r.role_sort, r.role_id`,
      [userId],
    );
  }
}
