/**
 * `npm run dev:mock`: the admin's sidebar, one entry per screen the mock
 * handlers answer (the component tests keep the smaller ADMIN_ROUTERS of
 * ./db). Titles are the English menu names, as the seed's.
 */
import type { RouterVo } from '../src/types/api';

function screen(
  path: string,
  component: string,
  title: string,
  icon: string,
): RouterVo {
  return {
    name: path.charAt(0).toUpperCase() + path.slice(1),
    path,
    hidden: false,
    component,
    meta: { title, icon, noCache: false },
  };
}

function folder(
  path: string,
  title: string,
  icon: string,
  children: RouterVo[],
): RouterVo {
  return {
    name: path.slice(1).replace(/^./, (c) => c.toUpperCase()),
    path,
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title, icon, noCache: false },
    children,
  };
}

export const DEV_ROUTERS: RouterVo[] = [
  folder('/system', 'System management', 'system', [
    screen('user', 'system/user/index', 'User management', 'user'),
    screen('role', 'system/role/index', 'Role management', 'peoples'),
    screen('menu', 'system/menu/index', 'Menu management', 'tree-table'),
    screen('dept', 'system/dept/index', 'Department management', 'tree'),
    screen('post', 'system/post/index', 'Post management', 'post'),
    screen('dict', 'system/dict/index', 'Dictionary management', 'dict'),
    screen('config', 'system/config/index', 'Parameter settings', 'edit'),
    screen('notice', 'system/notice/index', 'Notices', 'message'),
    screen('mailSetting', 'system/mailSetting/index', 'Mail settings', 'email'),
  ]),
  folder('/monitor', 'System monitoring', 'monitor', [
    screen('operlog', 'monitor/operlog/index', 'Operation log', 'form'),
    screen(
      'logininfor',
      'monitor/logininfor/index',
      'Sign-in log',
      'logininfor',
    ),
    screen('mailOutbox', 'monitor/mailOutbox/index', 'Mail outbox', 'email'),
  ]),
  folder('/project', 'Project', 'guide', [
    screen('navigation', 'project/navigation/index', 'Navigation', 'tree'),
    screen(
      'navRecord',
      'project/navRecord/index',
      'Navigation copy',
      'documentation',
    ),
    screen('record', 'project/record/index', 'Copy records', 'documentation'),
    screen('recordItem', 'project/recordItem/index', 'Record items', 'list'),
    screen('product', 'project/product/index', 'Products', 'shopping'),
    screen('productItem', 'project/productItem/index', 'Product items', 'list'),
    screen('contacts', 'project/contacts/index', 'Enquiries', 'email'),
    screen('media', 'project/media/index', 'Media', 'upload'),
  ]),
];
