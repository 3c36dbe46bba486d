import type { Queryable } from '../db/index.js';

/** Menu ids reached through the enabled, live roles of user `$1`. */
const OWN_MENUS = `SELECT rm.menu_id FROM sys_role_menu rm
  JOIN sys_user_role ur ON ur.role_id = rm.role_id
  JOIN sys_role r ON r.role_id = rm.role_id
 WHERE ur.user_id = $1 AND r.status = '0' AND r.del_flag = '0'`;

/** SQL behind the grant checks (services/grant-checks.ts). */
export class GrantRepository {
  constructor(private readonly db: Queryable) {}

  /** Data scopes of the user's enabled roles. */
  async scopesOf(userId: number): Promise<string[]> {
    const rows = await this.db.query<{ scope: string }>(
      `SELECT DISTINCT r.data_scope AS scope FROM sys_role r
         JOIN sys_user_role ur ON ur.role_id = r.role_id
        WHERE ur.user_id = $1 AND r.status = '0' AND r.del_flag = '0'`,
      [userId],
    );
    return rows.map((r) => r.scope);
  }

  /**
   * Names of the menus of `menuIds` that the user's enabled roles do not
   * reach and role `keptBy` does not have yet.
   */
  async menusBeyond(
    userId: number,
    menuIds: readonly number[],
    keptBy = 0,
  ): Promise<string[]> {
    const rows = await this.db.query<{ name: string }>(
      `SELECT m.menu_name AS name FROM sys_menu m
        WHERE m.menu_id = ANY($2::int[])
          AND m.menu_id NOT IN (${OWN_MENUS})
          AND m.menu_id NOT IN (SELECT menu_id FROM sys_role_menu WHERE role_id = $3)
        ORDER BY m.menu_id`,
      [userId, menuIds, keptBy],
    );
    return rows.map((r) => r.name);
  }

  /** Whether role `roleId` has a menu the user's enabled roles do not reach. */
  async roleExceeds(userId: number, roleId: number): Promise<boolean> {
    const row = await this.db.one(
      `SELECT 1 FROM sys_role_menu
        WHERE role_id = $2 AND menu_id NOT IN (${OWN_MENUS}) LIMIT 1`,
      [userId, roleId],
    );
    return row !== undefined;
  }

  /** Whether the user holds the role (enabled or not). */
  async holds(userId: number, roleId: number): Promise<boolean> {
    const row = await this.db.one(
      'SELECT 1 FROM sys_user_role WHERE user_id = $1 AND role_id = $2',
      [userId, roleId],
    );
    return row !== undefined;
  }

  /** The role's menu ids. */
  async menuIdsOf(roleId: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      'SELECT menu_id AS id FROM sys_role_menu WHERE role_id = $1',
      [roleId],
    );
    return rows.map((r) => r.id);
  }

  /** The role's custom data-scope departments, as stored. */
  async deptIdsOf(roleId: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      'SELECT dept_id AS id FROM sys_role_dept WHERE role_id = $1',
      [roleId],
    );
    return rows.map((r) => r.id);
  }
}
