/**
 * Response envelopes shared with the server (server/src/schemas/common.ts).
 * Written here: the API document marks `data`, `rows` and `total` optional in
 * every answer, while a code-200 answer (the only kind `request()` resolves
 * with) carries them. The shapes inside come from ./openapi.ts.
 */
export interface AjaxResult<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  [extra: string]: unknown;
}

export interface TableDataInfo<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

/**
 * The paging, sorting and date-range parameters every list takes (the
 * document spells the range `params[beginTime]` and types isAsc as any
 * string).
 */
export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
  params?: Record<string, string | undefined>;
}

export interface RouteMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string | null;
  activeMenu?: string;
  breadcrumb?: boolean;
  affix?: boolean;
}

/**
 * One entry of GET /getRouters (server/src/services/routers.ts; written here:
 * the document leaves the entries untyped).
 */
export interface RouterVo {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: RouteMeta | null;
  children?: RouterVo[];
}

/**
 * The signed-in user: GET /getInfo's `user`, and the profile's (which adds
 * createTime and remark). Written here: the mocks and the profile page hold
 * partial users.
 */
export interface SysUser {
  userId: number;
  deptId?: number;
  userName: string;
  nickName: string;
  email?: string;
  phonenumber?: string;
  sex?: string;
  avatar?: string;
  status?: string;
  loginIp?: string;
  loginDate?: string;
  createTime?: string;
  remark?: string;
  dept?: { deptId?: number; deptName?: string; leader?: string };
}

export interface LoginForm {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

export interface CaptchaResult extends AjaxResult {
  captchaEnabled: boolean;
  uuid?: string;
  img?: string;
}

export interface LoginResult extends AjaxResult {
  token: string;
}

export interface GetInfoResult extends AjaxResult {
  user: SysUser;
  roles: string[];
  permissions: string[];
}
