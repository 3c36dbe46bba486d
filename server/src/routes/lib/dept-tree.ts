import type { FastifyRequest } from 'fastify';
import { demoText } from '../../i18n/demo-data.js';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import { toTreeSelect } from '../../schemas/tree-select.js';
import { scopeOf } from '../../services/data-scope.js';
import type { RouteApp } from './route-app.js';

/**
 * The departments the reader may give something (a column, a consulting
 * item): those in their data scope for the route's permission, as a tree in
 * the reader's language, disabled ones shown but not choosable.
 */
export async function scopedDeptTree(app: RouteApp, req: FastifyRequest) {
  const where = new SqlWhere();
  await app.services.dataScope.apply(where, scopeOf(req), {
    dept: 'd.dept_id',
  });
  const depts = await app.repos.depts.list({}, where);
  return toTreeSelect(
    depts.map((d) => ({
      id: d.deptId,
      parentId: d.parentId,
      label: demoText(d.deptName, req.lang()),
      disabled: d.status === '1',
    })),
  );
}
