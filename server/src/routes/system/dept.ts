/** Departments `/system/dept`: a tree under data scope. */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { demoMatches, demoRow, demoStored } from '../../i18n/demo-data.js';
import type { Lang } from '../../i18n/index.js';
import type { DeptRow } from '../../repositories/depts.js';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import { AjaxData, AjaxResult } from '../../schemas/common.js';
import { editFields, Field, withDefault } from '../../schemas/fields.js';
import { DeptSchema } from '../../schemas/system.js';
import { scopeOf } from '../../services/data-scope.js';
import { ServiceError } from '../../errors.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const DeptQuery = Type.Object({
  deptId: Type.Optional(Type.Integer()),
  parentId: Type.Optional(Type.Integer()),
  deptName: Type.Optional(Type.String({ maxLength: 30 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
});
type DeptQuery = Static<typeof DeptQuery>;

const DeptFields = {
  parentId: Field.int('field.parentDept', { minimum: 0 }),
  deptName: Field.text('field.deptName', 30),
  orderNum: Field.int('field.orderNum'),
  leader: Field.optionalText('field.leader', 20),
  phone: Field.optionalText('field.phone', 11),
  email: Field.optionalEmail('field.email', 50),
  status: withDefault(Field.status(), '0'),
};
const DeptAdd = Type.Object(DeptFields);
const DeptEdit = Type.Object({
  deptId: Type.Integer(),
  version: Field.version(),
  ...editFields(DeptFields),
});

const DEPT_COLS = { dept: 'd.dept_id' };
const LOG_TITLE = 'Department';

/** A department with its seeded names in the reader's language. */
export const shownDept = (d: DeptRow, lang: Lang): DeptRow =>
  demoRow(d, lang, 'deptName', 'leader', 'parentName');

export default async function deptRoutes(app: RouteApp) {
  const depts = () => app.repos.depts;
  const scope = app.services.dataScope;

  /** `checkDeptDataScope`: the department must be visible to the user. */
  const assertDeptVisible = (req: FastifyRequest, deptId: number) =>
    scope.assertVisible(
      scopeOf(req),
      {
        from: 'sys_dept d',
        idColumn: 'd.dept_id',
        id: deptId,
        cols: DEPT_COLS,
      },
      'dataScope.dept',
    );

  const scopedList = async (req: FastifyRequest, f: DeptQuery) => {
    const where = new SqlWhere();
    await scope.apply(where, scopeOf(req), DEPT_COLS);
    const lang = req.lang();
    const seededNames = demoMatches(f.deptName, lang);
    const rows = await depts().list({ ...f, seededNames }, where);
    return rows.map((d) => shownDept(d, lang));
  };

  app.get(
    '/system/dept/list',
    {
      config: { permission: 'system:dept:list' },
      schema: {
        querystring: DeptQuery,
        response: { 200: AjaxData(Type.Array(DeptSchema)) },
      },
    },
    async (req) => ({
      ...ok(req),
      data: await scopedList(req, req.query),
    }),
  );

  app.get(
    '/system/dept/list/exclude/:deptId',
    {
      config: { permission: 'system:dept:list' },
      schema: {
        params: Type.Object({ deptId: Type.Integer() }),
        response: { 200: AjaxData(Type.Array(DeptSchema)) },
      },
    },
    async (req) => {
      const id = String(req.params.deptId);
      const all = await scopedList(req, {});
      const data = all.filter(
        (d) =>
          d.deptId !== req.params.deptId &&
          !d.ancestors.split(',').includes(id),
      );
      return { ...ok(req), data };
    },
  );

  app.get(
    '/system/dept/:deptId',
    {
      config: { permission: 'system:dept:query' },
      schema: {
        params: Type.Object({ deptId: Type.Integer() }),
        response: { 200: AjaxData(DeptSchema) },
      },
    },
    async (req) => {
      await assertDeptVisible(req, req.params.deptId);
      const dept = await depts().findById(req.params.deptId);
      if (!dept) throw new ServiceError(500, 'common.notExists');
      return { ...ok(req), data: shownDept(dept, req.lang()) };
    },
  );

  app.post(
    '/system/dept',
    {
      config: {
        permission: 'system:dept:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: DeptAdd, response: { 200: AjaxResult } },
    },
    async function addDept(req) {
      const body = req.body;
      const parent = await depts().findById(body.parentId);
      if (!parent) throw new ServiceError(500, 'dept.parentMissing');
      await assertDeptVisible(req, body.parentId);
      if (await depts().isNameTaken(body.deptName, body.parentId)) {
        throw new ServiceError(500, 'dept.add.nameExists', {
          name: body.deptName,
        });
      }
      if (parent.status !== '0')
        throw new ServiceError(500, 'dept.parentDisabled');
      await depts().insert(
        body,
        `${parent.ancestors},${parent.deptId}`,
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.put(
    '/system/dept',
    {
      config: {
        permission: 'system:dept:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: DeptEdit, response: { 200: AjaxResult } },
    },
    async function editDept(req) {
      await assertDeptVisible(req, req.body.deptId);
      const current = await depts().findById(req.body.deptId);
      if (!current) throw new ServiceError(500, 'common.notExists');
      // Seeded names shown translated and saved unchanged stay seeded.
      const lang = req.lang();
      const body = {
        ...req.body,
        deptName: demoStored(req.body.deptName, current.deptName, lang),
        leader: demoStored(req.body.leader, current.leader, lang),
      };
      const name = req.body.deptName;
      if (
        await depts().isNameTaken(body.deptName, body.parentId, body.deptId)
      ) {
        throw new ServiceError(500, 'dept.edit.nameExists', { name });
      }
      if (body.parentId === body.deptId) {
        throw new ServiceError(500, 'dept.edit.parentSelf', { name });
      }
      if (
        body.status === '1' &&
        (await depts().enabledDescendantCount(body.deptId)) > 0
      ) {
        throw new ServiceError(500, 'dept.hasEnabledChildren');
      }
      let ancestors = current.ancestors;
      const moved = body.parentId !== current.parentId;
      if (moved) {
        const parent = await depts().findById(body.parentId);
        if (!parent) throw new ServiceError(500, 'dept.parentMissing');
        if (parent.ancestors.split(',').includes(String(body.deptId))) {
          throw new ServiceError(500, 'dept.edit.parentDescendant', { name });
        }
        await assertDeptVisible(req, body.parentId);
        ancestors = `${parent.ancestors},${parent.deptId}`;
      }
      await app.repos.transaction(async ({ depts: repo }) => {
        await repo.update(
          body.deptId,
          body,
          ancestors,
          body.version,
          req.loginUser!.userName,
        );
        if (moved) {
          await repo.moveDescendants(body.deptId, current.ancestors, ancestors);
        }
        if (body.status === '0' && ancestors !== '0') {
          await repo.enableAll(
            ancestors
              .split(',')
              .map(Number)
              .filter((n) => n > 0),
          );
        }
      });
      return ok(req);
    },
  );

  app.delete(
    '/system/dept/:deptId',
    {
      config: {
        permission: 'system:dept:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ deptId: Type.Integer() }),
        response: { 200: AjaxResult },
      },
    },
    async function removeDept(req) {
      const id = req.params.deptId;
      if ((await depts().childCount(id)) > 0) {
        throw new ServiceError(601, 'dept.hasChildren');
      }
      if ((await depts().userCount(id)) > 0) {
        throw new ServiceError(601, 'dept.hasUsers');
      }
      await assertDeptVisible(req, id);
      const n = await depts().remove(id, req.loginUser!.userName);
      return toAjax(req, n);
    },
  );
}
