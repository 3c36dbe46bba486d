import type { Queryable } from '../db/index.js';
import type { SqlWhere } from './lib/sql-where.js';

export interface ScopeRole {
  roleId: number;
  dataScope: string;
  /** Comma-joined perms cells of the role's enabled menus. */
  perms: string;
}

/** SQL behind data scope (services/data-scope.ts). */
export class DataScopeRepository {
  constructor(private readonly db: Queryable) {}

  /** The user's enabled roles with their data scope and permissions. */
  rolesOf(userId: number): Promise<ScopeRole[]> {
    return this.db.query<ScopeRole>(
      `SELECT r.role_id AS "roleId", r.data_scope AS "dataScope",
              coalesce(string_agg(m.perms, ',') FILTER (WHERE m.status = '0'), '') AS perms
         FROM sys_role r
         JOIN sys_user_role ur ON ur.role_id = r.role_id
         LEFT JOIN sys_role_menu rm ON rm.role_id = r.role_id
         LEFT JOIN sys_menu m ON m.menu_id = rm.menu_id
        WHERE ur.user_id = $1 AND r.status = '0' AND r.del_flag = '0'
        GROUP BY r.role_id, r.data_scope, r.role_sort
        ORDER BY r.role_sort, r.role_id`,
      [userId],
    );
  }

  /** The ids (`idColumn`) of the rows of `from` matching `where`. */
  async ids(
    from: string,
    idColumn: string,
    where: SqlWhere,
  ): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT ${idColumn} AS id FROM ${from}${where.sql()}`,
      where.params,
    );
    return rows.map((r) => Number(r.id));
  }

  /** Whether `from` holds a row matching `where` (a scope check). */
  async any(from: string, where: SqlWhere): Promise<boolean> {
    const row = await this.db.one(
      `SELECT 1 FROM ${from}${where.sql()} LIMIT 1`,
      where.params,
    );
    return row !== undefined;
  }
}
