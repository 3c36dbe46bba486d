import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { ProductItemQuery, ProjectProductItem } from '@/types/product';

export const PRODUCT_ITEM_EXPORT_URL = '/project/productItem/export';

/** GET /project/productItem/list */
export function listProductItem(query?: ProductItemQuery) {
  return request<TableDataInfo<ProjectProductItem>>({
    url: '/project/productItem/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/productItem/{itemId} */
export function getProductItem(itemId: number | string) {
  return request<AjaxResult<ProjectProductItem>>({
    url: `/project/productItem/${itemId}`,
    method: 'get',
  });
}

/** POST /project/productItem */
export function addProductItem(data: ProjectProductItem) {
  return request<AjaxResult>({
    url: '/project/productItem',
    method: 'post',
    data,
  });
}

/** PUT /project/productItem (send back the loaded `version`). */
export function updateProductItem(data: ProjectProductItem) {
  return request<AjaxResult>({
    url: '/project/productItem',
    method: 'put',
    data,
  });
}

/** DELETE /project/productItem/{ids} */
export function delProductItem(id: number | string | (number | string)[]) {
  const ids = Array.isArray(id) ? id.join(',') : id;
  return request<AjaxResult>({
    url: `/project/productItem/${ids}`,
    method: 'delete',
  });
}
