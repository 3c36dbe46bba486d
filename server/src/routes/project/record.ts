/**
 * Copy records `/project/record`: per navigation column; rich text and content
 * blocks are sanitised before they are stored (and again by the public site on
 * display). Total views are counted by the public site and never taken from a
 * request.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../../i18n/index.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { RecordRow } from '../../repositories/project-records.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  RecordAdd,
  RecordEdit,
  RecordQuery,
  RecordSchema,
} from '../../schemas/project-content.js';
import {
  checkLink,
  cleanBlocksForStorage,
} from '../../services/content-fields.js';
import { ServiceError } from '../../errors.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import { sanitizeRichText } from '../../services/infra/sanitize.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';
import { actorOf, formData } from './content-access.js';
import { contentScope } from './content-scope.js';

type RecordBody = Static<typeof RecordAdd>;

export const CONTENT_STATUS: Readonly<Record<string, MessageKey>> = {
  '0': 'content.status.0',
  '1': 'content.status.1',
};

export const YES_NO: Readonly<Record<string, MessageKey>> = {
  '1': 'label.yes',
  '0': 'label.no',
};

const DISPLAY_TYPES: Readonly<Record<string, MessageKey>> = {
  '1': 'label.displayType.1',
  '2': 'label.displayType.2',
  '3': 'label.displayType.3',
};

export const RECORD_EXCEL: ExcelColumn<RecordRow>[] = [
  { key: 'recordId', header: 'record.field.recordId', type: 'number' },
  { key: 'navName', header: 'record.field.navId' },
  { key: 'title', header: 'record.field.title', width: 40 },
  { key: 'subtitle', header: 'record.field.subtitle' },
  { key: 'summary', header: 'record.field.summary', width: 50 },
  { key: 'pinned', header: 'record.field.pinned', labels: YES_NO },
  {
    key: 'displayType',
    header: 'record.field.displayType',
    labels: DISPLAY_TYPES,
  },
  { key: 'totalViews', header: 'record.field.totalViews', type: 'number' },
  { key: 'jumpLink', header: 'record.field.jumpLink' },
  { key: 'orderNum', header: 'record.field.orderNum', type: 'number' },
  { key: 'status', header: 'record.field.status', labels: CONTENT_STATUS },
  { key: 'createBy', header: 'record.field.createBy' },
  { key: 'createTime', header: 'record.field.createTime', width: 22 },
  { key: 'updateBy', header: 'record.field.updateBy' },
  { key: 'updateTime', header: 'record.field.updateTime', width: 22 },
];

const LOG_TITLE = 'Copy record';

export default async function recordRoutes(app: RouteApp) {
  const repo = () => app.repos.records;

  /** Lists and exports show the content of columns in the user's scope. */
  const listScope = (req: FastifyRequest) =>
    contentScope(app, req).list('navigation', 'r.nav_id');

  /** The column must exist; links must be safe; rich text is sanitised. */
  const prepare = async (req: FastifyRequest, body: RecordBody) => {
    const t = (key: MessageKey) => req.t(key);
    if (!(await app.repos.navigation.findById(body.navId))) {
      throw new ServiceError(500, 'content.navMissing');
    }
    await contentScope(app, req).column(body.navId);
    const jumpLink = checkLink(t, body.jumpLink, 'record.field.jumpLink');
    if (body.displayType === '3' && !jumpLink) {
      throw new ServiceError(500, 'record.jumpLinkRequired');
    }
    return {
      ...body,
      content: sanitizeRichText(body.content),
      contentBlocks: cleanBlocksForStorage(t, body.contentBlocks),
      mainImage: checkLink(t, body.mainImage, 'record.field.mainImage'),
      jumpLink,
    };
  };

  app.get(
    '/project/record/list',
    {
      config: { permission: 'project:record:list' },
      schema: {
        querystring: RecordQuery,
        response: { 200: TableData(RecordSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await repo().list(
        req.query,
        pageOf(req.query),
        await listScope(req),
      );
      return { code: 200, msg: req.t('common.querySuccess'), rows, total };
    },
  );

  app.post(
    '/project/record/export',
    {
      config: {
        permission: 'project:record:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: RecordQuery },
    },
    async (req, reply) =>
      sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'record.excel.sheet',
          filename: 'record',
          columns: RECORD_EXCEL,
        },
        await repo().listAll(req.body ?? {}, await listScope(req)),
      ),
  );

  app.get(
    '/project/record/:recordId',
    {
      config: { permission: 'project:record:query' },
      schema: {
        params: Type.Object({ recordId: Type.Integer() }),
        response: { 200: AjaxData(RecordSchema) },
      },
    },
    async (req) => {
      const id = req.params.recordId;
      const row = await repo().findById(id);
      if (!row) throw new ServiceError(500, 'common.notExists');
      await contentScope(app, req).items('record', [id]);
      const data = await app.services.publishing.overlay('record', id, row);
      const blocks = data.contentBlocks;
      return {
        ...ok(req),
        data: { ...data, contentBlocks: Array.isArray(blocks) ? blocks : [] },
      };
    },
  );

  app.post(
    '/project/record',
    {
      config: {
        permission: 'project:record:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: RecordAdd, response: { 200: AjaxResult } },
    },
    async function addRecord(req) {
      const data = await prepare(req, req.body);
      await app.services.publishing.create(
        'record',
        formData(RecordAdd, data),
        actorOf(req),
      );
      return ok(req);
    },
  );

  app.put(
    '/project/record',
    {
      config: {
        permission: 'project:record:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: RecordEdit, response: { 200: AjaxResult } },
    },
    async function editRecord(req) {
      await contentScope(app, req).items('record', [req.body.recordId]);
      const data = await prepare(req, req.body);
      await app.services.publishing.save(
        'record',
        req.body.recordId,
        formData(RecordAdd, data),
        req.body.version,
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.delete(
    '/project/record/:ids',
    {
      config: {
        permission: 'project:record:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ ids: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeRecord(req) {
      const ids = parseIds(req.params.ids);
      await contentScope(app, req).items('record', ids);
      const n = await app.services.publishing.remove(
        'record',
        ids,
        req.loginUser!.userName,
      );
      return toAjax(req, n);
    },
  );
}
