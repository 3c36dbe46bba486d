/**
 * Notice read tracking (RuoYi 3.9.x): the navbar bell's newest notices with
 * the signed-in user's read marks (`listTop`), marking one or several read
 * (`markRead`, `markReadAll`; sign-in only, as upstream), reading a notice
 * in force from the bell (`view/{id}`, sign-in only, as upstream's
 * `/system/notice/view/{noticeId}`; marks it read) and a notice's readers
 * (`readUsers/list`, under the user data scope).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { demoRow } from '../../i18n/demo-data.js';
import { pageOf, PageQueryProps } from '../../repositories/lib/page.js';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import { Field } from '../../schemas/fields.js';
import { NoticeSchema } from '../../schemas/notice.js';
import { scopeOf } from '../../services/data-scope.js';
import { ServiceError } from '../../errors.js';
import { USER_SCOPE_COLS } from '../../services/scope-checks.js';
import { noticeDetail } from './notice.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const NStr = Type.Union([Type.String(), Type.Null()]);

const TopNotice = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  noticeType: Type.String(),
  createBy: Type.String(),
  createTime: NStr,
  isRead: Type.Boolean(),
});

const Reader = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
  deptName: NStr,
  phonenumber: Type.String(),
  readTime: Type.String(),
});

const ReaderQuery = Type.Object({
  ...PageQueryProps,
  noticeId: Field.int('field.noticeId', { minimum: 1 }),
  searchValue: Type.Optional(Type.String({ maxLength: 30 })),
});

/** `noticeId` / `ids` arrive in the query string (RuoYi's UI) or a form / JSON body. */
const IdsInput = Type.Object({
  noticeId: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  ids: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 2000 }),
      Type.Array(Type.Integer(), { maxItems: 500 }),
    ]),
  ),
});
type IdsInput = Static<typeof IdsInput>;

function idsOf(req: FastifyRequest, key: 'noticeId' | 'ids'): number[] {
  const q = (req.query ?? {}) as IdsInput;
  const b = (
    req.body && typeof req.body === 'object' ? req.body : {}
  ) as IdsInput;
  const value = q[key] ?? b[key];
  if (value === undefined || value === '') {
    throw new ServiceError(500, 'notice.read.idsRequired');
  }
  return Array.isArray(value)
    ? parseIds(value.join(','))
    : parseIds(String(value));
}

export default async function noticeReadRoutes(app: RouteApp) {
  const reads = () => app.repos.noticeReads;
  const userId = (req: FastifyRequest) => req.loginUser!.userId;

  app.get(
    '/system/notice/listTop',
    {
      schema: {
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            data: Type.Optional(Type.Array(TopNotice)),
            unreadCount: Type.Optional(Type.Integer()),
          }),
        },
      },
    },
    async (req) => {
      const [top, unreadCount] = await Promise.all([
        reads().top(userId(req)),
        reads().unreadCount(userId(req)),
      ]);
      const data = top.map((n) => demoRow(n, req.lang(), 'noticeTitle'));
      return { code: 200, msg: req.t('common.success'), data, unreadCount };
    },
  );

  // No body schema: RuoYi's UI posts without a body; a form or JSON body's
  // value is checked by idsOf like the query string's.
  const markSchema = { querystring: IdsInput, response: { 200: AjaxResult } };

  app.post('/system/notice/markRead', { schema: markSchema }, async (req) => {
    await reads().markRead(userId(req), idsOf(req, 'noticeId'));
    return ok(req);
  });

  app.post(
    '/system/notice/markReadAll',
    { schema: markSchema },
    async (req) => {
      await reads().markRead(userId(req), idsOf(req, 'ids'));
      return ok(req);
    },
  );

  app.get(
    '/system/notice/view/:noticeId',
    {
      schema: {
        params: Type.Object({ noticeId: Field.int('field.noticeId') }),
        response: { 200: AjaxData(NoticeSchema) },
      },
    },
    async (req) => {
      const notice = await app.repos.notices.findById(req.params.noticeId);
      if (!notice || notice.status !== '0') {
        throw new ServiceError(500, 'common.notExists');
      }
      await reads().markRead(userId(req), [notice.noticeId]);
      return {
        code: 200,
        msg: req.t('common.success'),
        data: noticeDetail(notice, req.lang()),
      };
    },
  );

  app.get(
    '/system/notice/readUsers/list',
    {
      config: { permission: 'system:notice:list' },
      schema: {
        querystring: ReaderQuery,
        response: { 200: TableData(Reader) },
      },
    },
    async (req) => {
      const where = new SqlWhere();
      await app.services.dataScope.apply(where, scopeOf(req), USER_SCOPE_COLS);
      const { rows, total } = await reads().readers(
        req.query,
        where,
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((r) => demoRow(r, req.lang(), 'nickName', 'deptName')),
        total,
      };
    },
  );
}
