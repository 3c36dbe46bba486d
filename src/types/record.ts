/** project_record and project_record_item: copy records and their items. */
import type { PageQuery } from './api';

/** Display types: 1 list, 2 with image, 3 link (opens the jump link). */
export const DISPLAY_TYPES = ['1', '2', '3'] as const;

/** Kinds of content block a record carries below its content. */
export const BLOCK_TYPES = ['text', 'image'] as const;

export interface ContentBlock {
  type: (typeof BLOCK_TYPES)[number] | string;
  title: string;
  /** Rich text (sanitised by the server). */
  body: string;
  /** Stored upload path or URL. */
  image: string;
}

export interface ProjectRecord {
  recordId?: number;
  /** The navigation column the record is filed under. */
  navId?: number;
  /** Name of the column (list and detail answers). */
  navName?: string | null;
  title: string;
  subtitle?: string;
  summary?: string;
  /** Rich text (sanitised by the server); only in the detail answer. */
  content?: string;
  contentBlocks?: ContentBlock[];
  /** Stored upload path of the main image. */
  mainImage?: string;
  /** '1' pinned to the top of its column. */
  pinned: string;
  displayType: string;
  /** Counted by the public site; read-only here. */
  totalViews?: number;
  jumpLink?: string;
  orderNum: number;
  /** '0' published, '1' hidden. */
  status: string;
  remark?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  /** Concurrency token: sent back unchanged on edit. */
  version?: number;
}

export interface RecordQuery extends PageQuery {
  /** The column and every column below it. */
  navId?: number;
  title?: string;
  pinned?: string;
  displayType?: string;
  status?: string;
}

/** Record item types: 1 text block, 2 file. */
export const RECORD_ITEM_TYPES = ['1', '2'] as const;

export interface ProjectRecordItem {
  itemId?: number;
  recordId?: number;
  /** Title of the record (list and detail answers). */
  recordTitle?: string | null;
  itemName: string;
  itemType: string;
  /** Rich text of a text block; only in the detail answer. */
  content?: string;
  /** Stored upload path of a file item. */
  fileUrl?: string;
  fileName?: string;
  fileSize?: number;
  orderNum: number;
  status: string;
  remark?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  version?: number;
}

export interface RecordItemQuery extends PageQuery {
  recordId?: number;
  itemName?: string;
  itemType?: string;
  status?: string;
}
