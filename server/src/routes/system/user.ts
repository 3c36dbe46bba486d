/** Users `/system/user`: list under data scope and CRUD. */
import { Type, type Static } from '@sinclair/typebox';
import bcrypt from 'bcryptjs';
import type { FastifyRequest } from 'fastify';
import { demoRow, demoStored } from '../../i18n/demo-data.js';
import type { Lang } from '../../i18n/index.js';
import { pageOf } from '../../repositories/lib/page.js';
import type { AdminUserRow } from '../../repositories/user-admin.js';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxResult, TableData } from '../../schemas/common.js';
import { PostSchema } from '../../schemas/system.js';
import { shownPost } from './post.js';
import { shownRole } from './role.js';
import { SysRoleSchema } from '../../schemas/role.js';
import {
  ResetPwdBody,
  SysUserSchema,
  UserAdd,
  UserEdit,
  UserQuery,
  UserStatusBody,
} from '../../schemas/user.js';
import { scopeOf } from '../../services/data-scope.js';
import { ServiceError } from '../../errors.js';
import { grantChecks } from '../../services/grant-checks.js';
import { hasMarkup } from '../../services/infra/sanitize.js';
import {
  applyRoleScope,
  scopeChecks,
  USER_SCOPE_COLS,
} from '../../services/scope-checks.js';
import {
  assertNotAdminRole,
  assertNotSuperAdmin,
  checkUserPassword,
  SUPER_ADMIN_ROLE_ID,
  SUPER_ADMIN_USER_ID,
} from '../../services/user-rules.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

type UserQuery = Static<typeof UserQuery>;
type UserAddBody = Static<typeof UserAdd>;
type UserEditBody = Static<typeof UserEdit>;

export const USER_LOG_TITLE = 'User';

/** A user with the seeded nickname, remark and department in the reader's language. */
export const shownUser = (u: AdminUserRow, lang: Lang): AdminUserRow => ({
  ...demoRow(u, lang, 'nickName', 'remark'),
  dept: u.dept && demoRow(u.dept, lang, 'deptName', 'leader'),
});

const UserDetail = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Optional(SysUserSchema),
  roles: Type.Optional(Type.Array(SysRoleSchema)),
  posts: Type.Optional(Type.Array(PostSchema)),
  postIds: Type.Optional(Type.Array(Type.Integer())),
  roleIds: Type.Optional(Type.Array(Type.Integer())),
});

