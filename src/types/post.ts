/** sys_post rows of `/system/post`. */
import type { PageQuery } from './api';

export interface SysPost {
  postId?: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
  remark?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  /** Concurrency token: sent back unchanged on edit. */
  version?: number;
}

export interface PostQuery extends PageQuery {
  postCode?: string;
  postName?: string;
  status?: string;
}
