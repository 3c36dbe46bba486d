import type { Queryable } from '../db/index.js';
import {
  ContentItemRepository,
  trimmed,
  type ContentItemTable,
  type ItemFilter,
  type ItemInput,
  type ItemRow,
} from './content-items.js';
import type { Lists } from './lib/lists.js';

/**
 * project_record_item: a copy record's extra text blocks (type '1') and
 * attached files (type '2', downloaded through the public site by item id).
 */
export interface RecordItemRow extends ItemRow {
  recordId: number;
  recordTitle: string | null;
  fileUrl: string;
  fileName: string;
  fileSize: number;
}

export interface RecordItemDetail extends RecordItemRow {
  content: string;
}

export type RecordItemFilter = ItemFilter<'recordId'>;

export interface RecordItemInput extends ItemInput<'recordId'> {
  /** Already sanitised. */
  content: string;
  fileUrl: string;
  fileName?: string | null;
  fileSize?: number | null;
}

/**
 * The content (read with one item only) as given, the file name trimmed, a
 * missing size 0.
 */
export const RECORD_ITEMS: ContentItemTable<'recordId', RecordItemInput> = {
  table: 'project_record_item',
  kind: 'recordItem',
  parent: {
    key: 'recordId',
    column: 'record_id',
    table: 'project_record',
    nameColumn: 'title',
    nameKey: 'recordTitle',
  },
  columns: [
    {
      column: 'content',
      key: 'content',
      detailOnly: true,
      value: (r) => r.content,
    },
    { column: 'file_url', key: 'fileUrl', value: (r) => r.fileUrl },
    { column: 'file_name', key: 'fileName', value: (r) => trimmed(r.fileName) },
    { column: 'file_size', key: 'fileSize', value: (r) => r.fileSize ?? 0 },
  ],
};

export class RecordItemRepository extends ContentItemRepository<
  'recordId',
  RecordItemRow,
  RecordItemInput,
  RecordItemDetail
> {
  constructor(db: Queryable, lists: Lists) {
    super(db, lists, RECORD_ITEMS);
  }
}
