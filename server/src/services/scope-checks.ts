/**
 * Single-row data-scope checks of user and role management (RuoYi's
 * `checkUserDataScope`, `checkRoleDataScope`, `checkDeptDataScope`) and the
 * role-list scope: a role is visible when one of its users is.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SqlWhere } from '../repositories/lib/sql-where.js';
import { scopeOf, type ScopeColumns } from './data-scope.js';
import { ServiceError } from '../errors.js';

export const USER_SCOPE_COLS: ScopeColumns = {
  dept: 'u.dept_id',
  user: 'u.user_id',
};
const DEPT_SCOPE_COLS: ScopeColumns = { dept: 'd.dept_id' };

/**
 * Adds the role data scope to a role list (`sys_role r`). False when the
 * user is not restricted (nothing added).
 */
export async function applyRoleScope(
  app: FastifyInstance,
  req: FastifyRequest,
  where: SqlWhere,
): Promise<boolean> {
  const cond = await app.services.dataScope.condition(
    where,
    scopeOf(req),
    USER_SCOPE_COLS,
  );
  if (!cond) return false;
  where.and(
    `EXISTS (SELECT 1 FROM sys_user_role ur
       JOIN sys_user u ON u.user_id = ur.user_id AND u.del_flag = '0'
      WHERE ur.role_id = r.role_id AND ${cond.sql})`,
    'sys_user_role',
    'sys_user',
    ...cond.tables,
  );
  return true;
}

/** The checks for one request (the route's permission decides the scope). */
export function scopeChecks(app: FastifyInstance, req: FastifyRequest) {
  const scope = app.services.dataScope;
  return {
    /** Every user must be visible. */
    async users(userIds: readonly number[]): Promise<void> {
      for (const id of userIds) {
        await scope.assertVisible(
          scopeOf(req),
          {
            from: 'sys_user u',
            idColumn: 'u.user_id',
            id,
            cols: USER_SCOPE_COLS,
          },
          'dataScope.user',
        );
      }
    },
    async dept(deptId: number | null | undefined): Promise<void> {
      if (deptId === null || deptId === undefined) return;
      await scope.assertVisible(
        scopeOf(req),
        {
          from: 'sys_dept d',
          idColumn: 'd.dept_id',
          id: deptId,
          cols: DEPT_SCOPE_COLS,
        },
        'dataScope.dept',
      );
    },
    /** Every role must be visible. */
    async roles(roleIds: readonly number[]): Promise<void> {
      for (const id of roleIds) {
        const where = new SqlWhere().eq('r.role_id', id);
        if (!(await applyRoleScope(app, req, where))) return;
        if (!(await app.repos.dataScope.any('sys_role r', where))) {
          throw new ServiceError(500, 'dataScope.role');
        }
      }
    },
  };
}
