/** project_record and project_record_item: copy records and their items. */
import type { ApiData, FormRow, ListQuery } from './openapi';

/** Display types: 1 list, 2 with image, 3 link (opens the jump link). */
export const DISPLAY_TYPES = ['1', '2', '3'] as const;

/** Kinds of content block a record carries below its content. */
export const BLOCK_TYPES = ['text', 'image'] as const;

/**
 * navId: the navigation column the record is filed under (navName its
 * name); content: sanitised rich text, only in the detail answer; mainImage: a stored upload path; pinned '1' pinned
 * to the top of its column; totalViews: counted by the public site,
 * read-only here; status '0' shown, '1' hidden (on the published version).
 */
export type ProjectRecord = FormRow<
  ApiData<'/project/record/{recordId}'>,
  | 'recordId'
  | 'navId'
  | 'navName'
  | 'subtitle'
  | 'summary'
  | 'mainImage'
  | 'totalViews'
  | 'jumpLink'
>;

/** A block below a record's content: type is one of BLOCK_TYPES. */
export type ContentBlock = NonNullable<ProjectRecord['contentBlocks']>[number];

/** navId: the column and every column below it. */
export type RecordQuery = ListQuery<'/project/record/list'>;

/** Record item types: 1 text block, 2 file. */
export const RECORD_ITEM_TYPES = ['1', '2'] as const;

/**
 * recordTitle: the record's title; content: a text block's rich text, only in
 * the detail answer; fileUrl: a file item's stored upload path.
 */
export type ProjectRecordItem = FormRow<
  ApiData<'/project/recordItem/{itemId}'>,
  'itemId' | 'recordId' | 'recordTitle' | 'fileUrl' | 'fileName' | 'fileSize'
>;

export type RecordItemQuery = ListQuery<'/project/recordItem/list'>;
