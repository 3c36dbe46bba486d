/**
 * In-memory fixtures for the msw handlers: two users (like the seed: admin
 * with every permission, ry a website editor), a small realistic route tree,
 * config values and dictionaries. `resetDb()` restores them.
 */
import type { RouterVo, SysUser } from '../src/types/api';
import type { SysDictData } from '../src/types/system';

export interface MockAccount {
  user: SysUser;
  password: string;
  roles: string[];
  permissions: string[];
}

export const ACCOUNTS: Record<string, MockAccount> = {
  admin: {
    user: {
      userId: 1,
      deptId: 103,
      userName: 'admin',
      nickName: 'Administrator',
      email: 'admin@example.com',
      avatar: '',
      status: '0',
    },
    password: 'admin123',
    roles: ['admin'],
    permissions: ['*:*:*'],
  },
  ry: {
    user: {
      userId: 2,
      deptId: 105,
      userName: 'ry',
      nickName: 'Editor',
      avatar: '/profile/avatar/ry.png',
      status: '0',
    },
    password: 'admin123',
    roles: ['common'],
    permissions: ['project:record:list', 'project:record:edit'],
  },
};

export const ADMIN_ROUTERS: RouterVo[] = [
  {
    name: 'System',
    path: '/system',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: 'System management', icon: 'system', noCache: false },
    children: [
      {
        name: 'User',
        path: 'user',
        hidden: false,
        component: 'system/user/index',
        meta: { title: 'User management', icon: 'user', noCache: false },
      },
      {
        name: 'Config',
        path: 'config',
        hidden: false,
        component: 'system/config/index',
        meta: { title: 'Parameter settings', icon: 'edit', noCache: false },
      },
      {
        name: 'Log',
        path: 'log',
        hidden: false,
        redirect: 'noRedirect',
        component: 'ParentView',
        alwaysShow: true,
        meta: { title: 'Log management', icon: 'log', noCache: false },
        children: [
          {
            name: 'Operlog',
            path: 'operlog',
            hidden: false,
            component: 'monitor/operlog/index',
            meta: { title: 'Operation log', icon: 'form', noCache: false },
          },
        ],
      },
    ],
  },
  {
    name: 'Project',
    path: '/project',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: 'Project', icon: 'guide', noCache: false },
    children: [
      {
        name: 'Record',
        path: 'record',
        hidden: false,
        component: 'project/record/index',
        meta: { title: 'Copy records', icon: 'documentation', noCache: true },
      },
    ],
  },
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    children: [
      {
        name: 'Docs',
        path: 'http://docs.example.com',
        hidden: false,
        component: 'InnerLink',
        meta: {
          title: 'Documentation',
          icon: 'link',
          noCache: false,
          link: 'http://docs.example.com',
        },
      },
    ],
  },
];

export const EDITOR_ROUTERS: RouterVo[] = [ADMIN_ROUTERS[1]];

export const CONFIGS: Record<string, string> = {
  'sys.account.captchaEnabled': 'true',
  'sys.account.registerUser': 'false',
  'sys.index.skinName': 'skin-blue',
  'sys.user.initPassword': '123456',
};

function dictRow(
  dictType: string,
  dictSort: number,
  dictLabel: string,
  dictValue: string,
  listClass = '',
): SysDictData {
  return {
    dictCode: dictSort + dictType.length * 100,
    dictSort,
    dictLabel,
    dictValue,
    dictType,
    cssClass: '',
    listClass,
    isDefault: dictSort === 1 ? 'Y' : 'N',
    status: '0',
    default: dictSort === 1,
  };
}

