/**
 * msw handlers for /monitor/operlog and /monitor/logininfor over their models
 * (../model).
 */
import { http, HttpResponse } from 'msw';
import type { SysLogininfor, SysOperLog } from '../../src/types/monitor-log';
import { Model, pageOf } from '../model';
import { accountOf, fail, ok, unauthorized } from './shared';

const OPER_SEED: SysOperLog[] = [
  {
    operId: 1,
    title: 'Post',
    businessType: 1,
    method: 'addPost()',
    requestMethod: 'POST',
    operatorType: 1,
    operName: 'admin',
    deptName: 'R&D',
    operUrl: '/system/post',
    operIp: '127.0.0.1',
    operLocation: 'Intranet IP',
    operParam: '{"postCode":"qa","postName":"Quality","password":"******"}',
    jsonResult: '{"code":200,"msg":"Operation succeeded"}',
    status: 0,
    errorMsg: '',
    operTime: '2024-03-01 09:00:00',
    costTime: 12,
  },
  {
    operId: 2,
    title: 'Notice',
    businessType: 3,
    method: 'removeNotice()',
    requestMethod: 'DELETE',
    operatorType: 1,
    operName: 'ry',
    deptName: 'Testing',
    operUrl: '/system/notice/9',
    operIp: '10.0.0.7',
    operLocation: 'Intranet IP',
    operParam: '{"noticeIds":"9"}',
    jsonResult: '{"code":500,"msg":"Operation failed"}',
    status: 1,
    errorMsg: 'Operation failed',
    operTime: '2024-03-02 10:30:00',
    costTime: 80,
  },
];

const LOGIN_SEED: SysLogininfor[] = [
  {
    infoId: 1,
    userName: 'admin',
    ipaddr: '127.0.0.1',
    loginLocation: 'Intranet IP',
    browser: 'Chrome 120',
    os: 'Windows 10',
    status: '0',
    msg: 'Login successful',
    loginTime: '2024-05-01 08:00:00',
  },
  {
    infoId: 2,
    userName: 'ry',
    ipaddr: '10.0.0.7',
    loginLocation: 'Intranet IP',
    browser: 'Firefox 126',
    os: 'Linux',
    status: '1',
    msg: 'Wrong password 5 times, account locked for 10 minutes',
    loginTime: '2024-05-02 09:15:00',
  },
];

export const logDb = {
  oper: new Model<SysOperLog, 'operId'>('operId', () =>
    OPER_SEED.map((r) => ({ ...r })),
  ),
  login: new Model<SysLogininfor, 'infoId'>('infoId', () =>
    LOGIN_SEED.map((r) => ({ ...r })),
  ),
  /** User names unlocked through the API. */
  unlocked: [] as string[],
};

export function resetLogMock(): void {
  logDb.oper.reset();
  logDb.login.reset();
  logDb.unlocked = [];
}

function guard(request: Request, perm: string) {
  const account = accountOf(request);
  if (!account) return unauthorized(request);
  const perms = account.permissions;
  if (!perms.includes('*:*:*') && !perms.includes(perm)) {
    return fail(403, 'No permission, please contact the administrator');
  }
  return null;
}

const contains = (v: string, q: string | null) => !q || v.includes(q);
const same = (v: string | number, q: string | null) => !q || String(v) === q;

const page = <T>(rows: T[], q: URLSearchParams) => ok(pageOf(rows, q));

const xlsx = () =>
  new HttpResponse(new Blob(['xlsx']), {
    headers: {
      'Content-Type':
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  });

export const logHandlers = [
  http.get('*/monitor/operlog/list', ({ request }) => {
    const denied = guard(request, 'monitor:operlog:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const rows = logDb.oper.rows
      .filter(
        (r) =>
          contains(r.title, q.get('title')) &&
          contains(r.operName, q.get('operName')) &&
          contains(r.operIp, q.get('operIp')) &&
          same(r.businessType, q.get('businessType')) &&
          same(r.status, q.get('status')),
      )
      .sort((a, b) => b.operId - a.operId);
    if (q.get('isAsc') === 'ascending') rows.reverse();
    return page(rows, q);
  }),
  http.post('*/monitor/operlog/export', ({ request }) => {
    const denied = guard(request, 'monitor:operlog:export');
    return denied ?? xlsx();
  }),
  http.delete('*/monitor/operlog/clean', ({ request }) => {
    const denied = guard(request, 'monitor:operlog:remove');
    if (denied) return denied;
    logDb.oper.rows = [];
    return ok();
  }),
  http.delete('*/monitor/operlog/:ids', ({ request, params }) => {
    const denied = guard(request, 'monitor:operlog:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    logDb.oper.remove(ids);
    return ok();
  }),

  http.get('*/monitor/logininfor/list', ({ request }) => {
    const denied = guard(request, 'monitor:logininfor:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const rows = logDb.login.rows
      .filter(
        (r) =>
          contains(r.userName, q.get('userName')) &&
          contains(r.ipaddr, q.get('ipaddr')) &&
          same(r.status, q.get('status')),
      )
      .sort((a, b) => b.infoId - a.infoId);
    if (q.get('isAsc') === 'ascending') rows.reverse();
    return page(rows, q);
  }),
  http.post('*/monitor/logininfor/export', ({ request }) => {
    const denied = guard(request, 'monitor:logininfor:export');
    return denied ?? xlsx();
  }),
  http.get('*/monitor/logininfor/unlock/:userName', ({ request, params }) => {
    const denied = guard(request, 'monitor:logininfor:unlock');
    if (denied) return denied;
    logDb.unlocked.push(String(params.userName));
    return ok();
  }),
  http.delete('*/monitor/logininfor/clean', ({ request }) => {
    const denied = guard(request, 'monitor:logininfor:remove');
    if (denied) return denied;
    logDb.login.rows = [];
    return ok();
  }),
  http.delete('*/monitor/logininfor/:ids', ({ request, params }) => {
    const denied = guard(request, 'monitor:logininfor:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    logDb.login.remove(ids);
    return ok();
  }),
];
