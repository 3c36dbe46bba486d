/** Operation log `/monitor/operlog`; rows come from plugins/app/oper-log.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { OperLogRow } from '../../repositories/operlog.js';
import { AjaxResult, TableData } from '../../schemas/common.js';
import { OperLogQuery, OperLogSchema } from '../../schemas/monitor.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import {
  titlesMatching,
  WRITTEN_OPER_TEXTS,
} from '../../services/oper-titles.js';
import { shownRow, shownRows } from '../../services/stored-text.js';
import type { Lang } from '../../i18n/index.js';
import { ok, toAjax } from '../lib/answers.js';
import { labelsOf, COMMON_STATUS_LABELS } from '../lib/labels.js';
import type { RouteApp } from '../lib/route-app.js';

type OperLogQuery = Static<typeof OperLogQuery>;
type Shown = Omit<OperLogRow, 'textKeys'>;

/** The filter, with the stored titles whose shown name matches the title searched. */
const withTitles = (q: OperLogQuery, lang: Lang) => ({
  ...q,
  titles: titlesMatching(q.title, lang),
});

const LOG_TITLE = 'Operation log';

/** Export columns (RuoYi's SysOperLog @Excel fields, sheet 操作日志). */
export const OPERLOG_EXCEL: ExcelColumn<Shown>[] = [
  { key: 'operId', header: 'operlog.excel.operId', type: 'number' },
  { key: 'title', header: 'operlog.excel.title' },
  {
    key: 'businessType',
    header: 'operlog.excel.businessType',
    labels: labelsOf('dict.sys_oper_type', [
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]),
  },
  { key: 'method', header: 'operlog.excel.method', width: 30 },
  { key: 'requestMethod', header: 'operlog.excel.requestMethod' },
  {
    key: 'operatorType',
    header: 'operlog.excel.operatorType',
    labels: labelsOf('label.operatorType', ['0', '1', '2']),
  },
  { key: 'operName', header: 'operlog.excel.operName' },
  { key: 'deptName', header: 'operlog.excel.deptName' },
  { key: 'operUrl', header: 'operlog.excel.operUrl', width: 30 },
  { key: 'operIp', header: 'operlog.excel.operIp' },
  { key: 'operLocation', header: 'operlog.excel.operLocation' },
  { key: 'operParam', header: 'operlog.excel.operParam', width: 40 },
  { key: 'jsonResult', header: 'operlog.excel.jsonResult', width: 40 },
  {
    key: 'status',
    header: 'operlog.excel.status',
    labels: COMMON_STATUS_LABELS,
  },
  { key: 'errorMsg', header: 'operlog.excel.errorMsg', width: 30 },
  { key: 'operTime', header: 'operlog.excel.operTime', width: 20 },
  { key: 'costTime', header: 'operlog.excel.costTime', type: 'number' },
];

export default async function operlogRoutes(app: RouteApp) {
  const operLog = () => app.repos.operLog;

  app.get(
    '/monitor/operlog/list',
    {
      config: { permission: 'monitor:operlog:list' },
      schema: {
        querystring: OperLogQuery,
        response: { 200: TableData(OperLogSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await operLog().list(
        withTitles(req.query, req.lang()),
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((r) => shownRow(r, req.lang(), WRITTEN_OPER_TEXTS)),
        total,
      };
    },
  );

  app.post(
    '/monitor/operlog/export',
    {
      config: {
        permission: 'monitor:operlog:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: OperLogQuery },
    },
    async (req, reply) =>
      sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'operlog.excel.sheet',
          filename: 'operlog',
          columns: OPERLOG_EXCEL,
        },
        shownRows(
          operLog().stream(withTitles(req.body ?? {}, req.lang())),
          req.lang(),
          WRITTEN_OPER_TEXTS,
        ),
      ),
  );

  app.delete(
    '/monitor/operlog/clean',
    {
      config: {
        permission: 'monitor:operlog:remove',
        log: { title: LOG_TITLE, businessType: 'CLEAN' },
      },
      schema: { response: { 200: AjaxResult } },
    },
    async function cleanOperLog(req) {
      await operLog().clean();
      return ok(req);
    },
  );

  app.delete(
    '/monitor/operlog/:operIds',
    {
      config: {
        permission: 'monitor:operlog:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ operIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeOperLog(req) {
      const n = await operLog().deleteByIds(parseIds(req.params.operIds));
      return toAjax(req, n);
    },
  );
}
