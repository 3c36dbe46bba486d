import type { Queryable } from '../db/index.js';

/** A tree table whose rows are reordered by drag and drop. */
export interface OrderedTree {
  table: 'sys_menu' | 'sys_dept';
  idColumn: string;
  /** Extra WHERE on the row (logical deletes). */
  live?: string;
}

/** Sibling order of the menu and department trees. */
export class TreeOrderRepository {
  constructor(private readonly db: Queryable) {}

  /** Sets `order_num` of each id to its order; the number of rows changed. */
  async reorder(
    tree: OrderedTree,
    ids: number[],
    orders: number[],
    updateBy: string,
  ): Promise<number> {
    const rows = await this.db.query(
      `UPDATE ${tree.table} AS x
          SET order_num = s.o, version = x.version + 1,
              update_by = $3, update_time = localtimestamp(0)
         FROM unnest($1::int[], $2::int[]) AS s(id, o)
        WHERE x.${tree.idColumn} = s.id${tree.live ? ` AND ${tree.live}` : ''}
       RETURNING x.${tree.idColumn}`,
      [ids, orders, updateBy],
    );
    return rows.length;
  }
}
