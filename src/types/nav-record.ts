/** project_nav_record: copy blocks of a navigation column's page. */
import type { ApiRow, FormRow, ListQuery } from './openapi';

/** navName: the navigation column's name; content: sanitised rich text. */
export type ProjectNavRecord = FormRow<
  ApiRow<'/project/navRecord/list'>,
  'navRecordId' | 'navId' | 'navName' | 'subtitle' | 'content' | 'image'
>;

export type NavRecordQuery = ListQuery<'/project/navRecord/list'>;
