/** sys_notice rows of `/system/notice`. */
import type { PageQuery } from './api';

export interface SysNotice {
  noticeId?: number;
  noticeTitle: string;
  /** '1' notice, '2' announcement (sys_notice_type). */
  noticeType: string;
  /** Sanitised HTML (only in single-notice answers). */
  noticeContent?: string | null;
  /** '0' normal, '1' closed (sys_notice_status). */
  status: string;
  remark?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  /** Concurrency token: sent back unchanged on edit. */
  version?: number;
}

export interface NoticeQuery extends PageQuery {
  noticeTitle?: string;
  noticeType?: string;
  createBy?: string;
}

/** A notice of the navbar bell (`listTop`). */
export interface TopNotice {
  noticeId: number;
  noticeTitle: string;
  noticeType: string;
  createBy: string;
  createTime: string | null;
  isRead: boolean;
}

/** A reader of a notice (`readUsers/list`). */
export interface NoticeReader {
  userId: number;
  userName: string;
  nickName: string;
  deptName: string | null;
  phonenumber: string;
  readTime: string;
}

export interface NoticeReaderQuery extends PageQuery {
  noticeId: number;
  /** Account or nickname contains. */
  searchValue?: string;
}
