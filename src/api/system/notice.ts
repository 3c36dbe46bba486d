import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { NoticeQuery, SysNotice } from '@/types/notice';

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
