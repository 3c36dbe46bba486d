/**
 * Data scope: the department / self filter a non-admin user's roles allow,
 * added to a list's SqlWhere. Only enabled roles whose permissions include the
 * endpoint's permission take part; their conditions are OR-ed; scope 1 (all)
 * lifts the restriction; no matching role sees nothing. The super administrator
 * is never restricted.
 *
 *   await app.services.dataScope.apply(where, scopeOf(req), { dept: 'd.dept_id', user: 'u.user_id' });
 *   await app.services.dataScope.assertVisible(scopeOf(req), { … }, 'dataScope.dept');
 */
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/index.js';
import type { Repositories } from '../repositories/index.js';
import { SqlWhere } from '../repositories/lib/sql-where.js';
import { DEPT_TREE, inSubtree } from '../repositories/lib/tree.js';
import { ServiceError } from '../errors.js';
import type { AccessCache } from './access-cache.js';
import { isAdminUser } from './permission.js';
import type { LoginSession } from './infra/session.js';

export const DATA_SCOPE = {
  ALL: '1',
  CUSTOM: '2',
  DEPT: '3',
  DEPT_AND_CHILD: '4',
  SELF: '5',
} as const;

export interface ScopeContext {
  user: Pick<LoginSession, 'userId' | 'deptId'>;
  /** The permission of the endpoint (`@ss.hasPermi` value). */
  permission?: string;
}

/** Column expressions the scope filters on. */
export interface ScopeColumns {
  /** Department id column, e.g. `d.dept_id` or `u.dept_id`. */
  dept: string;
  /** User id column, for "self only" (without one, self only sees nothing). */
  user?: string;
}

/** The signed-in user and the route's permission. */
export function scopeOf(req: FastifyRequest): ScopeContext {
  if (!req.loginUser) throw new ServiceError(401, 'auth.forbidden');
  return {
    user: req.loginUser,
    permission: req.routeOptions.config?.permission,
  };
}

export class DataScopeService {
  constructor(
    private readonly repos: Repositories,
    private readonly access: AccessCache,
  ) {}

  /** Adds the scope condition to `where` (nothing for admin or scope "all"). */
  async apply(
    where: SqlWhere,
    ctx: ScopeContext,
    cols: ScopeColumns,
  ): Promise<void> {
    const cond = await this.condition(where, ctx, cols);
    if (cond) where.and(cond.sql, ...cond.tables);
  }

  /**
   * The scope condition with its values as parameters of `where`, without
   * adding it: for lists that filter through a subquery (roles are visible
   * when one of their users is, `EXISTS (… AND <condition>)`). Null when
   * the user is not restricted.
   */
  async condition(
    where: SqlWhere,
    ctx: ScopeContext,
    cols: ScopeColumns,
  ): Promise<{ sql: string; tables: string[] } | null> {
    if (isAdminUser(ctx.user.userId)) return null;
    const { userId } = ctx.user;
    const roles = await this.access.get(userId, 'scope', () =>
      this.repos.dataScope.rolesOf(userId),
    );
    const wanted = (ctx.permission ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    // Only enabled roles holding the endpoint's permission take part; one
    // of them with "all" lifts the restriction (decided before any value
    // becomes a parameter of `where`).
    const counted = roles.filter((role) => {
      if (wanted.length === 0) return true;
      const perms = new Set(role.perms.split(',').map((p) => p.trim()));
      return wanted.some((p) => perms.has(p));
    });
    if (counted.some((r) => r.dataScope === DATA_SCOPE.ALL)) return null;
    const ors: string[] = [];
    const tables: string[] = [];
    const seen = new Set<string>();
    const custom: number[] = [];
    for (const role of counted) {
      if (seen.has(role.dataScope) && role.dataScope !== DATA_SCOPE.CUSTOM) {
        continue;
      }
      seen.add(role.dataScope);
      switch (role.dataScope) {
        case DATA_SCOPE.CUSTOM:
          custom.push(role.roleId);
          break;
        case DATA_SCOPE.DEPT:
          ors.push(`${cols.dept} = ${where.param(ctx.user.deptId ?? 0)}`);
          break;
        case DATA_SCOPE.DEPT_AND_CHILD:
          ors.push(
            inSubtree(where, cols.dept, DEPT_TREE, ctx.user.deptId ?? 0),
          );
          tables.push('sys_dept');
          break;
        case DATA_SCOPE.SELF:
          ors.push(
            cols.user
              ? `${cols.user} = ${where.param(ctx.user.userId)}`
              : `${cols.dept} = 0`,
          );
          break;
      }
    }
    if (custom.length > 0) {
      ors.push(
        `${cols.dept} IN (SELECT dept_id FROM sys_role_dept WHERE role_id = ANY(${where.param(custom)}))`,
      );
      tables.push('sys_role_dept');
    }
    if (ors.length === 0) ors.push(`${cols.dept} = 0`);
    return { sql: `(${ors.join(' OR ')})`, tables };
  }

  /**
   * Which of `ids` are visible under the scope, in one query; null when the
   * user is not restricted (all are).
   */
  async visibleIds(
    ctx: ScopeContext,
    target: {
      from: string;
      idColumn: string;
      ids: readonly number[];
      cols: ScopeColumns;
    },
  ): Promise<Set<number> | null> {
    const where = new SqlWhere();
    where.and(`${target.idColumn} = ANY(${where.param([...target.ids])})`);
    const cond = await this.condition(where, ctx, target.cols);
    if (!cond) return null;
    if (target.ids.length === 0) return new Set();
    where.and(cond.sql, ...cond.tables);
    const ids = await this.repos.dataScope.ids(
      target.from,
      target.idColumn,
      where,
    );
    return new Set(ids);
  }

  /**
   * `checkUserDataScope` and friends: throws `message` unless the row named by
   * `id` is visible under the scope. `from` joins what `cols` refer to.
   */
  async assertVisible(
    ctx: ScopeContext,
    target: {
      from: string;
      idColumn: string;
      id: number;
      cols: ScopeColumns;
    },
    message: MessageKey,
  ): Promise<void> {
    if (isAdminUser(ctx.user.userId)) return;
    const where = new SqlWhere().eq(target.idColumn, target.id);
    await this.apply(where, ctx, target.cols);
    if (!(await this.repos.dataScope.any(target.from, where))) {
      throw new ServiceError(500, message);
    }
  }
}
