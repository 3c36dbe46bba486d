import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type {
  ConsultingItem,
  ConsultingItemQuery,
  ConsultingRecipient,
} from '@/types/consulting-item';
import type { TreeSelect } from '@/types/tree';

/** GET /project/consultingItem/list */
export function listConsultingItem(query?: ConsultingItemQuery) {
  return request<TableDataInfo<ConsultingItem>>({
    url: '/project/consultingItem/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/consultingItem/{itemId} */
export function getConsultingItem(itemId: number | string) {
  return request<AjaxResult<ConsultingItem>>({
    url: `/project/consultingItem/${itemId}`,
    method: 'get',
  });
}

/** POST /project/consultingItem */
export function addConsultingItem(data: ConsultingItem) {
  return request<AjaxResult>({
    url: '/project/consultingItem',
    method: 'post',
    data,
  });
}

/** PUT /project/consultingItem (send back the loaded `version`). */
export function updateConsultingItem(data: ConsultingItem) {
  return request<AjaxResult>({
    url: '/project/consultingItem',
    method: 'put',
    data,
  });
}

/** DELETE /project/consultingItem/{ids} */
export function delConsultingItem(id: number | string | (number | string)[]) {
  const ids = Array.isArray(id) ? id.join(',') : id;
  return request<AjaxResult>({
    url: `/project/consultingItem/${ids}`,
    method: 'delete',
  });
}

/** GET /project/consultingItem/deptTree: the departments the editor may give an item. */
export function consultingItemDeptTree() {
  return request<AjaxResult<TreeSelect[]>>({
    url: '/project/consultingItem/deptTree',
    method: 'get',
  });
}

/** GET /project/consultingItem/recipientOptions: enabled users with an e-mail address. */
export function consultingItemRecipients() {
  return request<AjaxResult<ConsultingRecipient[]>>({
    url: '/project/consultingItem/recipientOptions',
    method: 'get',
  });
}
