/**
 * Record items `/project/recordItem`: a copy record's extra text blocks (type
 * '1', rich text sanitised before storage) and attached files (type '2', an
 * upload under /profile/ that visitors download by item id).
 */
import type { RecordItemRow } from '../../repositories/project-record-items.js';
import {
  RecordItemAdd,
  RecordItemEdit,
  RecordItemQuery,
  RecordItemSchema,
} from '../../schemas/project-content.js';
import type { ExcelColumn } from '../../services/infra/excel.js';
import { CONTENT_STATUS } from './record.js';
import { contentItemRoutes } from './content-items.js';
import { labelsOf } from '../lib/labels.js';
import type { RouteApp } from '../lib/route-app.js';

const ITEM_TYPES = labelsOf('label.recordItemType', ['1', '2']);

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

/** The record must exist; a file item needs an upload; text is sanitised. */
export default async function recordItemRoutes(app: RouteApp) {
  contentItemRoutes(app, {
    path: '/project/recordItem',
    permission: 'project:recordItem',
    logTitle: 'Record item',
    name: 'RecordItem',
    schemas: {
      row: RecordItemSchema,
      query: RecordItemQuery,
      add: RecordItemAdd,
      edit: RecordItemEdit,
    },
    kind: 'recordItem',
    repo: (repos) => repos.recordItems,
    parent: {
      key: 'recordId',
      kind: 'record',
      column: 'record_id',
      exists: (repos, id) => repos.records.exists(id),
      missing: 'recordItem.recordMissing',
    },
    links: [
      { field: 'fileUrl', kind: 'upload', label: 'recordItem.field.fileUrl' },
    ],
    required: {
      '2': { field: 'fileUrl', message: 'recordItem.fileRequired' },
    },
    richText: ['content'],
    excel: {
      sheet: 'recordItem.excel.sheet',
      filename: 'record_item',
      columns: RECORD_ITEM_EXCEL,
    },
  });
}
