/** sys_notice rows of `/system/notice`. */
import type { ApiData, ApiRow, FormRow, ListQuery } from './openapi';

/**
 * noticeType '1' notice, '2' announcement (sys_notice_type); status '0'
 * normal, '1' closed (sys_notice_status); noticeContent is sanitised HTML,
 * only in single-notice answers.
 */
export type SysNotice = FormRow<ApiRow<'/system/notice/list'>, 'noticeId'>;

export type NoticeQuery = ListQuery<'/system/notice/list'>;

/** A notice of the navbar bell (`listTop`). */
export type TopNotice = ApiData<'/system/notice/listTop'>[number];

/** A reader of a notice (`readUsers/list`). */
export type NoticeReader = ApiRow<'/system/notice/readUsers/list'>;

/** `searchValue`: account or nickname contains. */
export type NoticeReaderQuery = ListQuery<'/system/notice/readUsers/list'>;
