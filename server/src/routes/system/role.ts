/** Roles `/system/role`: list under data scope, CRUD, data scope. */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  demoMatches,
  demoRow,
  demoStored,
  demoText,
} from '../../i18n/demo-data.js';
import type { Lang, MessageKey } from '../../i18n/index.js';
import { pageOf } from '../../repositories/lib/page.js';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { AdminRoleRow } from '../../repositories/roles.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  DataScopeBody,
  RoleAdd,
  RoleEdit,
  RoleQuery,
  RoleStatusBody,
  SysRoleSchema,
} from '../../schemas/role.js';
import { TreeSelectSchema, toTreeSelect } from '../../schemas/tree-select.js';
import { scopeOf } from '../../services/data-scope.js';
import { grantChecks } from '../../services/grant-checks.js';
import { ServiceError } from '../../errors.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import { applyRoleScope, scopeChecks } from '../../services/scope-checks.js';
import { assertNotAdminRole } from '../../services/user-rules.js';
import { ok, toAjax } from '../lib/answers.js';
import { STATUS_LABELS } from '../lib/labels.js';
import type { RouteApp } from '../lib/route-app.js';

type RoleQuery = Static<typeof RoleQuery>;
type RoleBody = Static<typeof RoleAdd> & { roleId?: number };

export const ROLE_LOG_TITLE = 'Role';

const SCOPE_LABELS: Readonly<Record<string, MessageKey>> = {
  '1': 'label.dataScope.1',
  '2': 'label.dataScope.2',
  '3': 'label.dataScope.3',
  '4': 'label.dataScope.4',
  '5': 'label.dataScope.5',
};

/** Export columns (contract: 角色序号, 角色名称, 角色权限, 角色排序, 数据范围, 角色状态). */
export const ROLE_EXPORT: ExcelColumn<AdminRoleRow>[] = [
  { key: 'roleId', header: 'role.excel.roleId', type: 'number' },
  { key: 'roleName', header: 'field.roleName' },
  { key: 'roleKey', header: 'field.roleKey' },
  { key: 'roleSort', header: 'field.roleSort', type: 'number' },
  { key: 'dataScope', header: 'field.dataScope', labels: SCOPE_LABELS },
  { key: 'status', header: 'role.excel.status', labels: STATUS_LABELS },
];

const DeptTreeResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  checkedKeys: Type.Optional(Type.Array(Type.Integer())),
  depts: Type.Optional(Type.Array(TreeSelectSchema)),
});

/** A role with its seeded name and remark in the reader's language. */
export const shownRole = (r: AdminRoleRow, lang: Lang): AdminRoleRow =>
  demoRow(r, lang, 'roleName', 'remark');

