import type { Queryable } from '../db/index.js';
import { SqlWhere } from './lib/sql-where.js';

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

/** SysMenu as menu management lists and edits it. */
export interface AdminMenuRow extends MenuRow {
  remark: string;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

export const ADMIN_MENU_COLUMNS = `${MENU_COLUMNS}, m.remark,
  m.create_by AS "createBy", m.create_time AS "createTime",
  m.update_by AS "updateBy", m.update_time AS "updateTime", m.version`;

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

  /**
   * Menus of every type for pickers and the menu list: all for the super
   * administrator (`userId` undefined), else those reached through the user's
   * roles. Filters: name (contains), visible, status.
   */
  findMenuList(
    f: { menuName?: string; visible?: string; status?: string },
    userId?: number,
  ): Promise<AdminMenuRow[]> {
    const where = new SqlWhere()
      .like('m.menu_name', f.menuName)
      .eq('m.visible', f.visible)
      .eq('m.status', f.status);
    if (userId !== undefined) {
      where.and(
        `m.menu_id IN (SELECT rm.menu_id FROM sys_role_menu rm
           JOIN sys_user_role ur ON ur.role_id = rm.role_id
          WHERE ur.user_id = ${where.param(userId)})`,
      );
    }
    return this.db.query<AdminMenuRow>(
      `SELECT ${ADMIN_MENU_COLUMNS} FROM sys_menu m${where.sql()}
        ORDER BY m.parent_id, m.order_num, m.menu_id`,
      where.params,
    );
  }

  /**
   * Menu ids of a role; with `strictly` (menu_check_strictly) ids that are
   * parents of other checked menus are left out.
   */
  async roleMenuIds(roleId: number, strictly: boolean): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT m.menu_id AS id FROM sys_menu m
         JOIN sys_role_menu rm ON rm.menu_id = m.menu_id AND rm.role_id = $1${
           strictly
             ? ` WHERE m.menu_id NOT IN (SELECT c.parent_id FROM sys_menu c
                   JOIN sys_role_menu x ON x.menu_id = c.menu_id AND x.role_id = $1)`
             : ''
         }
        ORDER BY m.parent_id, m.order_num, m.menu_id`,
      [roleId],
    );
    return rows.map((r) => r.id);
  }
}
