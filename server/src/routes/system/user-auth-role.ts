/**
 * A user's roles (`/system/user/authRole`, the assign-roles page) and the
 * department tree of the user screen (`/system/user/deptTree`).
 */
import { Type } from '@sinclair/typebox';
import { demoText } from '../../i18n/demo-data.js';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult } from '../../schemas/common.js';
import { SysRoleSchema } from '../../schemas/role.js';
import { TreeSelectSchema, toTreeSelect } from '../../schemas/tree-select.js';
import { SysUserSchema } from '../../schemas/user.js';
import { scopeOf } from '../../services/data-scope.js';
import { ServiceError } from '../../errors.js';
import { grantChecks } from '../../services/grant-checks.js';
import { applyRoleScope, scopeChecks } from '../../services/scope-checks.js';
import {
  assertNotAdminRole,
  assertNotSuperAdmin,
  SUPER_ADMIN_ROLE_ID,
  SUPER_ADMIN_USER_ID,
} from '../../services/user-rules.js';
import { shownRole } from './role.js';
import { shownUser, USER_LOG_TITLE } from './user.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const AuthRoleResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  user: Type.Optional(SysUserSchema),
  roles: Type.Optional(Type.Array(SysRoleSchema)),
});

const AuthRoleQuery = Type.Object({
  userId: Type.Integer(),
  /** Comma list; empty takes every role away. */
  roleIds: Type.Optional(Type.String({ maxLength: 2000 })),
});

export default async function userAuthRoleRoutes(app: RouteApp) {
  app.get(
    '/system/user/authRole/:userId',
    {
      config: { permission: 'system:user:query' },
      schema: {
        params: Type.Object({ userId: Type.Integer() }),
        response: { 200: AuthRoleResponse },
      },
    },
    async (req) => {
      const { userId } = req.params;
      await scopeChecks(app, req).users([userId]);
      const user = await app.repos.userAdmin.findById(userId);
      if (!user) throw new ServiceError(500, 'common.notExists');
      const held = new Set(await app.repos.userAdmin.roleIdsOf(userId));
      const where = new SqlWhere();
      await applyRoleScope(app, req, where);
      const roles = (await app.repos.roles.listAll({}, where))
        .filter(
          (r) =>
            userId === SUPER_ADMIN_USER_ID || r.roleId !== SUPER_ADMIN_ROLE_ID,
        )
        .map((r) => ({
          ...shownRole(r, req.lang()),
          flag: held.has(r.roleId),
        }));
      return {
        code: 200,
        msg: req.t('common.success'),
        user: {
          ...shownUser(user, req.lang()),
          admin: userId === SUPER_ADMIN_USER_ID,
        },
        roles,
      };
    },
  );

  app.put(
    '/system/user/authRole',
    {
      config: {
        permission: 'system:user:edit',
        log: { title: USER_LOG_TITLE, businessType: 'GRANT' },
      },
      schema: { querystring: AuthRoleQuery, response: { 200: AjaxResult } },
    },
    async function insertAuthRole(req) {
      const { userId } = req.query;
      const roleIds = req.query.roleIds ? parseIds(req.query.roleIds) : [];
      assertNotSuperAdmin(userId);
      assertNotAdminRole(roleIds);
      const checks = scopeChecks(app, req);
      await checks.users([userId]);
      await checks.roles(roleIds);
      if (!(await app.repos.userAdmin.findById(userId))) {
        throw new ServiceError(500, 'common.notExists');
      }
      // Roles the user already holds may stay; new ones must be within the editor's rights.
      await grantChecks(app, req).roles(
        roleIds,
        await app.repos.userAdmin.roleIdsOf(userId),
      );
      await app.repos.transaction(({ userAdmin }) =>
        userAdmin.setRoles(userId, roleIds),
      );
      return ok(req);
    },
  );

  app.get(
    '/system/user/deptTree',
    {
      config: { permission: 'system:user:list' },
      schema: { response: { 200: AjaxData(Type.Array(TreeSelectSchema)) } },
    },
    async (req) => {
      const where = new SqlWhere();
      await app.services.dataScope.apply(where, scopeOf(req), {
        dept: 'd.dept_id',
      });
      const depts = await app.repos.depts.list({}, where);
      const data = toTreeSelect(
        depts.map((d) => ({
          id: d.deptId,
          parentId: d.parentId,
          label: demoText(d.deptName, req.lang()),
          disabled: d.status === '1',
        })),
      );
      return { code: 200, msg: req.t('common.success'), data };
    },
  );
}
