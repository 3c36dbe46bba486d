/**
 * No one grants what they do not hold: a role editor (other than the super
 * administrator) may give a role only menus reached through their own
 * enabled roles, and a data scope no wider than their own widest. What the
 * role already has may stay (keeping is not granting).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DATA_SCOPE } from './data-scope.js';
import { ServiceError } from './errors.js';
import { isAdminUser } from './permission.js';

/** Breadth of each data scope; custom (2) is bounded by the dept checks. */
const BREADTH: Readonly<Record<string, number>> = {
  [DATA_SCOPE.ALL]: 4,
  [DATA_SCOPE.DEPT_AND_CHILD]: 3,
  [DATA_SCOPE.DEPT]: 2,
  [DATA_SCOPE.CUSTOM]: 1,
  [DATA_SCOPE.SELF]: 1,
};

/** Scopes from widest to narrowest (custom needs depts, so it is never a default). */
const BY_BREADTH = [
  DATA_SCOPE.ALL,
  DATA_SCOPE.DEPT_AND_CHILD,
  DATA_SCOPE.DEPT,
  DATA_SCOPE.SELF,
];

export interface GrantChecks {
  /** Refuses menu ids beyond the editor's own (and the role's current ones). */
  menus(menuIds: readonly number[], roleId?: number): Promise<void>;
  /** Refuses a scope wider than the editor's own (unless the role has it already). */
  dataScope(scope: string, roleId?: number): Promise<void>;
  /** The scope a new role gets when the request names none. */
  defaultScope(): Promise<string>;
}

export function grantChecks(
  app: FastifyInstance,
  req: FastifyRequest,
): GrantChecks {
  const userId = req.loginUser!.userId;
  const unrestricted = isAdminUser(userId);
  const db = app.db;
  const widest = async () => {
    const rows = await db.query<{ scope: string }>(
      `SELECT DISTINCT r.data_scope AS scope FROM sys_role r
         JOIN sys_user_role ur ON ur.role_id = r.role_id
        WHERE ur.user_id = $1 AND r.status = '0' AND r.del_flag = '0'`,
      [userId],
    );
    return Math.max(0, ...rows.map((r) => BREADTH[r.scope] ?? 0));
  };
  return {
    async menus(menuIds, roleId) {
      if (unrestricted || menuIds.length === 0) return;
      const rows = await db.query<{ id: number; name: string }>(
        `SELECT m.menu_id AS id, m.menu_name AS name FROM sys_menu m
          WHERE m.menu_id = ANY($1::int[])
            AND m.menu_id NOT IN (
              SELECT rm.menu_id FROM sys_role_menu rm
                JOIN sys_user_role ur ON ur.role_id = rm.role_id
                JOIN sys_role r ON r.role_id = rm.role_id
               WHERE ur.user_id = $2 AND r.status = '0' AND r.del_flag = '0')
            AND m.menu_id NOT IN (
              SELECT menu_id FROM sys_role_menu WHERE role_id = $3)
          ORDER BY m.menu_id`,
        [menuIds, userId, roleId ?? 0],
      );
      if (rows.length > 0) {
        throw new ServiceError(500, 'role.grant.menus', {
          names: rows
            .slice(0, 5)
            .map((r) => r.name)
            .join(', '),
        });
      }
    },
    async dataScope(scope, roleId) {
      if (unrestricted) return;
      if ((BREADTH[scope] ?? 0) <= (await widest())) return;
      if (roleId !== undefined) {
        const current = await db.one<{ scope: string }>(
          'SELECT data_scope AS scope FROM sys_role WHERE role_id = $1',
          [roleId],
        );
        if (current?.scope === scope) return;
      }
      throw new ServiceError(500, 'role.grant.dataScope');
    },
    async defaultScope() {
      if (unrestricted) return DATA_SCOPE.ALL;
      const breadth = await widest();
      return BY_BREADTH.find((s) => BREADTH[s] <= breadth) ?? DATA_SCOPE.SELF;
    },
  };
}
