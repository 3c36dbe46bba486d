/** sys_menu rows of `/system/menu`. */
import type { ApiData, ApiQuery, FormRow } from './openapi';

/** 'M' directory, 'C' menu, 'F' button. */
export type MenuType = 'M' | 'C' | 'F';

/**
 * query: default route parameters, a JSON string such as `{"id": 1}`;
 * isFrame '0' external link, '1' not; isCache '0' cached, '1' not; visible
 * '0' shown, '1' hidden. The document types menuType as any string.
 */
export type SysMenu = Omit<
  FormRow<
    ApiData<'/system/menu/list'>[number],
    'menuId' | 'path' | 'component' | 'query' | 'routeName' | 'perms' | 'icon'
  >,
  'menuType'
> & {
  menuType: MenuType;
  /** Filled in by the page when it builds the tree. */
  children?: SysMenu[];
};

export type MenuQuery = ApiQuery<'/system/menu/list'>;
