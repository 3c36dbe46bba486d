import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type {
  NoticeQuery,
  NoticeReader,
  NoticeReaderQuery,
  SysNotice,
  TopNotice,
} from '@/types/notice';

/** GET /system/notice/list */
export function listNotice(query?: NoticeQuery) {
  return request<TableDataInfo<SysNotice>>({
    url: '/system/notice/list',
    method: 'get',
    params: query,
  });
}

/** GET /system/notice/{noticeId} (with the sanitised content) */
export function getNotice(noticeId: number | string) {
  return request<AjaxResult<SysNotice>>({
    url: `/system/notice/${noticeId}`,
    method: 'get',
  });
}

/** POST /system/notice */
export function addNotice(data: SysNotice) {
  return request<AjaxResult>({ url: '/system/notice', method: 'post', data });
}

/** PUT /system/notice (send back the loaded `version`). */
export function updateNotice(data: SysNotice) {
  return request<AjaxResult>({ url: '/system/notice', method: 'put', data });
}

/** DELETE /system/notice/{ids} (one id or a list). */
export function delNotice(noticeId: number | string | (number | string)[]) {
  const ids = Array.isArray(noticeId) ? noticeId.join(',') : noticeId;
  return request<AjaxResult>({
    url: `/system/notice/${ids}`,
    method: 'delete',
  });
}

/** GET /system/notice/listTop: the bell's newest notices with read marks. */
export function listNoticeTop() {
  return request<AjaxResult<TopNotice[]> & { unreadCount?: number }>({
    url: '/system/notice/listTop',
    method: 'get',
  });
}

/** GET /system/notice/view/{id}: a notice in force, for any signed-in user (marks it read). */
export function viewNotice(noticeId: number) {
  return request<AjaxResult<SysNotice>>({
    url: `/system/notice/view/${noticeId}`,
    method: 'get',
  });
}

/** POST /system/notice/markReadAll?ids=1,2 (as RuoYi's UI sends it). */
export function markNoticeReadAll(ids: readonly number[]) {
  return request<AjaxResult>({
    url: '/system/notice/markReadAll',
    method: 'post',
    params: { ids: ids.join(',') },
  });
}

/** GET /system/notice/readUsers/list: who has read a notice. */
export function listNoticeReaders(query: NoticeReaderQuery) {
  return request<TableDataInfo<NoticeReader>>({
    url: '/system/notice/readUsers/list',
    method: 'get',
    params: query,
  });
}
