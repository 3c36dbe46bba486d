import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type { ProductQuery, ProjectProduct } from '@/types/product';

export const PRODUCT_EXPORT_URL = '/project/product/export';

/** GET /project/product/list */
export function listProduct(query?: ProductQuery) {
  return request<TableDataInfo<ProjectProduct>>({
    url: '/project/product/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/product/{productId} */
export function getProduct(productId: number | string) {
  return request<AjaxResult<ProjectProduct>>({
    url: `/project/product/${productId}`,
    method: 'get',
  });
}

/** POST /project/product */
export function addProduct(data: ProjectProduct) {
  return request<AjaxResult>({
    url: '/project/product',
    method: 'post',
    data,
  });
}

/** PUT /project/product (send back the loaded `version`). */
export function updateProduct(data: ProjectProduct) {
  return request<AjaxResult>({
    url: '/project/product',
    method: 'put',
    data,
  });
}

/** DELETE /project/product/{ids} */
export function delProduct(id: number | string | (number | string)[]) {
  const ids = Array.isArray(id) ? id.join(',') : id;
  return request<AjaxResult>({
    url: `/project/product/${ids}`,
    method: 'delete',
  });
}
