import { PATHS } from './paths';
import type { AppRoute, GatedRoute, MenuItem } from './types';

/**
 * Sign-in pages, rendered inside the auth frame (`src/layout/auth`). Pages
 * resolve through the view registry (lazy), like server routes.
 */
export const AUTH_ROUTES: AppRoute[] = [
  page(PATHS.login, 'login/index', 'common:routes.login'),
  page(PATHS.register, 'register/index', 'common:routes.register'),
];

/** Always-present routes inside the main layout. */
export const LAYOUT_ROUTES: AppRoute[] = [
  {
    path: PATHS.home,
    name: 'Index',
    meta: { title: 'home', icon: 'dashboard', affix: true },
    view: { type: 'page', component: 'dashboard/index' },
  },
  {
    path: PATHS.profile,
    name: 'Profile',
    hidden: true,
    // In no menu: the sidebar highlights nothing here (not Home).
    meta: { title: 'personal centre', icon: 'user' },
    view: { type: 'page', component: 'system/user/profile/index' },
  },
];

/** The home entry heading the sidebar (RuoYi's constant 'Index' route). */
export const HOME_MENU: MenuItem = {
  key: PATHS.home,
  name: 'Index',
  title: 'home',
  icon: 'dashboard',
};

/**
 * Hidden detail routes added only for users holding one of the listed
 * permissions; ids are numeric. Their pages are built by later issues; until
 * then the registry has no view and they show the 404 screen.
 */
export const GATED_ROUTES: GatedRoute[] = [
  gated(
    '/system/user-auth/role/:userId',
    'AuthRole',
    'assign roles',
    'system/user/auth-role/index',
    '/system/user',
    ['system:user:edit'],
  ),
  gated(
    '/system/role-auth/user/:roleId',
    'AuthUser',
    'assign users',
    'system/role/auth-user/index',
    '/system/role',
    ['system:role:edit'],
  ),
  gated(
    '/system/dict-data/index/:dictId',
    'DictData',
    'dictionary data',
    'system/dict/data/index',
    '/system/dict',
    ['system:dict:list'],
  ),
  gated(
    '/monitor/job-log/index/:jobId',
    'JobLog',
    'scheduling log',
    'monitor/job/log/index',
    '/monitor/job',
    ['monitor:job:list'],
  ),
  gated(
    '/tool/gen-edit/index/:tableId',
    'GenEdit',
    'edit generator configuration',
    'tool/gen/edit-table/index',
    '/tool/gen',
    ['tool:gen:edit'],
  ),
];

function page(path: string, component: string, titleKey: string): AppRoute {
  return {
    path,
    titleKey,
    hidden: true,
    view: { type: 'page', component },
  };
}

function gated(
  path: string,
  name: string,
  title: string,
  component: string,
  activeMenu: string,
  permissions: string[],
): GatedRoute {
  const param = path.slice(path.lastIndexOf(':') + 1);
  return {
    path,
    name,
    hidden: true,
    meta: { title, activeMenu },
    view: { type: 'page', component },
    numericParams: [param],
    permissions,
  };
}
