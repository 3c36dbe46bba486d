/**
 * Record items `/project/recordItem`: a copy record's extra text blocks (type
 * '1', rich text sanitised before storage) and attached files (type '2', an
 * upload under /profile/ that visitors download by item id).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../../i18n/index.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { RecordItemRow } from '../../repositories/project-record-items.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  RecordItemAdd,
  RecordItemEdit,
  RecordItemQuery,
  RecordItemSchema,
} from '../../schemas/project-content.js';
import { checkUpload } from '../../services/content-fields.js';
import { ServiceError } from '../../errors.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import { sanitizeRichText } from '../../services/infra/sanitize.js';
import { CONTENT_STATUS } from './record.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

type RecordItemBody = Static<typeof RecordItemAdd>;

const ITEM_TYPES: Readonly<Record<string, MessageKey>> = {
  '1': 'label.recordItemType.1',
  '2': 'label.recordItemType.2',
};

export const RECORD_ITEM_EXCEL: ExcelColumn<RecordItemRow>[] = [
  { key: 'itemId', header: 'recordItem.field.itemId', type: 'number' },
  { key: 'recordTitle', header: 'recordItem.field.recordId', width: 40 },
  { key: 'itemName', header: 'recordItem.field.itemName', width: 30 },
  { key: 'itemType', header: 'recordItem.field.itemType', labels: ITEM_TYPES },
  { key: 'fileName', header: 'recordItem.field.fileName' },
  { key: 'fileSize', header: 'recordItem.field.fileSize', type: 'number' },
  { key: 'orderNum', header: 'recordItem.field.orderNum', type: 'number' },
  { key: 'status', header: 'recordItem.field.status', labels: CONTENT_STATUS },
  { key: 'createTime', header: 'recordItem.field.createTime', width: 22 },
];

const LOG_TITLE = 'Record item';

export default async function recordItemRoutes(app: RouteApp) {
  const repo = () => app.repos.recordItems;

  /** The record must exist; a file item needs an upload; text is sanitised. */
  const prepare = async (req: FastifyRequest, body: RecordItemBody) => {
    if (!(await app.repos.records.exists(body.recordId))) {
      throw new ServiceError(500, 'recordItem.recordMissing');
    }
    const fileUrl = checkUpload(
      (key) => req.t(key),
      body.fileUrl,
      'recordItem.field.fileUrl',
    );
    if (body.itemType === '2' && !fileUrl) {
      throw new ServiceError(500, 'recordItem.fileRequired');
    }
    return { ...body, fileUrl, content: sanitizeRichText(body.content) };
  };

  app.get(
    '/project/recordItem/list',
    {
      config: { permission: 'project:recordItem:list' },
      schema: {
        querystring: RecordItemQuery,
        response: { 200: TableData(RecordItemSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await repo().list(req.query, pageOf(req.query));
      return { code: 200, msg: req.t('common.querySuccess'), rows, total };
    },
  );

  app.post(
    '/project/recordItem/export',
    {
      config: {
        permission: 'project:recordItem:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: RecordItemQuery },
    },
    async (req, reply) =>
      sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'recordItem.excel.sheet',
          filename: 'record_item',
          columns: RECORD_ITEM_EXCEL,
        },
        await repo().listAll(req.body ?? {}),
      ),
  );

  app.get(
    '/project/recordItem/:itemId',
    {
      config: { permission: 'project:recordItem:query' },
      schema: {
        params: Type.Object({ itemId: Type.Integer() }),
        response: { 200: AjaxData(RecordItemSchema) },
      },
    },
    async (req) => {
      const row = await repo().findById(req.params.itemId);
      if (!row) throw new ServiceError(500, 'common.notExists');
      return { ...ok(req), data: row };
    },
  );

  app.post(
    '/project/recordItem',
    {
      config: {
        permission: 'project:recordItem:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: RecordItemAdd, response: { 200: AjaxResult } },
    },
    async function addRecordItem(req) {
      const data = await prepare(req, req.body);
      await repo().insert(data, req.loginUser!.userName);
      return ok(req);
    },
  );

  app.put(
    '/project/recordItem',
    {
      config: {
        permission: 'project:recordItem:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: RecordItemEdit, response: { 200: AjaxResult } },
    },
    async function editRecordItem(req) {
      const data = await prepare(req, req.body);
      await repo().update(
        req.body.itemId,
        data,
        req.body.version,
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.delete(
    '/project/recordItem/:ids',
    {
      config: {
        permission: 'project:recordItem:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ ids: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeRecordItem(req) {
      const n = await repo().deleteByIds(parseIds(req.params.ids));
      return toAjax(req, n);
    },
  );
}
