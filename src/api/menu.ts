import { request } from '@/lib/request';
import type { AjaxResult, RouterVo } from '@/types/api';

/** GET /getRouters: the signed-in user's route tree. */
export function getRouters() {
  return request<AjaxResult<RouterVo[]>>({ url: '/getRouters', method: 'get' });
}