export default async function roleRoutes(app: RouteApp) {
  const roles = () => app.repos.roles;

  const scopedWhere = async (req: FastifyRequest) => {
    const where = new SqlWhere();
    await applyRoleScope(app, req, where);
    return where;
  };

  /** `name`: the role's name as the form showed it (for the messages). */
  const checkUnique = async (body: RoleBody, name = body.roleName) => {
    const verb = body.roleId === undefined ? 'add' : 'edit';
    if (await roles().isNameTaken(body.roleName, body.roleId)) {
      throw new ServiceError(500, `role.${verb}.nameExists`, { name });
    }
    if (await roles().isKeyTaken(body.roleKey, body.roleId)) {
      throw new ServiceError(500, `role.${verb}.keyExists`, { name });
    }
  };

  /** The role exists (live) and is in scope; the admin role is refused. */
  const editable = async (req: FastifyRequest, roleId: number) => {
    assertNotAdminRole(roleId);
    await scopeChecks(app, req).roles([roleId]);
    const role = await roles().findById(roleId);
    if (!role) throw new ServiceError(500, 'common.notExists');
    return role;
  };

  app.get(
    '/system/role/list',
    {
      config: { permission: 'system:role:list' },
      schema: {
        querystring: RoleQuery,
        response: { 200: TableData(SysRoleSchema) },
      },
    },
    async (req) => {
      const where = await scopedWhere(req);
      const lang = req.lang();
      const seededNames = demoMatches(req.query.roleName, lang);
      const { rows, total } = await roles().list(
        { ...req.query, seededNames },
        where,
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((r) => shownRole(r, lang)),
        total,
      };
    },
  );

  app.post(
    '/system/role/export',
    {
      config: {
        permission: 'system:role:export',
        log: { title: ROLE_LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: RoleQuery },
    },
    async (req, reply) => {
      const lang = req.lang();
      const query = req.body ?? {};
      const seededNames = demoMatches(query.roleName, lang);
      const rows = await roles().listAll(
        { ...query, seededNames },
        await scopedWhere(req),
      );
      return sendXlsx(
        reply,
        lang,
        { sheet: 'role.excel.sheet', filename: 'role', columns: ROLE_EXPORT },
        rows.map((r) => shownRole(r, lang)),
      );
    },
  );

  app.get(
    '/system/role/optionselect',
    {
      config: { permission: 'system:role:query' },
      schema: { response: { 200: AjaxData(Type.Array(SysRoleSchema)) } },
    },
    async (req) => ({
      ...ok(req),
      data: (await roles().listAll({}, await scopedWhere(req))).map((r) =>
        shownRole(r, req.lang()),
      ),
    }),
  );

  app.get(
    '/system/role/:roleId',
    {
      config: { permission: 'system:role:query' },
      schema: {
        params: Type.Object({ roleId: Type.Integer() }),
        response: { 200: AjaxData(SysRoleSchema) },
      },
    },
    async (req) => {
      await scopeChecks(app, req).roles([req.params.roleId]);
      const role = await roles().findById(req.params.roleId);
      if (!role) throw new ServiceError(500, 'common.notExists');
      return {
        ...ok(req),
        data: { ...shownRole(role, req.lang()), admin: role.roleId === 1 },
      };
    },
  );

  app.post(
    '/system/role',
    {
      config: {
        permission: 'system:role:add',
        log: { title: ROLE_LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: RoleAdd, response: { 200: AjaxResult } },
    },
    async function addRole(req) {
      const body = { ...req.body, roleId: undefined };
      await checkUnique(body);
      const grants = grantChecks(app, req);
      await grants.menus(body.menuIds ?? []);
      const dataScope = await grants.defaultScope();
      await app.repos.transaction(async ({ roles: repo }) => {
        const id = await repo.insert(
          { ...body, dataScope },
          req.loginUser!.userName,
        );
        await repo.setMenus(id, body.menuIds ?? []);
      });
      return ok(req);
    },
  );

  app.put(
    '/system/role',
    {
      config: {
        permission: 'system:role:edit',
        log: { title: ROLE_LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: RoleEdit, response: { 200: AjaxResult } },
    },
    async function editRole(req) {
      const current = await editable(req, req.body.roleId);
      // Seeded names shown translated and saved unchanged stay seeded.
      const lang = req.lang();
      const body = {
        ...req.body,
        roleName: demoStored(req.body.roleName, current.roleName, lang),
        remark: demoStored(req.body.remark, current.remark, lang),
      };
      await checkUnique(body, req.body.roleName);
      const grants = grantChecks(app, req);
      if (body.menuIds !== undefined) {
        await grants.menus(body.menuIds ?? [], body.roleId);
      }
      await grants.enabling(body.roleId, body.status);
      await app.repos.transaction(async ({ roles: repo }) => {
        await repo.update(
          body.roleId,
          body,
          body.version,
          req.loginUser!.userName,
        );
        if (body.menuIds !== undefined) {
          await repo.setMenus(body.roleId, body.menuIds ?? []);
        }
      });
      return ok(req);
    },
  );

  app.put(
    '/system/role/dataScope',
    {
      config: {
        permission: 'system:role:edit',
        log: { title: ROLE_LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: DataScopeBody, response: { 200: AjaxResult } },
    },
    async function dataScope(req) {
      const body = req.body;
      await editable(req, body.roleId);
      const deptIds = body.dataScope === '2' ? (body.deptIds ?? []) : [];
      const checks = scopeChecks(app, req);
      for (const id of deptIds) await checks.dept(id);
      await grantChecks(app, req).dataScope(
        body.dataScope,
        deptIds,
        body.roleId,
      );
      await app.repos.transaction(async ({ roles: repo }) => {
        await repo.updateDataScope(
          body.roleId,
          body,
          body.version,
          req.loginUser!.userName,
        );
        await repo.setDepts(body.roleId, deptIds);
      });
      return ok(req);
    },
  );

  app.put(
    '/system/role/changeStatus',
    {
      config: {
        permission: 'system:role:edit',
        log: { title: ROLE_LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: RoleStatusBody, response: { 200: AjaxResult } },
    },
    async function changeStatus(req) {
      const { roleId, status } = req.body;
      await editable(req, roleId);
      await grantChecks(app, req).enabling(roleId, status);
      await roles().changeStatus(roleId, status, req.loginUser!.userName);
      return ok(req);
    },
  );

  app.delete(
    '/system/role/:roleIds',
    {
      config: {
        permission: 'system:role:remove',
        log: { title: ROLE_LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ roleIds: Type.String({ maxLength: 2000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeRole(req) {
      const ids = parseIds(req.params.roleIds);
      assertNotAdminRole(ids);
      await scopeChecks(app, req).roles(ids);
      for (const role of await roles().findByIds(ids)) {
        if ((await roles().userCount(role.roleId)) > 0) {
          throw new ServiceError(500, 'role.assigned', {
            name: demoText(role.roleName, req.lang()),
          });
        }
      }
      const n = await app.repos.transaction(({ roles }) =>
        roles.removeByIds(ids, req.loginUser!.userName),
      );
      return toAjax(req, n);
    },
  );

  app.get(
    '/system/role/deptTree/:roleId',
    {
      config: { permission: 'system:role:query' },
      schema: {
        params: Type.Object({ roleId: Type.Integer() }),
        response: { 200: DeptTreeResponse },
      },
    },
    async (req) => {
      const { roleId } = req.params;
      await scopeChecks(app, req).roles([roleId]);
      const role = await roles().findById(roleId);
      if (!role) throw new ServiceError(500, 'common.notExists');
      const where = new SqlWhere();
      await app.services.dataScope.apply(where, scopeOf(req), {
        dept: 'd.dept_id',
      });
      const depts = await app.repos.depts.list({}, where);
      return {
        ...ok(req),
        checkedKeys: await roles().deptIdsOf(roleId, role.deptCheckStrictly),
        depts: toTreeSelect(
          depts.map((d) => ({
            id: d.deptId,
            parentId: d.parentId,
            label: demoText(d.deptName, req.lang()),
            disabled: d.status === '1',
          })),
        ),
      };
    },
  );
}
