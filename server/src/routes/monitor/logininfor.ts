/** Login log `/monitor/logininfor`; rows come from services/auth.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { LogininforRow } from '../../repositories/logininfor.js';
import { AjaxResult, TableData } from '../../schemas/common.js';
import { LogininforQuery, LogininforSchema } from '../../schemas/monitor.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import { WRITTEN_CLIENT_TEXTS } from '../../services/login-record.js';
import { shownRow, shownRows } from '../../services/stored-text.js';
import { ok, toAjax } from '../lib/answers.js';
import { COMMON_STATUS_LABELS } from '../lib/labels.js';
import type { RouteApp } from '../lib/route-app.js';

type LogininforQuery = Static<typeof LogininforQuery>;
type Shown = Omit<LogininforRow, 'textKeys'>;

const LOG_TITLE = 'Login log';

/** Export columns (RuoYi's SysLogininfor @Excel fields, sheet 登录日志). */
export const LOGININFOR_EXCEL: ExcelColumn<Shown>[] = [
  { key: 'infoId', header: 'logininfor.excel.infoId', type: 'number' },
  { key: 'userName', header: 'logininfor.excel.userName' },
  {
    key: 'status',
    header: 'logininfor.excel.status',
    labels: COMMON_STATUS_LABELS,
  },
  { key: 'ipaddr', header: 'logininfor.excel.ipaddr' },
  { key: 'loginLocation', header: 'logininfor.excel.loginLocation' },
  { key: 'browser', header: 'logininfor.excel.browser' },
  { key: 'os', header: 'logininfor.excel.os' },
  { key: 'msg', header: 'logininfor.excel.msg', width: 30 },
  { key: 'loginTime', header: 'logininfor.excel.loginTime', width: 20 },
];

export default async function logininforRoutes(app: RouteApp) {
  const logininfor = () => app.repos.logininfor;

  app.get(
    '/monitor/logininfor/list',
    {
      config: { permission: 'monitor:logininfor:list' },
      schema: {
        querystring: LogininforQuery,
        response: { 200: TableData(LogininforSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await logininfor().list(
        req.query,
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((r) => shownRow(r, req.lang(), WRITTEN_CLIENT_TEXTS)),
        total,
      };
    },
  );

  app.post(
    '/monitor/logininfor/export',
    {
      config: {
        permission: 'monitor:logininfor:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: LogininforQuery },
    },
    async (req, reply) =>
      sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'logininfor.excel.sheet',
          filename: 'logininfor',
          columns: LOGININFOR_EXCEL,
        },
        shownRows(
          logininfor().stream(req.body ?? {}),
          req.lang(),
          WRITTEN_CLIENT_TEXTS,
        ),
      ),
  );

  app.delete(
    '/monitor/logininfor/clean',
    {
      config: {
        permission: 'monitor:logininfor:remove',
        log: { title: LOG_TITLE, businessType: 'CLEAN' },
      },
      schema: { response: { 200: AjaxResult } },
    },
    async function cleanLogininfor(req) {
      await logininfor().clean();
      return ok(req);
    },
  );

  app.get(
    '/monitor/logininfor/unlock/:userName',
    {
      config: {
        permission: 'monitor:logininfor:unlock',
        log: { title: 'Account unlock', businessType: 'OTHER' },
      },
      schema: {
        params: Type.Object({ userName: Type.String({ maxLength: 50 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function unlockAccount(req) {
      await app.services.auth.unlock(req.params.userName);
      return ok(req);
    },
  );

  app.delete(
    '/monitor/logininfor/:infoIds',
    {
      config: {
        permission: 'monitor:logininfor:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ infoIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeLogininfor(req) {
      const n = await logininfor().deleteByIds(parseIds(req.params.infoIds));
      return toAjax(req, n);
    },
  );
}
