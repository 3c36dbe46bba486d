/**
 * Trees kept with an `ancestors` column: the comma list of the ids above a
 * row ('0,100,101'), as in sys_dept and project_navigation.
 */
import type { SqlWhere } from './sql-where.js';

export interface AncestorsTree {
  table: string;
  /** The id column, whose values `ancestors` lists. */
  id: string;
}

export const DEPT_TREE: AncestorsTree = { table: 'sys_dept', id: 'dept_id' };
export const NAV_TREE: AncestorsTree = {
  table: 'project_navigation',
  id: 'nav_id',
};

/** The row lies below the id in `param` (a text parameter): its `ancestors` lists it. */
export const descendantOf = (param: string) =>
  `${param} = ANY(string_to_array(ancestors, ','))`;

/**
 * `column` holds `rootId` or an id below it in `tree` ("department and
 * below"); the parameters go into `where`, the condition is returned.
 */
export function inSubtree(
  where: SqlWhere,
  column: string,
  tree: AncestorsTree,
  rootId: number,
): string {
  const id = where.param(rootId);
  const text = where.param(String(rootId));
  return `${column} IN (SELECT ${tree.id} FROM ${tree.table}
     WHERE ${tree.id} = ${id} OR ${descendantOf(text)})`;
}