export const DICTS: Record<string, SysDictData[]> = {
  sys_normal_disable: [
    dictRow('sys_normal_disable', 1, 'Normal', '0', 'primary'),
    dictRow('sys_normal_disable', 2, 'Disabled', '1', 'danger'),
  ],
  sys_user_sex: [
    dictRow('sys_user_sex', 1, 'Male', '0'),
    dictRow('sys_user_sex', 2, 'Female', '1'),
    dictRow('sys_user_sex', 3, 'Unknown', '2'),
  ],
  sys_show_hide: [
    dictRow('sys_show_hide', 1, 'Show', '0', 'primary'),
    dictRow('sys_show_hide', 2, 'Hide', '1', 'danger'),
  ],
  sys_yes_no: [
    dictRow('sys_yes_no', 1, 'Yes', 'Y', 'primary'),
    dictRow('sys_yes_no', 2, 'No', 'N', 'danger'),
  ],
  sys_notice_type: [
    dictRow('sys_notice_type', 1, 'Notice', '1', 'warning'),
    dictRow('sys_notice_type', 2, 'Announcement', '2', 'success'),
  ],
  sys_notice_status: [
    dictRow('sys_notice_status', 1, 'Normal', '0', 'primary'),
    dictRow('sys_notice_status', 2, 'Closed', '1', 'danger'),
  ],
  project_contact_status: [
    dictRow('project_contact_status', 1, 'New', 'new', 'danger'),
    dictRow(
      'project_contact_status',
      2,
      'In progress',
      'in_progress',
      'warning',
    ),
    dictRow('project_contact_status', 3, 'Answered', 'answered', 'success'),
    dictRow('project_contact_status', 4, 'Closed', 'closed', 'info'),
  ],
  sys_mail_status: [
    dictRow('sys_mail_status', 1, 'Queued', 'queued', 'info'),
    dictRow('sys_mail_status', 2, 'Sending', 'sending', 'warning'),
    dictRow('sys_mail_status', 3, 'Sent', 'sent', 'success'),
    dictRow('sys_mail_status', 4, 'Failed', 'failed', 'danger'),
  ],
  sys_oper_type: [
    dictRow('sys_oper_type', 1, 'Add', '1', 'info'),
    dictRow('sys_oper_type', 2, 'Modify', '2', 'info'),
    dictRow('sys_oper_type', 3, 'Delete', '3', 'danger'),
    dictRow('sys_oper_type', 4, 'Grant', '4', 'primary'),
    dictRow('sys_oper_type', 5, 'Export', '5', 'warning'),
    dictRow('sys_oper_type', 6, 'Import', '6', 'warning'),
    dictRow('sys_oper_type', 7, 'Force logout', '7', 'danger'),
    dictRow('sys_oper_type', 8, 'Generate code', '8', 'warning'),
    dictRow('sys_oper_type', 9, 'Clear data', '9', 'danger'),
    dictRow('sys_oper_type', 99, 'Other', '0', 'info'),
  ],
  media_type: [
    dictRow('media_type', 1, 'Image', 'image', 'primary'),
    dictRow('media_type', 2, 'Document', 'document', 'info'),
    dictRow('media_type', 3, 'Video', 'video', 'warning'),
    dictRow('media_type', 4, 'Audio', 'audio', 'warning'),
    dictRow('media_type', 5, 'Archive', 'archive'),
    dictRow('media_type', 6, 'Other', 'other'),
  ],
  media_process_state: [
    dictRow('media_process_state', 1, 'No processing', 'none'),
    dictRow('media_process_state', 2, 'Processing', 'pending', 'warning'),
    dictRow('media_process_state', 3, 'Ready', 'ready', 'success'),
    dictRow('media_process_state', 4, 'Failed', 'failed', 'danger'),
  ],
  sys_common_status: [
    dictRow('sys_common_status', 1, 'Success', '0', 'primary'),
    dictRow('sys_common_status', 2, 'Failure', '1', 'danger'),
  ],
};

interface Db {
  /** token -> user name */
  sessions: Map<string, string>;
  /** captcha uuid -> answer */
  captchas: Map<string, string>;
  captchaEnabled: boolean;
}

export const db: Db = {
  sessions: new Map(),
  captchas: new Map(),
  captchaEnabled: false,
};

export function resetDb(): void {
  db.sessions.clear();
  db.captchas.clear();
  db.captchaEnabled = false;
}

/** Sessions made so far: never reset, so no two sessions share a token. */
let sessionsMade = 0;

/**
 * Create a session for a user and return its token (for tests). Each token
 * is new: a request a finished test left on its way carries its own, which
 * the next test's session (begun after resetDb) does not take for its own.
 */
export function createSession(userName = 'admin'): string {
  sessionsMade += 1;
  const token = `mock-token-${userName}-${sessionsMade}`;
  db.sessions.set(token, userName);
  return token;
}
