/** project_nav_record: copy blocks of a navigation column's page. */
import type { PageQuery } from './api';

export interface ProjectNavRecord {
  navRecordId?: number;
  navId?: number;
  /** Name of the navigation column (list and detail answers). */
  navName?: string | null;
  title: string;
  subtitle?: string;
  /** Rich text (sanitised by the server). */
  content?: string;
  image?: string;
  orderNum: number;
  status: string;
  remark?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  version?: number;
}

export interface NavRecordQuery extends PageQuery {
  navId?: number;
  title?: string;
  status?: string;
}
