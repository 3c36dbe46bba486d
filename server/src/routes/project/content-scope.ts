/**
 * Data scope of the content screens' own routes: a column is in a user's
 * scope through its owning department (`project_navigation.dept_id`), for
 * the route's permission; records, nav records and products follow their
 * column, items their parent. Lists and exports narrow to it; one item, a
 * target column and the items of a delete are refused outside it with
 * `dataScope.content`. The super administrator and roles with scope "all"
 * are never restricted.
 */
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import { scopeOf } from '../../services/data-scope.js';
import { KINDS, type ContentKind } from '../../services/publishing/index.js';
import type { RouteApp } from '../lib/route-app.js';
import { CONTENT_SCOPE } from './content-access.js';

export function contentScope(app: RouteApp, req: FastifyRequest) {
  const ctx = scopeOf(req);
  const scope = app.services.dataScope;

  /** Throws unless every one of `ids` that exists is in scope. */
  const assertIds = async (kind: ContentKind, ids: readonly number[]) => {
    const def = KINDS[kind];
    const target = {
      from: def.scopeFrom,
      idColumn: def.scopeId,
      ids,
      cols: CONTENT_SCOPE,
    };
    const visible = await scope.visibleIds(ctx, target);
    if (!visible) return;
    const where = new SqlWhere();
    where.and(`${def.scopeId} = ANY(${where.param([...ids])})`);
    const existing = await app.repos.dataScope.ids(
      def.scopeFrom,
      def.scopeId,
      where,
    );
    if (existing.some((id) => !visible.has(id))) {
      throw new ServiceError(500, 'dataScope.content');
    }
  };

  return {
    /**
     * A list's starting condition: the rows whose `idExpr` names a column
     * (`r.nav_id`), a record (`i.record_id`) or a product in scope; empty
     * when unrestricted.
     */
    async list(
      kind: 'navigation' | 'record' | 'product',
      idExpr: string,
    ): Promise<SqlWhere> {
      const def = KINDS[kind];
      const where = new SqlWhere();
      const cond = await scope.condition(where, ctx, CONTENT_SCOPE);
      if (cond) {
        where.and(
          `${idExpr} IN (SELECT ${def.scopeId} FROM ${def.scopeFrom}
            WHERE ${cond.sql})`,
          def.table,
          'project_navigation',
          ...cond.tables,
        );
      }
      return where;
    },

    /** The items (those that exist) must be in scope. */
    items: assertIds,

    /** The column content is filed under must be in scope. */
    column: (navId: number) => assertIds('navigation', [navId]),
  };
}
