/** sys_menu rows of `/system/menu`. */

/** 'M' directory, 'C' menu, 'F' button. */
export type MenuType = 'M' | 'C' | 'F';

export interface SysMenu {
  menuId?: number;
  menuName: string;
  parentId: number;
  orderNum: number;
  path?: string;
  component?: string | null;
  /** Default route parameters, a JSON string such as `{"id": 1}`. */
  query?: string | null;
  routeName?: string;
  /** '0' external link, '1' not. */
  isFrame: string;
  /** '0' cached, '1' not cached. */
  isCache: string;
  menuType: MenuType;
  /** '0' shown, '1' hidden. */
  visible: string;
  status: string;
  perms?: string | null;
  icon?: string;
  remark?: string | null;
  createTime?: string | null;
  /** Concurrency token: sent back unchanged on edit. */
  version?: number;
  children?: SysMenu[];
}

export interface MenuQuery {
  menuName?: string;
  visible?: string;
  status?: string;
}