export default async function userRoutes(app: RouteApp) {
  const users = () => app.repos.userAdmin;

  /** Roles a form may offer: in scope, the admin role only for user 1. */
  const roleOptions = async (req: FastifyRequest, forUserId?: number) => {
    const where = new SqlWhere();
    await applyRoleScope(app, req, where);
    const roles = (await app.repos.roles.listAll({}, where)).map((r) =>
      shownRole(r, req.lang()),
    );
    return forUserId === SUPER_ADMIN_USER_ID
      ? roles
      : roles.filter((r) => r.roleId !== SUPER_ADMIN_ROLE_ID);
  };

  const postOptions = async (req: FastifyRequest) =>
    (await app.repos.posts.findAll()).map((p) => shownPost(p, req.lang()));

  /** Department, role and uniqueness checks shared by add and edit. */
  const checkUser = async (
    req: FastifyRequest,
    body: UserAddBody | UserEditBody,
    userId: number | undefined,
    name: string,
  ) => {
    const checks = scopeChecks(app, req);
    const verb = userId === undefined ? 'add' : 'edit';
    if (hasMarkup(body.nickName)) {
      throw new ServiceError(500, 'user.nickNameXss');
    }
    if (body.deptId !== undefined && body.deptId !== null) {
      if (!(await users().deptExists(body.deptId))) {
        throw new ServiceError(500, 'user.deptMissing');
      }
      await checks.dept(body.deptId);
    }
    const roleIds = body.roleIds ?? [];
    if (userId !== SUPER_ADMIN_USER_ID) assertNotAdminRole(roleIds);
    await checks.roles(roleIds);
    // Roles the user already holds may stay; new ones must be within the editor's rights.
    const held = userId === undefined ? [] : await users().roleIdsOf(userId);
    await grantChecks(app, req).roles(roleIds, held);
    if (verb === 'add' && (await users().isUserNameTaken(name))) {
      throw new ServiceError(500, 'user.add.nameExists', { name });
    }
    if (
      body.phonenumber &&
      (await users().isPhoneTaken(body.phonenumber, userId))
    ) {
      throw new ServiceError(500, `user.${verb}.phoneExists`, { name });
    }
    if (body.email && (await users().isEmailTaken(body.email, userId))) {
      throw new ServiceError(500, `user.${verb}.emailExists`, { name });
    }
  };

  app.get(
    '/system/user/list',
    {
      config: { permission: 'system:user:list' },
      schema: {
        querystring: UserQuery,
        response: { 200: TableData(SysUserSchema) },
      },
    },
    async (req) => {
      const where = new SqlWhere();
      await app.services.dataScope.apply(where, scopeOf(req), USER_SCOPE_COLS);
      const { rows, total } = await users().list(
        req.query,
        where,
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((u) => shownUser(u, req.lang())),
        total,
      };
    },
  );

  // The add form's options (GET /system/user/ in the contract).
  app.get(
    '/system/user/',
    {
      config: { permission: 'system:user:query' },
      schema: { response: { 200: UserDetail } },
    },
    async (req) => ({
      ...ok(req),
      roles: await roleOptions(req),
      posts: await postOptions(req),
    }),
  );

  app.get(
    '/system/user/:userId',
    {
      config: { permission: 'system:user:query' },
      schema: {
        params: Type.Object({ userId: Type.Integer() }),
        response: { 200: UserDetail },
      },
    },
    async (req) => {
      const { userId } = req.params;
      await scopeChecks(app, req).users([userId]);
      const user = await users().findById(userId);
      if (!user) throw new ServiceError(500, 'common.notExists');
      return {
        ...ok(req),
        data: {
          ...shownUser(user, req.lang()),
          admin: userId === SUPER_ADMIN_USER_ID,
        },
        roles: await roleOptions(req, userId),
        posts: await postOptions(req),
        postIds: await users().postIdsOf(userId),
        roleIds: await users().roleIdsOf(userId),
      };
    },
  );

  app.post(
    '/system/user',
    {
      config: {
        permission: 'system:user:add',
        log: { title: USER_LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: UserAdd, response: { 200: AjaxResult } },
    },
    async function addUser(req) {
      const body = req.body;
      checkUserPassword(body.password);
      await checkUser(req, body, undefined, body.userName);
      const hash = await bcrypt.hash(body.password, 10);
      await app.repos.transaction(async ({ userAdmin: repo }) => {
        const id = await repo.insert(body, hash, req.loginUser!.userName);
        await repo.setPosts(id, body.postIds ?? []);
        await repo.setRoles(id, body.roleIds ?? []);
      });
      return ok(req);
    },
  );

  app.put(
    '/system/user',
    {
      config: {
        permission: 'system:user:edit',
        log: { title: USER_LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: UserEdit, response: { 200: AjaxResult } },
    },
    async function editUser(req) {
      assertNotSuperAdmin(req.body.userId);
      await scopeChecks(app, req).users([req.body.userId]);
      const current = await users().findById(req.body.userId);
      if (!current) throw new ServiceError(500, 'common.notExists');
      // Seeded texts shown translated and saved unchanged stay seeded.
      const lang = req.lang();
      const body = {
        ...req.body,
        nickName: demoStored(req.body.nickName, current.nickName, lang),
        remark: demoStored(req.body.remark, current.remark, lang),
      };
      await checkUser(req, body, body.userId, current.userName);
      await app.repos.transaction(async ({ userAdmin: repo }) => {
        await repo.update(
          body.userId,
          body,
          body.version,
          req.loginUser!.userName,
        );
        if (body.postIds !== undefined) {
          await repo.setPosts(body.userId, body.postIds ?? []);
        }
        if (body.roleIds !== undefined) {
          await repo.setRoles(body.userId, body.roleIds ?? []);
        }
      });
      if (body.status !== undefined && body.status !== '0') {
        await app.services.sessions.removeByUser([body.userId]);
      }
      return ok(req);
    },
  );

  app.delete(
    '/system/user/:userIds',
    {
      config: {
        permission: 'system:user:remove',
        log: { title: USER_LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ userIds: Type.String({ maxLength: 2000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeUser(req) {
      const ids = parseIds(req.params.userIds);
      if (ids.includes(req.loginUser!.userId)) {
        throw new ServiceError(500, 'user.deleteSelf');
      }
      assertNotSuperAdmin(ids);
      await scopeChecks(app, req).users(ids);
      const n = await app.repos.transaction(({ userAdmin }) =>
        userAdmin.removeByIds(ids, req.loginUser!.userName),
      );
      if (n > 0) await app.services.sessions.removeByUser(ids);
      return toAjax(req, n);
    },
  );

  app.put(
    '/system/user/resetPwd',
    {
      config: {
        permission: 'system:user:resetPwd',
        log: { title: USER_LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: ResetPwdBody, response: { 200: AjaxResult } },
    },
    async function resetPwd(req) {
      const { userId, password } = req.body;
      assertNotSuperAdmin(userId);
      await scopeChecks(app, req).users([userId]);
      checkUserPassword(password);
      const hash = await bcrypt.hash(password, 10);
      const n = await users().resetPassword(
        userId,
        hash,
        req.loginUser!.userName,
      );
      if (n === 0) throw new ServiceError(500, 'common.notExists');
      // Sessions opened with the old password end with it.
      await app.services.sessions.removeByUser([userId]);
      return ok(req);
    },
  );

  app.put(
    '/system/user/changeStatus',
    {
      config: {
        permission: 'system:user:edit',
        log: { title: USER_LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: UserStatusBody, response: { 200: AjaxResult } },
    },
    async function changeStatus(req) {
      const { userId, status } = req.body;
      assertNotSuperAdmin(userId);
      await scopeChecks(app, req).users([userId]);
      const n = await users().changeStatus(
        userId,
        status,
        req.loginUser!.userName,
      );
      if (n === 0) throw new ServiceError(500, 'common.notExists');
      if (status !== '0') await app.services.sessions.removeByUser([userId]);
      return ok(req);
    },
  );
}
