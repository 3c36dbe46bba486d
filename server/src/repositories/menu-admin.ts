import type { Queryable } from '../db/index.js';
import { isTaken, updateChecked } from './lib/writes.js';
import { ADMIN_MENU_COLUMNS as COLUMNS, type AdminMenuRow } from './menus.js';

export interface MenuInput {
  menuName: string;
  i18nKey: string | null;
  parentId: number;
  orderNum: number;
  path?: string | null;
  component?: string | null;
  query?: string | null;
  routeName?: string | null;
  isFrame: string;
  isCache: string;
  menuType: string;
  visible: string;
  status: string;
  perms?: string | null;
  icon?: string | null;
  remark?: string | null;
}

/** Menu management writes and lookups (the read side for routes is menus.ts). */
export class MenuAdminRepository {
  constructor(private readonly db: Queryable) {}

  findById(menuId: number): Promise<AdminMenuRow | undefined> {
    return this.db.one<AdminMenuRow>(
      `SELECT ${COLUMNS} FROM sys_menu m WHERE m.menu_id = $1`,
      [menuId],
    );
  }

  /** The role's menu_check_strictly flag; undefined for no live role. */
  async roleCheckStrictly(roleId: number): Promise<boolean | undefined> {
    const row = await this.db.one<{ strictly: boolean }>(
      `SELECT menu_check_strictly = 1 AS strictly FROM sys_role
        WHERE role_id = $1 AND del_flag = '0'`,
      [roleId],
    );
    return row?.strictly;
  }

  /** Another menu with this name under the same parent. */
  isNameTaken(
    name: string,
    parentId: number,
    exceptId?: number,
  ): Promise<boolean> {
    return isTaken(this.db, {
      table: 'sys_menu',
      column: 'menu_name',
      value: name,
      idColumn: 'menu_id',
      exceptId,
      within: { parent_id: parentId },
    });
  }

  async childCount(menuId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_menu WHERE parent_id = $1',
      [menuId],
    );
    return row?.n ?? 0;
  }

  async roleCount(menuId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_role_menu WHERE menu_id = $1',
      [menuId],
    );
    return row?.n ?? 0;
  }

  async insert(m: MenuInput, createBy: string): Promise<number> {
    const row = await this.db.one<{ menuId: number }>(
      `INSERT INTO sys_menu (menu_name, i18n_key, parent_id, order_num, path,
         component, query, route_name, is_frame, is_cache, menu_type, visible,
         status, perms, icon, remark, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
         $15, $16, $17)
       RETURNING menu_id AS "menuId"`,
      [
        m.menuName,
        m.i18nKey,
        m.parentId,
        m.orderNum,
        m.path ?? '',
        m.component || null,
        m.query || null,
        m.routeName ?? '',
        m.isFrame,
        m.isCache,
        m.menuType,
        m.visible,
        m.status,
        m.perms || null,
        m.icon || '#',
        m.remark ?? '',
        createBy,
      ],
    );
    return row!.menuId;
  }

  update(
    menuId: number,
    m: MenuInput,
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'sys_menu',
      idColumn: 'menu_id',
      id: menuId,
      version,
      updateBy,
      set: {
        menu_name: m.menuName,
        i18n_key: m.i18nKey,
        parent_id: m.parentId,
        order_num: m.orderNum,
        path: m.path ?? '',
        component: m.component || null,
        query: m.query || null,
        route_name: m.routeName ?? '',
        is_frame: m.isFrame,
        is_cache: m.isCache,
        menu_type: m.menuType,
        visible: m.visible,
        status: m.status,
        perms: m.perms || null,
        icon: m.icon || '#',
        remark: m.remark === undefined ? undefined : (m.remark ?? ''),
      },
    });
  }

  async deleteById(menuId: number): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sys_menu WHERE menu_id = $1 RETURNING menu_id',
      [menuId],
    );
    return rows.length;
  }
}
