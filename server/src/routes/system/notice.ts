/**
 * Notices `/system/notice`. The content is rich text from the editor: it is
 * sanitised before it is stored and again when it is read (rows written
 * straight into the database are cleaned too).
 */
import { Type, type Static } from '@sinclair/typebox';
import { demoMatches, demoRow, demoStored } from '../../i18n/demo-data.js';
import type { Lang } from '../../i18n/index.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { NoticeRow } from '../../repositories/notices.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  NoticeAdd,
  NoticeEdit,
  NoticeQuery,
  NoticeSchema,
} from '../../schemas/notice.js';
import { ServiceError } from '../../errors.js';
import { sanitizeRichText } from '../../services/infra/sanitize.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

type NoticeQuery = Static<typeof NoticeQuery>;
type NoticeBody = Static<typeof NoticeAdd>;

const LOG_TITLE = 'Notice';

/** RuoYi's @Xss rule for the title: no markup at all. */
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>/i;

function noticeInput(body: NoticeBody) {
  if (MARKUP.test(body.noticeTitle)) {
    throw new ServiceError(500, 'notice.titleXss');
  }
  return {
    noticeTitle: body.noticeTitle.trim(),
    noticeType: body.noticeType,
    noticeContent: sanitizeRichText(body.noticeContent),
    status: body.status,
    remark: body.remark,
  };
}

/** A notice with its seeded title, content and remark in the reader's language. */
export const shownNotice = (n: NoticeRow, lang: Lang): NoticeRow =>
  demoRow(n, lang, 'noticeTitle', 'noticeContent', 'remark');

/** A notice as its detail shows it: in the reader's language, sanitised. */
export const noticeDetail = (n: NoticeRow, lang: Lang) => {
  const shown = shownNotice(n, lang);
  return { ...shown, noticeContent: sanitizeRichText(shown.noticeContent) };
};

export default async function noticeRoutes(app: RouteApp) {
  const notices = () => app.repos.notices;

  app.get(
    '/system/notice/list',
    {
      config: { permission: 'system:notice:list' },
      schema: {
        querystring: NoticeQuery,
        response: { 200: TableData(NoticeSchema) },
      },
    },
    async (req) => {
      const lang = req.lang();
      const seededNames = demoMatches(req.query.noticeTitle, lang);
      const { rows, total } = await notices().list(
        { ...req.query, seededNames },
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((n) => shownNotice(n, lang)),
        total,
      };
    },
  );

  app.get(
    '/system/notice/:noticeId',
    {
      config: { permission: 'system:notice:query' },
      schema: {
        params: Type.Object({ noticeId: Type.Integer() }),
        response: { 200: AjaxData(NoticeSchema) },
      },
    },
    async (req) => {
      const notice = await notices().findById(req.params.noticeId);
      if (!notice) throw new ServiceError(500, 'common.notExists');
      return {
        code: 200,
        msg: req.t('common.success'),
        data: noticeDetail(notice, req.lang()),
      };
    },
  );

  app.post(
    '/system/notice',
    {
      config: {
        permission: 'system:notice:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: NoticeAdd, response: { 200: AjaxResult } },
    },
    async function addNotice(req) {
      await notices().insert(noticeInput(req.body), req.loginUser!.userName);
      return ok(req);
    },
  );

  app.put(
    '/system/notice',
    {
      config: {
        permission: 'system:notice:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: NoticeEdit, response: { 200: AjaxResult } },
    },
    async function editNotice(req) {
      const body = req.body;
      const input = noticeInput(body);
      const current = await notices().findById(body.noticeId);
      // Seeded texts shown translated and saved unchanged stay seeded.
      const lang = req.lang();
      await notices().update(
        body.noticeId,
        {
          ...input,
          noticeTitle: demoStored(
            input.noticeTitle,
            current?.noticeTitle,
            lang,
          ),
          noticeContent: demoStored(
            input.noticeContent,
            current?.noticeContent,
            lang,
          ),
          remark: demoStored(input.remark, current?.remark, lang),
        },
        body.version,
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.delete(
    '/system/notice/:noticeIds',
    {
      config: {
        permission: 'system:notice:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ noticeIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeNotice(req) {
      const n = await notices().deleteByIds(parseIds(req.params.noticeIds));
      return toAjax(req, n);
    },
  );
}
