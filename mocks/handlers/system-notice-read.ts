/** msw handlers for the notice read tracking of RuoYi 3.9.x (listTop, view, markRead(All), readUsers). */
import { http } from 'msw';
import { ACCOUNTS } from '../db';
import { noticeDb } from './system-notice';
import { accountOf, fail, ok, unauthorized } from './shared';

const NOW = '2024-03-01 09:00:00';
const inForce = () =>
  noticeDb.rows
    .filter((n) => n.status === '0')
    .sort((a, b) => b.noticeId! - a.noticeId!);
const isRead = (user: string, id: number) =>
  noticeDb.reads.has(`${user}:${id}`);
const mark = (user: string, ids: number[]) => {
  for (const id of ids) {
    if (noticeDb.rows.some((n) => n.noticeId === id)) {
      const key = `${user}:${id}`;
      if (!noticeDb.reads.has(key)) noticeDb.reads.set(key, NOW);
    }
  }
};

export const noticeReadHandlers = [
  http.get('*/system/notice/listTop', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    const user = account.user.userName;
    const all = inForce();
    return ok({
      data: all.slice(0, 5).map((n) => ({
        noticeId: n.noticeId,
        noticeTitle: n.noticeTitle,
        noticeType: n.noticeType,
        createBy: n.createBy,
        createTime: n.createTime,
        isRead: isRead(user, n.noticeId!),
      })),
      unreadCount: all.filter((n) => !isRead(user, n.noticeId!)).length,
    });
  }),

  http.get('*/system/notice/view/:id', ({ request, params }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    const notice = inForce().find((n) => n.noticeId === Number(params.id));
    if (!notice) return fail(500, 'The record does not exist');
    mark(account.user.userName, [notice.noticeId!]);
    return ok({ data: notice });
  }),

  http.post('*/system/notice/markReadAll', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    const ids = new URL(request.url).searchParams.get('ids') ?? '';
    mark(account.user.userName, ids.split(',').map(Number));
    return ok();
  }),

  http.get('*/system/notice/readUsers/list', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    const q = new URL(request.url).searchParams;
    const id = Number(q.get('noticeId'));
    const rows = Object.values(ACCOUNTS)
      .filter((a) => isRead(a.user.userName, id))
      .map((a) => ({
        userId: a.user.userId,
        userName: a.user.userName,
        nickName: a.user.nickName,
        deptName: 'R&D',
        phonenumber: '',
        readTime: noticeDb.reads.get(`${a.user.userName}:${id}`),
      }));
    return ok({ rows, total: rows.length });
  }),
];
