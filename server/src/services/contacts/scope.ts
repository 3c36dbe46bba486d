/**
 * Data scope of enquiries: an enquiry belongs to its consulting item's
 * department (`project_contact.dept_id`), and "self only" means the ones
 * assigned to the reader. Each route narrows by the roles holding its own
 * permission; the super administrator and scope "all" see every enquiry. An
 * enquiry outside the scope answers like a missing one.
 */
import type { FastifyRequest } from 'fastify';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import type { DataScopeService } from '../data-scope.js';
import { scopeOf } from '../data-scope.js';

export const CONTACT_SCOPE = { dept: 'c.dept_id', user: 'c.assignee_id' };

/** A new where over `c` (project_contact) holding the reader's scope. */
export async function contactWhere(
  dataScope: DataScopeService,
  req: FastifyRequest,
): Promise<SqlWhere> {
  const where = new SqlWhere();
  await dataScope.apply(where, scopeOf(req), CONTACT_SCOPE);
  return where;
}
