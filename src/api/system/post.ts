import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { PostQuery, SysPost } from '@/types/post';

export const POST_EXPORT_URL = '/system/post/export';

/** GET /system/post/list */
export function listPost(query?: PostQuery) {
  return request<TableDataInfo<SysPost>>({
    url: '/system/post/list',
    method: 'get',
    params: query,
  });
}

/** GET /system/post/{postId} */
export function getPost(postId: number | string) {
  return request<AjaxResult<SysPost>>({
    url: `/system/post/${postId}`,
    method: 'get',
  });
}

/** GET /system/post/optionselect: every post (pickers). */
export function optionselectPost() {
  return request<AjaxResult<SysPost[]>>({
    url: '/system/post/optionselect',
    method: 'get',
  });
}

/** POST /system/post */
export function addPost(data: SysPost) {
  return request<AjaxResult>({ url: '/system/post', method: 'post', data });
}

/** PUT /system/post (send back the loaded `version`). */
export function updatePost(data: SysPost) {
  return request<AjaxResult>({ url: '/system/post', method: 'put', data });
}

/** DELETE /system/post/{ids} (one id or a list). */
export function delPost(postId: number | string | (number | string)[]) {
  const ids = Array.isArray(postId) ? postId.join(',') : postId;
  return request<AjaxResult>({ url: `/system/post/${ids}`, method: 'delete' });
}
