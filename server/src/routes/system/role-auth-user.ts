/**
 * The users of a role (`/system/role/authUser/*`, the assign-users page and its
 * select-user dialog). Lists are under the user data scope; the super
 * administrator role's users never change here.
 */
import { type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { pageOf } from '../../repositories/lib/page.js';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxResult, TableData } from '../../schemas/common.js';
import {
  AuthUserQuery,
  CancelBody,
  RoleUsersQuery,
} from '../../schemas/role.js';
import { SysUserSchema } from '../../schemas/user.js';
import { scopeOf } from '../../services/data-scope.js';
import { ServiceError } from '../../errors.js';
import { grantChecks } from '../../services/grant-checks.js';
import { scopeChecks, USER_SCOPE_COLS } from '../../services/scope-checks.js';
import { assertNotAdminRole } from '../../services/user-rules.js';
import { ROLE_LOG_TITLE } from './role.js';
import { shownUser } from './user.js';
import { toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

type AuthUserQuery = Static<typeof AuthUserQuery>;

export default async function roleAuthUserRoutes(app: RouteApp) {
  const list = async (
    req: FastifyRequest,
    q: AuthUserQuery,
    without: boolean,
  ) => {
    const where = new SqlWhere();
    await app.services.dataScope.apply(where, scopeOf(req), USER_SCOPE_COLS);
    const { rows, total } = await app.repos.userAdmin.roleUsers(
      q.roleId,
      q,
      where,
      pageOf(q),
      without,
    );
    return {
      code: 200,
      msg: req.t('common.querySuccess'),
      rows: rows.map((u) => shownUser(u, req.lang())),
      total,
    };
  };

  /** Role editable here, users in scope; then `change` runs. */
  const change = async (
    req: FastifyRequest,
    roleId: number,
    userIds: number[],
    run: () => Promise<number>,
  ) => {
    assertNotAdminRole(roleId);
    const checks = scopeChecks(app, req);
    await checks.roles([roleId]);
    if (!(await app.repos.roles.findById(roleId))) {
      throw new ServiceError(500, 'common.notExists');
    }
    await checks.users(userIds);
    const n = await run();
    return toAjax(req, n);
  };

  for (const [path, without] of [
    ['/system/role/authUser/allocatedList', false],
    ['/system/role/authUser/unallocatedList', true],
  ] as const) {
    app.get(
      path,
      {
        config: { permission: 'system:role:list' },
        schema: {
          querystring: AuthUserQuery,
          response: { 200: TableData(SysUserSchema) },
        },
      },
      (req) => list(req, req.query, without),
    );
  }

  app.put(
    '/system/role/authUser/cancel',
    {
      config: {
        permission: 'system:role:edit',
        log: { title: ROLE_LOG_TITLE, businessType: 'GRANT' },
      },
      schema: { body: CancelBody, response: { 200: AjaxResult } },
    },
    async function cancelAuthUser(req) {
      const { roleId, userId } = req.body;
      return change(req, roleId, [userId], () =>
        app.repos.roles.removeUsers(roleId, [userId]),
      );
    },
  );

  app.put(
    '/system/role/authUser/cancelAll',
    {
      config: {
        permission: 'system:role:edit',
        log: { title: ROLE_LOG_TITLE, businessType: 'GRANT' },
      },
      schema: { querystring: RoleUsersQuery, response: { 200: AjaxResult } },
    },
    async function cancelAuthUserAll(req) {
      const { roleId } = req.query;
      const ids = parseIds(req.query.userIds);
      return change(req, roleId, ids, () =>
        app.repos.roles.removeUsers(roleId, ids),
      );
    },
  );

  app.put(
    '/system/role/authUser/selectAll',
    {
      config: {
        permission: 'system:role:edit',
        log: { title: ROLE_LOG_TITLE, businessType: 'GRANT' },
      },
      schema: { querystring: RoleUsersQuery, response: { 200: AjaxResult } },
    },
    async function selectAuthUserAll(req) {
      const { roleId } = req.query;
      const ids = parseIds(req.query.userIds);
      // Giving the role: it must be within the editor's rights.
      return change(req, roleId, ids, async () => {
        await grantChecks(app, req).roles([roleId]);
        return app.repos.roles.addUsers(roleId, ids);
      });
    },
  );
}
