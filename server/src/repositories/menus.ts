import type { Queryable } from '../db/index.js';

export interface MenuRow {
  menuId: number;
  menuName: string;
  i18nKey: string | null;
  parentId: number;
  orderNum: number;
  path: string;
  component: string | null;
  query: string | null;
  routeName: string;
  isFrame: string;
  isCache: string;
  menuType: string;
  visible: string;
  status: string;
  perms: string | null;
  icon: string;
}

const MENU_COLUMNS = `m.menu_id AS "menuId", m.menu_name AS "menuName",
  m.i18n_key AS "i18nKey", m.parent_id AS "parentId", m.order_num AS "orderNum",
  m.path, m.component, m.query, m.route_name AS "routeName",
  m.is_frame AS "isFrame", m.is_cache AS "isCache", m.menu_type AS "menuType",
  m.visible, m.status, m.perms, m.icon`;

export class MenuRepository {
  constructor(private readonly db: Queryable) {}

  /** Directories and menus (types M, C) that are enabled: the admin's tree. */
  findRouterMenusAll(): Promise<MenuRow[]> {
    return this.db.query<MenuRow>(
      `SELECT ${MENU_COLUMNS} FROM sys_menu m
        WHERE m.menu_type IN ('M', 'C') AND m.status = '0'
        ORDER BY m.parent_id, m.order_num, m.menu_id`,
    );
  }

  /** Same, reached through the user's enabled roles. */
  findRouterMenusByUserId(userId: number): Promise<MenuRow[]> {
    return this.db.query<MenuRow>(
      `SELECT DISTINCT ${MENU_COLUMNS} FROM sys_menu m
         JOIN sys_role_menu rm ON rm.menu_id = m.menu_id
         JOIN sys_user_role ur ON ur.role_id = rm.role_id
         JOIN sys_role r ON r.role_id = ur.role_id
        WHERE ur.user_id = $1 AND m.menu_type IN ('M', 'C') AND m.status = '0'
          AND r.status = '0' AND r.del_flag = '0'
        ORDER BY m.parent_id, m.order_num, m.menu_id`,
      [userId],
    );
  }

  /** perms cells of enabled menus of the user's enabled roles. */
  async findPermsByUserId(userId: number): Promise<string[]> {
    const rows = await this.db.query<{ perms: string | null }>(
      `SELECT DISTINCT m.perms FROM sys_menu m
         JOIN sys_role_menu rm ON rm.menu_id = m.menu_id
         JOIN sys_user_role ur ON ur.role_id = rm.role_id
         JOIN sys_role r ON r.role_id = ur.role_id
        WHERE ur.user_id = $1 AND m.status = '0'
          AND r.status = '0' AND r.del_flag = '0'`,
      [userId],
    );
    return rows.map((r) => r.perms ?? '');
  }
}
